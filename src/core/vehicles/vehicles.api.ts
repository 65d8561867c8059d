import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { defineErrors } from '../errors/catalogue.ts';
import { listOrAllAnswer } from '../list/list.answers.ts';
import { vehicleAnswer, vehicleDeleteAnswer, vehicleSaveAnswer } from './vehicles.answers.ts';
import {
  bulkUpdateVehiclesSchema,
  createVehicleSchema,
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
  list: endpoint({ response: listOrAllAnswer(vehicleAnswer), method: 'GET', path: '/api/vehicles' }),
  active: endpoint({ response: z.array(vehicleAnswer), method: 'GET', path: '/api/vehicles/active' }),
  inactive: endpoint({ response: z.array(vehicleAnswer), method: 'GET', path: '/api/vehicles/inactive' }),
  /** The default vehicles of a new order; `deliveryToSite=true` prefers crane trucks. */
  defaults: endpoint({
    response: z.array(vehicleAnswer),
    method: 'GET',
    path: '/api/vehicles/defaults',
    query: vehicleQuerySchema,
  }),
  /** Creates one (201); business.md §7 names PUT without an id. */
  create: endpoint({
    response: vehicleSaveAnswer,
    method: 'PUT',
    path: '/api/vehicles',
    body: createVehicleSchema,
    status: 201,
  }),
  /** Grid batch: every row at its version, all or nothing. */
  bulk: endpoint({
    response: z.object({ message: z.string(), vehicles: z.array(vehicleAnswer) }),
    method: 'PATCH',
    path: '/api/vehicles/bulk',
    body: bulkUpdateVehiclesSchema,
  }),
  get: endpoint({ response: vehicleAnswer, method: 'GET', path: '/api/vehicles/:id' }),
  /** Changes one; `__v` (when sent) must be the stored version. */
  update: endpoint({
    response: vehicleSaveAnswer,
    method: 'PUT',
    path: '/api/vehicles/:id',
    body: updateVehicleSchema,
  }),
  remove: endpoint({ response: vehicleDeleteAnswer, method: 'DELETE', path: '/api/vehicles/:id' }),
} as const;
