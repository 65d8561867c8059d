import type { Kysely } from 'kysely';
import {
  diffRecords,
  type EventChange,
  eventSearchText,
  maskSecrets,
} from '../../core/events/events.schemas.ts';
import { insertEvents, type NewEventRow } from '../db/repositories/events.repository.ts';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../policies/actor.ts';
import { currentRuleSet } from '../rules/ruleSetContext.ts';

/** What one change did; before/after are the presented records (null on create/delete). */
export interface EventInput {
  entity: string;
  entityId: string | null;
  action: string;
  before?: object | null;
  after?: object | null;
  /** Freight the event belongs to (transporters see their freights' events once freights exist). */
  freightId?: string | null;
  /**
   * Transporter the event concerns (its users see it in their log): the transporter record itself,
   * a fleet vehicle's owner, a transporter user. Defaults to the actor's own transporter.
   */
  transporterId?: string | null;
  /** Fields never written to the log (secrets). */
  ignore?: readonly string[];
}

const ALWAYS_IGNORED = [
  '__v',
  'version',
  'updatedAt',
  'updated_at',
  'createdAt',
  'created_at',
  'password',
  'passwordHash',
  'password_hash',
];
/** Secret values masked at any depth: the log shows that they changed, never what they are. */
const SECRETS = ['xApiKey', 'password', 'passwordHash', 'password_hash', 'token', 'apiKey'];

const masked = (c: EventChange): EventChange => ({
  field: c.field,
  before: maskSecrets(c.before, SECRETS) as EventChange['before'],
  after: maskSecrets(c.after, SECRETS) as EventChange['after'],
});

/** The events table row of one input, or null when an update changed nothing. */
function eventRow(actor: Actor, input: EventInput): NewEventRow | null {
  const asRecord = (r: object | null | undefined) => (r ?? null) as Record<string, unknown> | null;
  const changes = diffRecords(asRecord(input.before), asRecord(input.after), [
    ...ALWAYS_IGNORED,
    ...(input.ignore ?? []),
  ]).map(masked);
  if (input.action === 'updated' && changes.length === 0) return null;
  return {
    user_id: actor.userId,
    username: actor.username,
    role: actor.role,
    entity: input.entity,
    entity_id: input.entityId,
    action: input.action,
    changes,
    freight_id: input.freightId ?? null,
    transporter_id: input.transporterId !== undefined ? input.transporterId : actor.transporterId,
    search_text: eventSearchText(changes, actor.username, input.entityId),
    // Which rules judged the change (the request's rules checks; null when none ran).
    rule_set: currentRuleSet(),
  };
}

/**
 * Writes one event log row (issue #6 item 10). Call it inside the same transaction as the change
 * (pass the transaction as `db`), so a change and its event are saved together or not at all.
 * An update that changed nothing writes no event.
 */
export function recordEvent(db: Kysely<Database>, actor: Actor, input: EventInput): Promise<void> {
  return recordEvents(db, actor, [input]);
}

/** recordEvent for many changes of one request (imports, batches): multi-row inserts, same rules. */
export async function recordEvents(
  db: Kysely<Database>,
  actor: Actor,
  inputs: readonly EventInput[],
): Promise<void> {
  await insertEvents(
    db,
    inputs.map((i) => eventRow(actor, i)).filter((r) => r !== null),
  );
}

/**
 * An order's status moved by the planning (processing, holding, releasing, committing): its status
 * before and after, with what `more` adds to the after side; no transporter's log shows it.
 */
export function orderStatusEvent(orderId: string, before: unknown, after: string, more?: object): EventInput {
  return {
    entity: 'order',
    entityId: orderId,
    action: 'updated',
    before: { status: before },
    after: { status: after, ...more },
    transporterId: null,
  };
}

/** One create/update/delete of a record with an id: the stored record before and after (null when absent). */
export interface RecordChange<R extends { id: string }> {
  action: 'created' | 'updated' | 'deleted';
  before: R | null;
  after: R | null;
}

/**
 * recordEvent for a record with an `id`: the entity id is the record's, before/after are presented
 * as the API answers them, and `transporterOf` names the transporter whose users see the event.
 */
export function recordChange<R extends { id: string }>(
  db: Kysely<Database>,
  actor: Actor,
  entity: string,
  change: RecordChange<R>,
  options: { present?: (record: R) => object; transporterOf?: (record: R) => string | null } = {},
): Promise<void> {
  const { present = (r: R) => r, transporterOf } = options;
  const record = change.after ?? change.before;
  return recordEvent(db, actor, {
    entity,
    entityId: record?.id ?? null,
    action: change.action,
    before: change.before && present(change.before),
    after: change.after && present(change.after),
    // The record's id is the event's entity id already.
    ignore: ['id'],
    ...(transporterOf && { transporterId: record ? transporterOf(record) : null }),
  });
}
