import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SUCCESS_MESSAGES } from '../../core/errors/messages.ts';
import {
  bulkUpdateFleetSchema,
  createFleetSchema,
  updateFleetSchema,
} from '../../core/fleet/fleet.schemas.ts';
import { isListQuery, listQuerySchema } from '../../core/list/listCall.schemas.ts';
import { listInMemory } from '../../core/list/listInMemory.ts';
import {
  bulkChangeFleet,
  changeFleetVehicle,
  createFleetVehicle,
  listFleetFor,
  removeFleetVehicle,
} from '../commands/fleet.commands.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';
import { presentFleetVehicle } from '../presenters/vehicles.presenter.ts';

type IdParams = { Params: { id: string } };
const fleetQuerySchema = z.object({ transporterId: z.string().max(60).optional() }).loose();
const LIST_FIELDS = ['transporterName', 'truckType', 'truckLicensePlateNumber', 'contact'] as const;

/** Fleet (business.md §7): staff see and edit every fleet; a transporter's users only their own. */
export function registerFleetRoutes(app: FastifyInstance): void {
  app.get('/api/fleet', { config: { policy: POLICIES.fleetReaders } }, async (request) => {
    const raw = (request.query ?? {}) as Record<string, unknown>;
    const { transporterId } = parseOr400(fleetQuerySchema, raw);
    const docs = (await listFleetFor(app.services, request.actor, transporterId)).map(presentFleetVehicle);
    if (!isListQuery(raw)) return docs;
    return listInMemory(docs, parseOr400(listQuerySchema, raw), LIST_FIELDS);
  });

  app.post('/api/fleet', { config: { policy: POLICIES.fleetEditors } }, async (request, reply) => {
    const input = parseOr400(createFleetSchema, request.body);
    const saved = await createFleetVehicle(app.services, request.actor, input);
    return reply
      .code(201)
      .send({ message: SUCCESS_MESSAGES.modified, fleetVehicle: presentFleetVehicle(saved) });
  });

  app.put('/api/fleet', { config: { policy: POLICIES.fleetEditors } }, async (request) => {
    const input = parseOr400(updateFleetSchema, request.body);
    const saved = await changeFleetVehicle(app.services, request.actor, input);
    return { message: SUCCESS_MESSAGES.modified, fleetVehicle: presentFleetVehicle(saved) };
  });

  app.patch('/api/fleet/bulk', { config: { policy: POLICIES.fleetEditors } }, async (request) => {
    const input = parseOr400(bulkUpdateFleetSchema, request.body);
    const saved = await bulkChangeFleet(app.services, request.actor, input);
    return { message: SUCCESS_MESSAGES.modified, fleet: saved.map(presentFleetVehicle) };
  });

  app.delete<IdParams>('/api/fleet/:id', { config: { policy: POLICIES.fleetEditors } }, async (request) => {
    await removeFleetVehicle(app.services, request.actor, request.params.id);
    return { message: 'A törlés sikeresen megtörtént.', id: request.params.id };
  });
}
