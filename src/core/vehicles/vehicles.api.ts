import { endpoint, pickSchema } from '../api/endpoint.ts';
import { defineErrors } from '../errors/catalogue.ts';
import type { ListOrAll } from '../list/listCall.schemas.ts';
import {
  bulkUpdateVehiclesSchema,
  createVehicleSchema,
  saveVehicleSchema,
  updateVehicleSchema,
  type Vehicle,
  vehicleQuerySchema,
} from './vehicles.schemas.ts';

/** The vehicles' own failures (ours: the spec has no text for them). */
export const VEHICLE_ERRORS = defineErrors('vehicles', {
  idTaken: 'Ilyen azonosítójú jármű már létezik!',
});

/** Answer of a single save. */
export interface VehicleSaveResponse {
  message: string;
  vehicle: Vehicle;
}

/** Answer of a delete. */
export interface VehicleDeleteResponse {
  message: string;
  id: string;
}

/**
 * The vehicles API (business.md §7 Vehicles). Readers: everyone signed in (order checks); writers:
 * master-data editors (src/server/policies/policies.ts). Errors: VEHICLE_ERRORS and COMMON_ERRORS.
 */
export const VEHICLES_API = {
  /**
   * Active vehicles (every one with `includeInactives=true`); with list parameters (page, sort,
   * filter, q) the list contract over all of them. The handler parses the query (optional list parameters).
   */
  list: endpoint<ListOrAll<Vehicle>>()({ method: 'GET', path: '/api/vehicles' }),
  active: endpoint<Vehicle[]>()({ method: 'GET', path: '/api/vehicles/active' }),
  inactive: endpoint<Vehicle[]>()({ method: 'GET', path: '/api/vehicles/inactive' }),
  /** The default vehicles of a new order; `deliveryToSite=true` prefers crane trucks. */
  defaults: endpoint<Vehicle[]>()({
    method: 'GET',
    path: '/api/vehicles/defaults',
    query: vehicleQuerySchema,
  }),
  /**
   * Creates one (201); business.md §7 names PUT without an id. With an `id` (a record as its GET
   * answers it) it changes that vehicle at its `__v` (200).
   */
  create: endpoint<VehicleSaveResponse>()({
    method: 'PUT',
    path: '/api/vehicles',
    body: pickSchema<typeof saveVehicleSchema | typeof createVehicleSchema>(
      (raw) =>
        typeof (raw as { id?: unknown } | null)?.id === 'string' ? saveVehicleSchema : createVehicleSchema,
      [createVehicleSchema, saveVehicleSchema],
    ),
    status: 201,
  }),
  /** Grid batch: every row at its version, all or nothing. */
  bulk: endpoint<{ message: string; vehicles: Vehicle[] }>()({
    method: 'PATCH',
    path: '/api/vehicles/bulk',
    body: bulkUpdateVehiclesSchema,
  }),
  get: endpoint<Vehicle>()({ method: 'GET', path: '/api/vehicles/:id' }),
  /** Changes one; `__v` (when sent) must be the stored version. */
  update: endpoint<VehicleSaveResponse>()({
    method: 'PUT',
    path: '/api/vehicles/:id',
    body: updateVehicleSchema,
  }),
  remove: endpoint<VehicleDeleteResponse>()({ method: 'DELETE', path: '/api/vehicles/:id' }),
} as const;
