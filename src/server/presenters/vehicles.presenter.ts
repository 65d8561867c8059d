import type { FleetVehicle } from '../../core/fleet/fleet.schemas.ts';
import type { Vehicle } from '../../core/vehicles/vehicles.schemas.ts';
import type { FleetRecord } from '../db/repositories/fleet.repository.ts';
import type { VehicleRecord } from '../db/repositories/vehicles.repository.ts';

export function presentVehicle({ version, ...v }: VehicleRecord): Vehicle {
  return { ...v, __v: version };
}

export function presentFleetVehicle({ version, ...f }: FleetRecord): FleetVehicle {
  return { ...f, __v: version };
}
