import { type ExpressionBuilder, type Insertable, type Kysely, type Selectable, sql } from 'kysely';
import type { EventChange, EventDoc, EventFilters } from '../../../core/events/events.schemas.ts';
import type { ListCall } from '../../../core/list/listCall.schemas.ts';
import {
  type ListColumn,
  type ListSpec,
  likePattern,
  listCounts,
  lowerText,
  orderListPage,
  whereListCall,
} from '../listQuery.ts';
import type { Database, EventsTable } from '../schema.ts';

/** The business's day boundaries: a date filter means Hungarian calendar days. */
const TIME_ZONE = 'Europe/Budapest';

/**
 * Whose events a caller sees: everyone's (staff), or one transporter's. A transporter sees events
 * stamped with its id (its own record, fleet, users, offers, and anything its users did) and every
 * unstamped event of a freight or pickup assigned to it now, whenever the event was written (the
 * planner's edits, planning, status steps). An event stamped with ANOTHER transporter (their offer,
 * their edits while the freight was theirs) stays theirs; see `visibleChanges` for the ids inside.
 */
export type EventScope = { kind: 'all' } | { kind: 'transporter'; transporterId: string };

const text = (column: string): ListColumn => ({ column, sort: 'lowerText' });
// Role, entity and action are never null and are lower-case names: sorted as stored.
const name = (column: string): ListColumn => ({ column, sort: 'stored' });

/** The event log list (business.md §7). */
const EVENTS_LIST: ListSpec = {
  columns: {
    // The time is filtered by the log's date range and sorted by the tie-break.
    at: { column: 'at', filter: false, sort: false },
    username: text('username'),
    role: name('role'),
    entity: name('entity'),
    entityId: text('entity_id'),
    action: name('action'),
    freightId: text('freight_id'),
  },
  // Free text over what changed (field names, values before and after), who and which record:
  // search_text is written lower-cased by recordEvent (eventSearchText).
  quickFilter: [sql.ref('search_text')],
  tieBreak: (sort) => {
    // Newest first unless the call sorts by time; events of one transaction share their time, so
    // the id keeps them in writing order either way.
    const timeDir = sort.findLast((s) => s.field === 'at')?.dir ?? 'desc';
    return [
      [sql.ref('at'), timeDir],
      [sql.ref('id'), timeDir],
    ];
  },
};

function toDoc(row: Selectable<EventsTable>, scope: EventScope): EventDoc {
  return {
    id: String(row.id),
    at: row.at.toISOString(),
    userId: row.user_id,
    username: row.username,
    role: row.role,
    entity: row.entity,
    entityId: row.entity_id,
    action: row.action,
    changes: visibleChanges((row.changes ?? []) as EventChange[], scope),
    freightId: row.freight_id,
    transporterId: row.transporter_id,
    ruleSet: row.rule_set,
  };
}

function scopeWhere(eb: ExpressionBuilder<Database, 'events'>, scope: EventScope) {
  if (scope.kind === 'all') return eb.lit(true);
  const own = eb('transporter_id', '=', scope.transporterId);
  // events.freight_id holds the freight's number; pickup events name the pickup's uuid.
  const assignedFreights = eb
    .selectFrom('freights')
    .select('freights.freight_id')
    .where('freights.transporter_id', '=', scope.transporterId);
  const assignedPickups = eb
    .selectFrom('pickups')
    .select(sql<string>`pickups.id::text`.as('id'))
    .where('pickups.transporter_id', '=', scope.transporterId);
  return eb.or([
    own,
    eb.and([
      eb('transporter_id', 'is', null),
      eb.or([
        eb('freight_id', 'in', assignedFreights),
        eb.and([eb('entity', '=', 'pickup'), eb('entity_id', 'in', assignedPickups)]),
      ]),
    ]),
  ]);
}

/** Fields whose values are transporter ids (a freight's offer list, its transporter before and after). */
const TRANSPORTER_ID_FIELDS = new Set(['transporterId', 'offerSentToTransporterIds']);

const idsIn = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

/**
 * The changes a scope may read: a transporter never reads another transporter's id, so a change of
 * a transporter-id field naming anyone else (the offer list of a freight offered to several, the
 * transporter it had before) is left out of what it sees.
 */
