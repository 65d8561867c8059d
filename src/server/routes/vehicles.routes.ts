import type { FastifyInstance } from 'fastify';
import { SUCCESS_MESSAGES } from '../../core/errors/messages.ts';
import { isListQuery, listQuerySchema } from '../../core/list/listCall.schemas.ts';
import { listInMemory } from '../../core/list/listInMemory.ts';
import {
  bulkUpdateVehiclesSchema,
  createVehicleSchema,
  pickDefaultVehicles,
  updateVehicleSchema,
  vehicleQuerySchema,
} from '../../core/vehicles/vehicles.schemas.ts';
import {
  bulkChangeVehicles,
  changeVehicle,
  createVehicle,
  getVehicle,
  listAllVehicles,
  removeVehicle,
  vehicleFacts,
} from '../commands/vehicles.commands.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';
import { presentVehicle } from '../presenters/vehicles.presenter.ts';
import { enforceRules } from '../rules/enforceRules.ts';

type IdParams = { Params: { id: string } };
const LIST_FIELDS = [
  'vehicleId',
  'active',
  'default',
  'truckLicensePlateNumber',
  'truckType',
  'crane',
  'palletCapacity',
  'kgCapacity',
] as const;

/** Vehicles (business.md §7 Vehicles): everyone signed in reads them (order checks); editors write. */
export function registerVehiclesRoutes(app: FastifyInstance): void {
  // Plain GET: active vehicles (all with includeInactives=true); list-call parameters page the grid.
  app.get('/api/vehicles', { config: { policy: POLICIES.signedIn } }, async (request) => {
    const raw = (request.query ?? {}) as Record<string, unknown>;
    const { includeInactives } = parseOr400(vehicleQuerySchema, { includeInactives: raw.includeInactives });
    const all = await listAllVehicles(
      app.services,
      includeInactives === 'true' || isListQuery(raw) ? {} : { active: true },
    );
    const docs = all.map(presentVehicle);
    if (!isListQuery(raw)) return docs;
    return listInMemory(docs, parseOr400(listQuerySchema, raw), LIST_FIELDS);
  });
  app.get('/api/vehicles/active', { config: { policy: POLICIES.signedIn } }, async () =>
    (await listAllVehicles(app.services, { active: true })).map(presentVehicle),
  );
  app.get('/api/vehicles/inactive', { config: { policy: POLICIES.signedIn } }, async () =>
    (await listAllVehicles(app.services, { active: false })).map(presentVehicle),
  );
  // Default vehicles of a new order; delivery to a site prefers crane trucks (our reading of business.md §5).
  app.get('/api/vehicles/defaults', { config: { policy: POLICIES.signedIn } }, async (request) => {
    const { deliveryToSite } = parseOr400(vehicleQuerySchema, request.query ?? {});
    const all = await listAllVehicles(app.services, { active: true });
    return pickDefaultVehicles(all, deliveryToSite === 'true').map(presentVehicle);
  });

  app.put('/api/vehicles', { config: { policy: POLICIES.masterDataEditors } }, async (request, reply) => {
    const input = parseOr400(createVehicleSchema, request.body);
    await enforceRules(
      'vehicle',
      { ...input, truckLicensePlateNumber: input.truckLicensePlateNumber ?? '' },
      {
        app,
        request,
      },
    );
    const vehicle = await createVehicle(app.services, request.actor, input);
    return reply.code(201).send({ message: SUCCESS_MESSAGES.modified, vehicle: presentVehicle(vehicle) });
  });

  app.patch('/api/vehicles/bulk', { config: { policy: POLICIES.masterDataEditors } }, async (request) => {
    const input = parseOr400(bulkUpdateVehiclesSchema, request.body);
    for (const item of input.items) {
      const stored = await getVehicle(app.services, item.id);
      await enforceRules('vehicle', item.changes, { app, request, current: vehicleFacts(stored) });
    }
    const vehicles = await bulkChangeVehicles(app.services, request.actor, input);
    return { message: SUCCESS_MESSAGES.modified, vehicles: vehicles.map(presentVehicle) };
  });

  app.get<IdParams>('/api/vehicles/:id', { config: { policy: POLICIES.signedIn } }, async (request) =>
    presentVehicle(await getVehicle(app.services, request.params.id)),
  );

  app.put<IdParams>(
    '/api/vehicles/:id',
    { config: { policy: POLICIES.masterDataEditors } },
    async (request) => {
      const input = parseOr400(updateVehicleSchema, request.body);
      const stored = await getVehicle(app.services, request.params.id);
      const { __v: _v, ...facts } = input;
      await enforceRules('vehicle', facts, { app, request, current: vehicleFacts(stored) });
      const vehicle = await changeVehicle(app.services, request.actor, request.params.id, input);
      return { message: SUCCESS_MESSAGES.modified, vehicle: presentVehicle(vehicle) };
    },
  );

  app.delete<IdParams>(
    '/api/vehicles/:id',
    { config: { policy: POLICIES.masterDataEditors } },
    async (request) => {
      await removeVehicle(app.services, request.actor, request.params.id);
      return { message: 'A törlés sikeresen megtörtént.', id: request.params.id };
    },
  );
}
