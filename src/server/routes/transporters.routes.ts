import type { FastifyInstance } from 'fastify';
import { SUCCESS_MESSAGES } from '../../core/errors/messages.ts';
import { TRANSPORTERS_API } from '../../core/transporters/transporters.api.ts';
import type {
  CreateTransporterInput,
  UpdateTransporterInput,
} from '../../core/transporters/transporters.schemas.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import {
  changeTransporter,
  changeTransporters,
  createTransporter,
  TRANSPORTERS,
} from '../commands/transporters.commands.ts';
import type { TransporterRecord } from '../db/repositories/transporters.repository.ts';
import { notFound } from '../http/httpError.ts';
import { listed, queryOf } from '../http/listed.ts';
import { readWriteAccess, route } from '../http/route.ts';
import type { Actor } from '../policies/actor.ts';
import { POLICIES } from '../policies/policies.ts';
import { type Presented, presentVersioned } from '../presenters/presentVersioned.ts';
import { storedTransporter, transporterDoc } from '../queries/transporters.queries.ts';
import { versionedDocs } from '../queries/versioned.queries.ts';
import { storedFacts } from '../rules/enforceRows.ts';
import { enforceRules } from '../rules/enforceRules.ts';
import { writeScopeOf } from './writeScope.ts';

const { readers, editors } = readWriteAccess(POLICIES.masterDataReaders, POLICIES.masterDataEditors);
const saved = (transporter: TransporterRecord) => ({
  message: SUCCESS_MESSAGES.modified,
  transporter: presentVersioned(transporter),
});

/**
 * Transporters (business.md §7): base-data readers list them, editors add and change them. The worked
 * example of src/server/README.md: reads through queries/transporters.queries.ts, writes through
 * commands/transporters.commands.ts (the versioned kit over one descriptor); the route validates,
 * runs the rules and presents.
 */
export function registerTransportersRoutes(app: FastifyInstance): void {
  const { services } = app;
  // The masterData rules (rules/base/masterData.json) check every value before it is written.
  type Request = Parameters<typeof enforceRules>[2]['request'];
  const create = async (actor: Actor, request: Request, input: CreateTransporterInput) => {
    await enforceRules('transporter', input, { app, request });
    return saved(await createTransporter(services, actor, input));
  };
  const change = async (
    actor: Actor,
    request: Request,
    id: string,
    { __v, id: _id, ...changes }: UpdateTransporterInput,
  ) => {
    const target = await storedTransporter(services.db, id);
    if (!target) throw notFound();
    await enforceRules('transporter', changes, {
      app,
      request,
      current: storedFacts('transporter', presentVersioned(target)),
    });
    return saved(await changeTransporter(services, actor, target, __v, changes));
  };

  route(app, TRANSPORTERS_API.list, readers, async ({ request }) => {
    const docs = await versionedDocs(services.db, TRANSPORTERS);
    return listed(docs, queryOf(request), ['companyName', 'shortName', 'active']);
  });

  route(app, TRANSPORTERS_API.create, editors, ({ body, actor, request }) => create(actor, request, body));

  // Round trips: the GET's record is accepted back; an unchanged one is answered as saved, unwritten.
  const found = (id: unknown) => transporterDoc(services.db, id);
  const unchanged = (transporter: Presented<TransporterRecord>) => ({
    message: SUCCESS_MESSAGES.modified,
    transporter,
  });
  const saveTrip = {
    current: ({ body }: { body: Record<string, unknown> }) => found(body.id),
    unchanged,
    keep: ['id'],
  };
  const updateTrip = { current: ({ params }: { params: { id: string } }) => found(params.id), unchanged };

  route(
    app,
    TRANSPORTERS_API.save,
    { ...editors, roundTrip: saveTrip },
    async ({ body, actor, reply, request }) => {
      if (!('id' in body) || typeof body.id !== 'string') {
        reply.code(201);
        return create(actor, request, body as CreateTransporterInput);
      }
      return change(actor, request, body.id, body as UpdateTransporterInput);
    },
  );

  route(app, TRANSPORTERS_API.bulk, editors, async ({ body, request }) => {
    const rows = await changeTransporters(await writeScopeOf(app, request), body.items);
    return { message: SUCCESS_MESSAGES.modified, transporters: rows.map(presentVersioned) };
  });

  route(
    app,
    TRANSPORTERS_API.update,
    { ...editors, roundTrip: updateTrip },
    ({ body, params, actor, request }) => change(actor, request, params.id, body),
  );
}

export const TRANSPORTERS_AREA = defineServerArea({
  name: 'transporters',
  routes: registerTransportersRoutes,
});
