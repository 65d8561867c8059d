import { endpoint } from '../api/endpoint.ts';
import { deleteRowEndpoint, gridBatchEndpoint } from '../api/rowEndpoints.ts';
import { listOrAllAnswer } from '../list/list.answers.ts';
import { fleetSaveAnswer, fleetVehicleAnswer } from './fleet.answers.ts';
import { bulkUpdateFleetSchema, createFleetSchema, updateFleetSchema } from './fleet.schemas.ts';

/**
 * The fleet API (business.md §7 Fleet). Staff read and write every transporter's fleet; a
 * transporter's users read their own and its manager writes it (src/server/policies/fleet.policy.ts).
 * Errors: FLEET_ERRORS (fleet.errors.ts) and COMMON_ERRORS.
 */
export const FLEET_API = {
  list: endpoint({
    summary: "Lists the transporters' fleet vehicles",
    description:
      "The fleet (`transporterId=` one transporter's; a transporter's users always get their own); with list parameters (page, sort, filter, q) the list contract. The handler parses the query.",
    response: listOrAllAnswer(fleetVehicleAnswer),
    method: 'GET',
    path: '/api/fleet',
  }),
  create: endpoint({
    summary: "Adds a vehicle to a transporter's fleet",
    description: 'Adds a vehicle to a fleet (201).',
    response: fleetSaveAnswer,
    method: 'POST',
    path: '/api/fleet',
    body: createFleetSchema,
    status: 201,
  }),
  update: endpoint({
    summary: 'Changes a fleet vehicle',
    description: 'Changes one: its id, version and the changed fields in the body.',
    response: fleetSaveAnswer,
    method: 'PUT',
    path: '/api/fleet',
    body: updateFleetSchema,
  }),
  bulk: gridBatchEndpoint('/api/fleet', 'fleet', fleetVehicleAnswer, bulkUpdateFleetSchema, 'fleet vehicles'),
  remove: deleteRowEndpoint('/api/fleet', 'fleet vehicle'),
} as const;
