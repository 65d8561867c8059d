import type { FastifyInstance } from 'fastify';
import { SUCCESS_MESSAGES } from '../../core/errors/messages.ts';
import { isListQuery, listQuerySchema } from '../../core/list/listCall.schemas.ts';
import { listInMemory } from '../../core/list/listInMemory.ts';
import { TRANSPORTERS_API } from '../../core/transporters/transporters.api.ts';
import type {
  CreateTransporterInput,
  UpdateTransporterInput,
} from '../../core/transporters/transporters.schemas.ts';
import {
  bulkChangeTransporters,
  changeTransporter,
  createTransporter,
  listAllTransporters,
} from '../commands/transporters.commands.ts';
import { route } from '../http/route.ts';
import { parseOr400 } from '../http/validate.ts';
import { POLICIES } from '../policies/policies.ts';
import { presentTransporter } from '../presenters/transporters.presenter.ts';

const readers = { policy: POLICIES.masterDataReaders };
const editors = { policy: POLICIES.masterDataEditors };
const saved = (transporter: Parameters<typeof presentTransporter>[0]) => ({
  message: SUCCESS_MESSAGES.modified,
  transporter: presentTransporter(transporter),
});

/** Transporters (business.md §7): base-data readers list them, editors add and change them. */
export function registerTransportersRoutes(app: FastifyInstance): void {
  const { services } = app;

  route(app, TRANSPORTERS_API.list, readers, async ({ request }) => {
    const raw = (request.query ?? {}) as Record<string, unknown>;
    const docs = (await listAllTransporters(services)).map(presentTransporter);
    if (!isListQuery(raw)) return docs;
    return listInMemory(docs, parseOr400(listQuerySchema, raw), ['companyName', 'shortName', 'active']);
  });

  route(app, TRANSPORTERS_API.create, editors, async ({ body, actor }) =>
    saved(await createTransporter(services, actor, body)),
  );

  route(app, TRANSPORTERS_API.save, editors, async ({ body, actor, reply }) => {
    if (!('id' in body) || typeof body.id !== 'string') {
      reply.code(201);
      return saved(await createTransporter(services, actor, body as CreateTransporterInput));
    }
    return saved(await changeTransporter(services, actor, body.id, body as UpdateTransporterInput));
  });

  route(app, TRANSPORTERS_API.bulk, editors, async ({ body, actor }) => {
    const rows = await bulkChangeTransporters(services, actor, body);
    return { message: SUCCESS_MESSAGES.modified, transporters: rows.map(presentTransporter) };
  });

  route(app, TRANSPORTERS_API.update, editors, async ({ body, params, actor }) =>
    saved(await changeTransporter(services, actor, params.id, body)),
  );
}
