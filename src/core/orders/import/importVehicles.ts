import type { VehicleFact } from '../../rules/ruleFacts.schemas.ts';
import type { Vehicle } from '../../vehicles/vehicles.schemas.ts';

/** A vehicle as the import checks and the capacity rules see it (browser and server alike). */
export const importVehicleFact = (
  v: Pick<Vehicle, 'vehicleId' | 'active' | 'default' | 'crane' | 'palletCapacity' | 'kgCapacity'>,
): VehicleFact => ({
  vehicleId: v.vehicleId,
  active: v.active,
  default: v.default,
  crane: v.crane,
  palletCapacity: v.palletCapacity,
  kgCapacity: v.kgCapacity,
});