function visibleChanges(changes: EventChange[], scope: EventScope): EventChange[] {
  if (scope.kind === 'all') return changes;
  return changes.filter(
    (c) =>
      !TRANSPORTER_ID_FIELDS.has(c.field) ||
      [...idsIn(c.before), ...idsIn(c.after)].every((v) => v === null || v === scope.transporterId),
  );
}

function scoped(db: Kysely<Database>, scope: EventScope) {
  return db.selectFrom('events').where((eb) => scopeWhere(eb, scope));
}

/** One page of the event log under a list call and the log's own filters, all in SQL; newest first by default. */
export async function listEventsPage(
  db: Kysely<Database>,
  scope: EventScope,
  call: ListCall,
  filters: EventFilters,
): Promise<{ rows: EventDoc[]; filteredCount: number; totalCount: number }> {
  const base = scoped(db, scope);
  let query = base;
  if (filters.from) {
    query = query.where(
      'at',
      '>=',
      sql<Date>`(cast(${filters.from} as timestamp) at time zone ${TIME_ZONE})`,
    );
  }
  if (filters.to) {
    query = query.where(
      'at',
      '<',
      sql<Date>`((cast(${filters.to} as timestamp) + interval '1 day') at time zone ${TIME_ZONE})`,
    );
  }
  if (filters.entity && filters.entity.length > 0) query = query.where('entity', 'in', filters.entity);
  if (filters.action && filters.action.length > 0) query = query.where('action', 'in', filters.action);
  if (filters.user?.trim()) {
    query = query.where(lowerText(sql.ref('username')), 'like', likePattern(filters.user.trim()));
  }
  if (filters.entityId?.trim()) query = query.where('entity_id', '=', filters.entityId.trim());
  query = whereListCall(query, EVENTS_LIST, call);
  const [counts, rows] = await Promise.all([
    listCounts(base, query),
    orderListPage(query.selectAll(), EVENTS_LIST, call).execute(),
  ]);
  return { rows: rows.map((r) => toDoc(r, scope)), ...counts };
}

/** One event within the caller's scope, or undefined. */
export async function findEvent(
  db: Kysely<Database>,
  scope: EventScope,
  id: string,
): Promise<EventDoc | undefined> {
  if (!/^\d{1,15}$/.test(id)) return undefined;
  const row = await scoped(db, scope).selectAll().where('id', '=', Number(id)).executeTakeFirst();
  return row && toDoc(row, scope);
}

/** An order's event log entries, newest first. */
export async function orderEvents(db: Kysely<Database>, orderId: string, limit = 100) {
  return db
    .selectFrom('events')
    .select(['at', 'username', 'action', 'changes'])
    .where('entity', '=', 'order')
    .where('entity_id', '=', orderId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Rows per INSERT: large imports write thousands of events in a few statements. */
const EVENT_CHUNK = 500;

/** An event log row as recordEvent builds it: the changes as a value (written as jsonb). */
export type NewEventRow = Omit<Insertable<EventsTable>, 'changes' | 'id' | 'at'> & { changes: EventChange[] };

/** The columns an event row writes (the id and the moment come from the database). */
const NEW_EVENT_COLUMNS = [
  'user_id',
  'username',
  'role',
  'entity',
  'entity_id',
  'action',
  'changes',
  'freight_id',
  'transporter_id',
  'search_text',
  'rule_set',
] as const satisfies readonly (keyof NewEventRow)[];

/**
 * Inserts event log rows (recordEvent builds them; pass the change's transaction), in their order.
 * Each chunk travels as ONE json parameter read back as events rows: a multi-row VALUES built, compiled
 * and sent 11 parameters per row, a synchronous stretch of tens of milliseconds per 500 events in the
 * API process (a planning job's commit, an import) that every poll waited behind (issue 32).
 */
export async function insertEvents(db: Kysely<Database>, rows: readonly NewEventRow[]): Promise<void> {
  const columns = sql.join(NEW_EVENT_COLUMNS.map((c) => sql.ref(c)));
  for (let i = 0; i < rows.length; i += EVENT_CHUNK) {
    const chunk = JSON.stringify(rows.slice(i, i + EVENT_CHUNK));
    await sql`insert into events (${columns})
      select ${columns} from jsonb_populate_recordset(null::events, cast(${chunk}::text as jsonb))
        with ordinality as r order by r.ordinality`.execute(db);
  }
}
