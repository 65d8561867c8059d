import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { SUCCESS_MESSAGES } from '../../core/errors/messages.ts';
import { isListQuery, listQuerySchema } from '../../core/list/listCall.schemas.ts';
import { listInMemory } from '../../core/list/listInMemory.ts';
import { TRANSPORTERS_API } from '../../core/transporters/transporters.api.ts';
import { TRANSPORTER_ERRORS } from '../../core/transporters/transporters.errors.ts';
import type {
  BulkUpdateTransportersInput,
  CreateTransporterInput,
  UpdateTransporterInput,
} from '../../core/transporters/transporters.schemas.ts';
import {
  bulkChangeVersioned,
  changeVersioned,
  createVersioned,
  type VersionedRecords,
} from '../commands/versionedCommands.ts';
import {
  findTransporterById,
  findTransporterByShortName,
  insertTransporter,
  type TransporterRecord,
  updateTransporter,
} from '../db/repositories/transporters.repository.ts';
import type { Database } from '../db/schema.ts';
import { type RecordChange, recordChange } from '../events/recordEvent.ts';
import { conflictOn, notFound } from '../http/httpError.ts';
import { route } from '../http/route.ts';
import { parseOr400 } from '../http/validate.ts';
import type { Actor } from '../policies/actor.ts';
import { POLICIES } from '../policies/policies.ts';
import { type Presented, presentVersioned } from '../presenters/presentVersioned.ts';
import { storedTransporters, transporterDoc, transporterDocs } from '../queries/transporters.queries.ts';
import { enforceRows, storedFacts } from '../rules/enforceRows.ts';
import { enforceRules } from '../rules/enforceRules.ts';

const taken = () => conflictOn('shortName', TRANSPORTER_ERRORS.shortNameTaken);

/** The area on the versioned-command kit: reads, writes, its event and its 409. */
const TRANSPORTERS = {
  find: findTransporterById,
  insert: insertTransporter,
  update: updateTransporter,
  // Its own users see it: the event's transporter is the transporter itself.
  log: (db: Kysely<Database>, actor: Actor, change: RecordChange<TransporterRecord>) =>
    recordChange(db, actor, 'transporter', change, { present: presentVersioned, transporterOf: (t) => t.id }),
  taken,
} satisfies VersionedRecords<
  TransporterRecord,
  CreateTransporterInput,
  BulkUpdateTransportersInput['items'][number]['changes']
>;

const readers = { policy: POLICIES.masterDataReaders };
const editors = { policy: POLICIES.masterDataEditors };
const saved = (transporter: TransporterRecord) => ({
  message: SUCCESS_MESSAGES.modified,
  transporter: presentVersioned(transporter),
});

/**
 * Transporters (business.md §7): base-data readers list them, editors add and change them. A plain
 * versioned area needs no commands file: the kit's create/change/batch are its commands.
 */
export function registerTransportersRoutes(app: FastifyInstance): void {
  const { services } = app;
  // The masterData rules (rules/base/masterData.json) check every value before it is written.
  type Request = Parameters<typeof enforceRules>[2]['request'];
  const create = async (actor: Actor, request: Request, input: CreateTransporterInput) => {
    await enforceRules('transporter', input, { app, request });
    if (await findTransporterByShortName(services.db, input.shortName)) throw taken();
    return saved(await createVersioned(services, actor, TRANSPORTERS, input));
  };
  const change = async (
    actor: Actor,
    request: Request,
    id: string,
    { __v, id: _id, ...changes }: UpdateTransporterInput,
  ) => {
    const target = await findTransporterById(services.db, id);
    if (!target) throw notFound();
    await enforceRules('transporter', changes, {
      app,
      request,
      current: storedFacts('transporter', presentVersioned(target)),
    });
    return saved(await changeVersioned(services, actor, TRANSPORTERS, target, __v, changes));
  };

  route(app, TRANSPORTERS_API.list, readers, async ({ request }) => {
    const raw = (request.query ?? {}) as Record<string, unknown>;
    const docs = await transporterDocs(services.db);
    if (!isListQuery(raw)) return docs;
    return listInMemory(docs, parseOr400(listQuerySchema, raw), ['companyName', 'shortName', 'active']);
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

  route(app, TRANSPORTERS_API.bulk, editors, async ({ body, actor, request }) => {
    const stored = await storedTransporters(
      services.db,
      body.items.map((item) => item.id),
    );
    const checks = body.items.map((item) => {
      const current = stored.get(item.id);
      return {
        key: item.id,
        facts: item.changes,
        ...(current && { current: storedFacts('transporter', presentVersioned(current)) }),
      };
    });
    await enforceRows('transporter', checks, { app, request });
    const rows = await bulkChangeVersioned(services, actor, TRANSPORTERS, body.items);
    return { message: SUCCESS_MESSAGES.modified, transporters: rows.map(presentVersioned) };
  });

  route(
    app,
    TRANSPORTERS_API.update,
    { ...editors, roundTrip: updateTrip },
    ({ body, params, actor, request }) => change(actor, request, params.id, body),
  );
}
