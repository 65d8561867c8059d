import { z } from 'zod';
import { endpoint, pickSchema } from '../api/endpoint.ts';
import { deleteRowEndpoint, gridBatchEndpoint } from '../api/rowEndpoints.ts';
import { defineErrors } from '../errors/catalogue.ts';
import { listOrAllAnswer } from '../list/list.answers.ts';
import { vehicleAnswer, vehicleDeleteAnswer, vehicleSaveAnswer } from './vehicles.answers.ts';
import {
  bulkUpdateVehiclesSchema,
  createVehicleSchema,
  saveVehicleSchema,
  updateVehicleSchema,
  vehicleQuerySchema,
} from './vehicles.schemas.ts';

/** The vehicles' own failures (ours: the spec has no text for them). */
export const VEHICLE_ERRORS = defineErrors('vehicles', {
  idTaken: 'Ilyen azonosítójú jármű már létezik!',
  /** A vehicle type that fleet vehicles still have; `{plates}` lists them. */
  inFleet: 'A jármű nem törölhető, mert a flotta használja: {plates}',
});

/**
 * The vehicles API (business.md §7 Vehicles). Readers: everyone signed in (order checks); writers:
 * master-data editors (src/server/policies/policies.ts). Errors: VEHICLE_ERRORS and COMMON_ERRORS.
 */
export const VEHICLES_API = {
  list: endpoint({
    summary: 'Lists vehicle types',
    description:
      'Active vehicles (every one with `includeInactives=true`); with list parameters (page, sort, filter, q) the list contract over all of them. The handler parses the query (optional list parameters).',
    response: listOrAllAnswer(vehicleAnswer),
    method: 'GET',
    path: '/api/vehicles',
  }),
  active: endpoint({
    summary: 'Lists the active vehicle types',
    response: z.array(vehicleAnswer),
    method: 'GET',
    path: '/api/vehicles/active',
  }),
  inactive: endpoint({
    summary: 'Lists the inactive vehicle types',
    response: z.array(vehicleAnswer),
    method: 'GET',
    path: '/api/vehicles/inactive',
  }),
  defaults: endpoint({
    summary: 'Reads the default vehicles of a new order',
    description: 'The default vehicles of a new order; `deliveryToSite=true` prefers crane trucks.',
    response: z.array(vehicleAnswer),
    method: 'GET',
    path: '/api/vehicles/defaults',
    query: vehicleQuerySchema,
  }),
  create: endpoint({
    summary: 'Creates a vehicle type (or changes one sent back with its id)',
    description:
      'Creates one (201); business.md §7 names PUT without an id. With an `id` (a record as its GET answers it) it changes that vehicle at its `__v` (200).',
    response: vehicleSaveAnswer,
    answers: { 200: 'The vehicle sent back with its id, changed at its version.' },
    method: 'PUT',
    path: '/api/vehicles',
    body: pickSchema<typeof saveVehicleSchema | typeof createVehicleSchema>(
      (raw) =>
        typeof (raw as { id?: unknown } | null)?.id === 'string' ? saveVehicleSchema : createVehicleSchema,
      [createVehicleSchema, saveVehicleSchema],
    ),
    status: 201,
  }),
  bulk: gridBatchEndpoint(
    '/api/vehicles',
    'vehicles',
    vehicleAnswer,
    bulkUpdateVehiclesSchema,
    'vehicle types',
  ),
  get: endpoint({
    summary: 'Reads a vehicle type',
    response: vehicleAnswer,
    method: 'GET',
    path: '/api/vehicles/:id',
  }),
  update: endpoint({
    summary: 'Changes a vehicle type',
    description: 'Changes one; `__v` (when sent) must be the stored version.',
    response: vehicleSaveAnswer,
    method: 'PUT',
    path: '/api/vehicles/:id',
    body: updateVehicleSchema,
  }),
  remove: deleteRowEndpoint('/api/vehicles', 'vehicle type', { response: vehicleDeleteAnswer }),
} as const;
