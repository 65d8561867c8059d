import type { FastifyInstance } from 'fastify';
import { SUCCESS_MESSAGES } from '../../core/errors/messages.ts';
import { isListQuery, listQuerySchema } from '../../core/list/listCall.schemas.ts';
import {
  bulkUpdateTransportersSchema,
  createTransporterSchema,
  updateTransporterSchema,
} from '../../core/transporters/transporters.schemas.ts';
import { listInMemory } from '../../core/vehicles/listInMemory.ts';
import {
  bulkChangeTransporters,
  changeTransporter,
  createTransporter,
  listAllTransporters,
} from '../commands/transporters.commands.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';
import { presentTransporter } from '../presenters/vehicles.presenter.ts';

type IdParams = { Params: { id: string } };

/** Transporters (business.md §7): base-data readers list them, editors add and change them. */
export function registerTransportersRoutes(app: FastifyInstance): void {
  app.get('/api/transporters', { config: { policy: POLICIES.masterDataReaders } }, async (request) => {
    const raw = (request.query ?? {}) as Record<string, unknown>;
    const docs = (await listAllTransporters(app.services)).map(presentTransporter);
    if (!isListQuery(raw)) return docs;
    return listInMemory(docs, parseOr400(listQuerySchema, raw), ['companyName', 'shortName', 'active']);
  });

  app.post(
    '/api/transporters',
    { config: { policy: POLICIES.masterDataEditors } },
    async (request, reply) => {
      const input = parseOr400(createTransporterSchema, request.body);
      const transporter = await createTransporter(app.services, request.actor, input);
      return reply
        .code(201)
        .send({ message: SUCCESS_MESSAGES.modified, transporter: presentTransporter(transporter) });
    },
  );

  // PUT with an id (body or path) changes that transporter; without one it creates (business.md §7 "POST or PUT").
  app.put('/api/transporters', { config: { policy: POLICIES.masterDataEditors } }, async (request, reply) => {
    const body = (request.body ?? {}) as { id?: unknown };
    if (typeof body.id !== 'string') {
      const input = parseOr400(createTransporterSchema, request.body);
      const transporter = await createTransporter(app.services, request.actor, input);
      return reply
        .code(201)
        .send({ message: SUCCESS_MESSAGES.modified, transporter: presentTransporter(transporter) });
    }
    const input = parseOr400(updateTransporterSchema, request.body);
    const transporter = await changeTransporter(app.services, request.actor, body.id, input);
    return { message: SUCCESS_MESSAGES.modified, transporter: presentTransporter(transporter) };
  });

  app.patch('/api/transporters/bulk', { config: { policy: POLICIES.masterDataEditors } }, async (request) => {
    const input = parseOr400(bulkUpdateTransportersSchema, request.body);
    const saved = await bulkChangeTransporters(app.services, request.actor, input);
    return { message: SUCCESS_MESSAGES.modified, transporters: saved.map(presentTransporter) };
  });

  app.put<IdParams>(
    '/api/transporters/:id',
    { config: { policy: POLICIES.masterDataEditors } },
    async (request) => {
      const input = parseOr400(updateTransporterSchema, request.body);
      const transporter = await changeTransporter(app.services, request.actor, request.params.id, input);
      return { message: SUCCESS_MESSAGES.modified, transporter: presentTransporter(transporter) };
    },
  );
}
