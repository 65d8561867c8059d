import type { Kysely } from 'kysely';
import { diffRecords } from '../../core/events/events.schemas.ts';
import { jsonb } from '../db/jsonb.ts';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../policies/actor.ts';

/** What one change did; before/after are the presented records (null on create/delete). */
export interface EventInput {
  entity: string;
  entityId: string | null;
  action: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  /** Freight the event belongs to (transporters see only their freights' events). */
  freightId?: string | null;
  /** Transporter the event concerns, when not the actor's own. */
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
];

/**
 * Writes one event log row (issue #6 item 10). Call it inside the same transaction as the change
 * (pass the transaction as `db`), so a change and its event are saved together or not at all.
 * An update that changed nothing writes no event.
 */
export async function recordEvent(db: Kysely<Database>, actor: Actor, input: EventInput): Promise<void> {
  const changes = diffRecords(input.before ?? null, input.after ?? null, [
    ...ALWAYS_IGNORED,
    ...(input.ignore ?? []),
  ]);
  if (input.action === 'updated' && changes.length === 0) return;
  await db
    .insertInto('events')
    .values({
      user_id: actor.userId,
      username: actor.username,
      role: actor.role,
      entity: input.entity,
      entity_id: input.entityId,
      action: input.action,
      changes: jsonb(changes),
      freight_id: input.freightId ?? null,
      transporter_id: input.transporterId ?? actor.transporterId,
    })
    .execute();
}
