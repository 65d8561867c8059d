import type { FleetVehicle } from '../../core/fleet/fleet.schemas.ts';
import type { Vehicle } from '../../core/vehicles/vehicles.schemas.ts';
import type { FleetRecord } from '../db/repositories/fleet.repository.ts';
import type { VehicleRecord } from '../db/repositories/vehicles.repository.ts';
import { presentVersioned } from './presentVersioned.ts';

/** A stored vehicle as its API document. */
export const presentVehicle = (v: VehicleRecord): Vehicle => presentVersioned(v);

/** A stored fleet vehicle as its API document. */
export const presentFleetVehicle = (f: FleetRecord): FleetVehicle => presentVersioned(f);
