import type { AppServices } from '../appServices.ts';
import { listVehicles, VEHICLE_RECORDS, type VehicleRecord } from '../db/repositories/vehicles.repository.ts';
import { notFound } from '../http/httpError.ts';

export function listAllVehicles(services: AppServices, filter: { active?: boolean } = {}) {
  return listVehicles(services.db, filter);
}

export async function getVehicle(services: AppServices, id: string): Promise<VehicleRecord> {
  const found = await VEHICLE_RECORDS.find(services.db, id);
  if (!found) throw notFound();
  return found;
}
