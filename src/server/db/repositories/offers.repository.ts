import { type Kysely, sql } from 'kysely';
import type { ListCall } from '../../../core/list/listCall.schemas.ts';
import type {
  Offer,
  OfferCloseReason,
  OfferFreightSummary,
  OfferStatus,
} from '../../../core/offers/offers.schemas.ts';
import { OPEN_OFFER_STATUSES } from '../../../core/offers/offers.schemas.ts';
import { jsonb } from '../jsonb.ts';
import { countRows, type ListSpec, lowerText, orderListPage, whereListCall } from '../listQuery.ts';
import type { Database } from '../schema.ts';

/**
 * Offers (issue 19, migration 0510): reads join the freight and the transporter so one query answers
 * the list and the details; writes are version-checked UPDATEs inside the caller's transaction. A
 * transporter user's every read is narrowed to `transporter_id` = theirs (another's offer is absent).
 */

/** Whose offers a read sees: a transporter's own, or all (null). */
export interface OfferScope {
  transporterId: string | null;
}

/** A new offer row. */
export interface NewOffer {
  freightUuid: string;
  transporterId: string;
  replyDeadlineDate: Date;
  commentFromLogistics: string;
  waterfallNext: string[];
  waterfallStep: number | null;
  sentBy: string | null;
}

/** An offer's own columns (what the writes need, without the joins). */
export interface OfferRow {
  id: string;
  version: number;
  freightUuid: string;
  transporterId: string;
  status: OfferStatus;
  /** Why we closed it (status rejected), else null. */
  closeReason: OfferCloseReason | null;
  replyDeadlineDate: Date;
  waterfallNext: string[];
  waterfallStep: number | null;
  createdAt: Date;
}

const OPEN = [...OPEN_OFFER_STATUSES];

function joined(db: Kysely<Database>) {
  return db
    .selectFrom('offers as o')
    .innerJoin('freights as f', 'f.id', 'o.freight_uuid')
    .leftJoin('transporters as t', 't.id', 'o.transporter_id');
}

function selectDoc(db: Kysely<Database>) {
  return joined(db).select([
    'o.id',
    'o.version',
    'o.freight_uuid',
    'o.transporter_id',
    'o.status',
    'o.reply_deadline_date',
    'o.comment_from_logistics',
    'o.comment',
    'o.close_reason',
    'o.waterfall_next',
    'o.waterfall_step',
    'o.created_at',
    'o.answered_at',
    'f.freight_id',
    'f.status as freight_status',
    'f.factory_short_name',
    'f.depot_short_name',
    'f.truck_type',
    'f.delivery_date',
    'f.release_date',
    'f.pallets',
    'f.kg',
    'f.distance_km',
    'f.freight_cost',
    // The waypoints' cities in driving order, read in SQL (a page parsed every freight's waypoints for them).
    sql<string[]>`array(select w ->> 'city' from jsonb_array_elements(f.waypoints) with ordinality as e(w, i)
      where coalesce(w ->> 'city', '') <> '' order by i)`.as('cities'),
    'f.transporter_id as freight_transporter_id',
    't.company_name',
  ]);
}

type DocRow = Awaited<ReturnType<ReturnType<typeof selectDoc>['execute']>>[number];

const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));

/**
 * An offer's document. A transporter user reads the freight's transporter only when it is theirs: the
 * offer a transporter lost never names the winner (issue 35).
 */
function toOffer(r: DocRow, scope: OfferScope = { transporterId: null }): Offer {
  const freight: OfferFreightSummary = {
    freightId: r.freight_id,
    status: r.freight_status,
    factoryShortName: r.factory_short_name,
    depotShortName: r.depot_short_name,
    truckType: r.truck_type,
    deliveryDate: r.delivery_date as string | null,
    releaseDate: r.release_date as string | null,
    pallets: num(r.pallets),
    kg: num(r.kg),
    distanceKm: num(r.distance_km),
    freightCost: r.freight_cost === null ? null : Number(r.freight_cost),
    cities: r.cities,
    transporterId:
      scope.transporterId === null || r.freight_transporter_id === scope.transporterId
        ? r.freight_transporter_id
        : null,
  };
  return {
    id: r.id,
    __v: r.version,
    freightUuid: r.freight_uuid,
    freightId: r.freight_id,
    transporterId: r.transporter_id,
    transporterName: r.company_name ?? '',
    status: r.status,
    replyDeadlineDate: r.reply_deadline_date.toISOString(),
    commentFromLogistics: r.comment_from_logistics,
    comment: r.comment,
    closeReason: r.close_reason,
    waterfallNext: (r.waterfall_next ?? []) as string[],
    waterfallStep: r.waterfall_step,
    createdAt: r.created_at.toISOString(),
    answeredAt: r.answered_at ? r.answered_at.toISOString() : null,
    freight,
  };
}

/** The offer list's fields (the grid's columns). */
const OFFERS_LIST: ListSpec = {
  columns: {
    freightId: { column: 'f.freight_id', sort: 'digits' },
    transporterName: { column: 't.company_name', sort: 'lowerText' },
    status: { column: 'o.status', kind: 'storedText', sort: 'stored' },
    closeReason: { column: 'o.close_reason', sort: 'stored' },
    replyDeadlineDate: { column: 'o.reply_deadline_date', kind: 'timestamp' },
    createdAt: { column: 'o.created_at', kind: 'timestamp' },
    commentFromLogistics: { column: 'o.comment_from_logistics', kind: 'storedText', sort: 'lower' },
    comment: { column: 'o.comment', kind: 'storedText', sort: 'lower' },
  },
  quickFilter: [
    sql`f.freight_id`,
    lowerText(sql.ref('t.company_name')),
    sql`lower(o.comment_from_logistics)`,
    sql`lower(f.factory_short_name)`,
  ],
  tieBreak: () => [
    [sql.ref('o.created_at'), 'desc'],
    [sql.ref('o.id'), 'desc'],
  ],
};

/** Filters of the offer list beside the list call. */
export interface OfferListFilters {
  /** Only offers still open (answerable) at `now`. */
  openAt?: Date;
  freightUuid?: string;
}

/** One page of offers in the caller's scope, newest first unless sorted. */
export async function listOffersPage(
  db: Kysely<Database>,
  scope: OfferScope,
  call: ListCall,
  filters: OfferListFilters,
): Promise<{ rows: Offer[]; filteredCount: number; totalCount: number }> {
  let base = selectDoc(db);
  if (scope.transporterId !== null) base = base.where('o.transporter_id', '=', scope.transporterId);
  let query = base;
  if (filters.openAt) {
    query = query.where('o.status', 'in', OPEN).where('o.reply_deadline_date', '>', filters.openAt);
  }
  if (filters.freightUuid) query = query.where('o.freight_uuid', '=', filters.freightUuid);
  query = whereListCall(query, OFFERS_LIST, call);
  const [counts, rows] = await Promise.all([
    offerCounts(db, scope, call, filters, query),
    orderListPage(query, OFFERS_LIST, call).execute(),
  ]);
  return { rows: rows.map((r) => toOffer(r, scope)), ...counts };
}

/**
 * The list's counts. Without column or quick filters (the transporter's usual view) they are counted
 * on the offers table alone, on its indexes; the joins are needed only when a filter reads them.
 */
async function offerCounts(
  db: Kysely<Database>,
  scope: OfferScope,
  call: ListCall,
  filters: OfferListFilters,
  filtered: ReturnType<typeof selectDoc>,
): Promise<{ filteredCount: number; totalCount: number }> {
  let own = db.selectFrom('offers as o');
  if (scope.transporterId !== null) own = own.where('o.transporter_id', '=', scope.transporterId);
  const joinedFilter = Object.keys(call.filter).length > 0 || Boolean(call.quickFilter?.trim());
  let narrowed = own;
  if (filters.openAt) {
    narrowed = narrowed.where('o.status', 'in', OPEN).where('o.reply_deadline_date', '>', filters.openAt);
  }
  if (filters.freightUuid) narrowed = narrowed.where('o.freight_uuid', '=', filters.freightUuid);
  const count = async (q: { select: typeof own.select }) =>
    Number((await q.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);
  // Not narrowed at all (the planners' usual view): one count serves both.
  if (!joinedFilter && narrowed === own) {
    const n = await count(own);
    return { filteredCount: n, totalCount: n };
  }
  const [filteredCount, totalCount] = await Promise.all([
    joinedFilter ? countRows(filtered.clearSelect()) : count(narrowed),
    count(own),
  ]);
  return { filteredCount, totalCount };
}

/** Offers by id in the caller's scope (any order). */
export async function findOffers(
  db: Kysely<Database>,
  scope: OfferScope,
  ids: readonly string[],
): Promise<Offer[]> {
  if (ids.length === 0) return [];
  let q = selectDoc(db).where('o.id', 'in', ids);
  if (scope.transporterId !== null) q = q.where('o.transporter_id', '=', scope.transporterId);
  return (await q.execute()).map((r) => toOffer(r, scope));
}

/** The newest offer of a freight to a transporter. */
export async function latestOfferOf(
  db: Kysely<Database>,
  freightUuid: string,
  transporterId: string,
): Promise<Offer | undefined> {
  const row = await selectDoc(db)
    .where('o.freight_uuid', '=', freightUuid)
    .where('o.transporter_id', '=', transporterId)
    .orderBy('o.created_at', 'desc')
    .orderBy('o.id', 'desc')
    .executeTakeFirst();
  return row && toOffer(row);
}

function toRow(r: {
  id: string;
  version: number;
  freight_uuid: string;
  transporter_id: string;
  status: OfferStatus;
  close_reason: OfferCloseReason | null;
  reply_deadline_date: Date;
  waterfall_next: string[];
  waterfall_step: number | null;
  created_at: Date;
}): OfferRow {
  return {
    id: r.id,
    version: r.version,
    freightUuid: r.freight_uuid,
    transporterId: r.transporter_id,
    status: r.status,
    closeReason: r.close_reason,
    replyDeadlineDate: r.reply_deadline_date,
    waterfallNext: r.waterfall_next ?? [],
    waterfallStep: r.waterfall_step,
    createdAt: r.created_at,
  };
}

const ROW_COLUMNS = [
  'id',
  'version',
  'freight_uuid',
  'transporter_id',
  'status',
  'close_reason',
  'reply_deadline_date',
  'waterfall_next',
  'waterfall_step',
  'created_at',
] as const;

/** Inserts offers; answers their ids in the given order. */
export async function insertOffers(db: Kysely<Database>, offers: readonly NewOffer[]): Promise<string[]> {
  if (offers.length === 0) return [];
  const rows = await db
    .insertInto('offers')
    .values(
      offers.map((o) => ({
        freight_uuid: o.freightUuid,
        transporter_id: o.transporterId,
        reply_deadline_date: o.replyDeadlineDate,
        comment_from_logistics: o.commentFromLogistics,
        waterfall_next: jsonb(o.waterfallNext),
        waterfall_step: o.waterfallStep,
        sent_by: o.sentBy,
      })),
    )
    .returning('id')
    .execute();
  return rows.map((r) => r.id);
}

/** Locks a freight's row for the rest of the transaction (accepts of one freight queue up here). */
export async function lockFreightRow(db: Kysely<Database>, freightUuid: string): Promise<boolean> {
  const row = await db
    .selectFrom('freights')
    .select('id')
    .where('id', '=', freightUuid)
    .forUpdate()
    .executeTakeFirst();
  return row !== undefined;
}

/** One offer's own columns, locked for the rest of the transaction. */
export async function lockOffer(db: Kysely<Database>, id: string): Promise<OfferRow | undefined> {
  const row = await db
    .selectFrom('offers')
    .select(ROW_COLUMNS)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  return row && toRow(row);
}

/** One offer's own columns in the caller's scope (no lock). */
export async function findOfferRow(
  db: Kysely<Database>,
  scope: OfferScope,
  id: string,
): Promise<OfferRow | undefined> {
  let q = db.selectFrom('offers').select(ROW_COLUMNS).where('id', '=', id);
  if (scope.transporterId !== null) q = q.where('transporter_id', '=', scope.transporterId);
  const row = await q.executeTakeFirst();
  return row && toRow(row);
}

/** What an offer write may change. */
export interface OfferChanges {
  status?: OfferStatus;
  comment?: string;
  commentFromLogistics?: string;
  closeReason?: OfferCloseReason | null;
  answeredAt?: Date | null;
  waterfallNext?: string[];
}

/** Writes an offer's changes while it is still at `version`; false when it moved on. */
export async function updateOffer(
  db: Kysely<Database>,
  id: string,
  version: number,
  changes: OfferChanges,
  now: Date,
): Promise<boolean> {
  const res = await db
    .updateTable('offers')
    .set({
      version: sql`version + 1`,
      updated_at: now,
      ...(changes.status !== undefined && { status: changes.status }),
      ...(changes.comment !== undefined && { comment: changes.comment }),
      ...(changes.commentFromLogistics !== undefined && {
        comment_from_logistics: changes.commentFromLogistics,
      }),
      ...(changes.closeReason !== undefined && { close_reason: changes.closeReason }),
      ...(changes.answeredAt !== undefined && { answered_at: changes.answeredAt }),
      ...(changes.waterfallNext !== undefined && { waterfall_next: jsonb(changes.waterfallNext) }),
    })
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/**
 * A read receipt: a sent offer becomes received WITHOUT a new version, so the `__v` the transporter
 * read in the list still answers it (a read never makes the reader's version stale). False when it
 * was no longer sent.
 */
export async function markOfferReceived(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const res = await db
    .updateTable('offers')
    .set({ status: 'received', updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'sent')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

/** Closes a freight's other open offers (status rejected with the reason); answers their rows as they were. */
export async function closeOpenOffersOf(
  db: Kysely<Database>,
  freightUuid: string,
  exceptId: string | null,
  reason: OfferCloseReason,
  now: Date,
): Promise<OfferRow[]> {
  let q = db
    .selectFrom('offers')
    .select(ROW_COLUMNS)
    .where('freight_uuid', '=', freightUuid)
    .where('status', 'in', OPEN);
  if (exceptId) q = q.where('id', '<>', exceptId);
  const rows = (await q.forUpdate().execute()).map(toRow);
  if (rows.length === 0) return [];
  await db
    .updateTable('offers')
    .set({
      status: 'rejected',
      close_reason: reason,
      version: sql`version + 1`,
      updated_at: now,
      waterfall_next: jsonb([] as string[]),
    })
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .execute();
  return rows;
}

/** Open offers whose deadline passed at `now` (locked, skipping those another instance holds). */
export async function openOffersPastDeadline(
  db: Kysely<Database>,
  now: Date,
  limit: number,
): Promise<OfferRow[]> {
  const rows = await db
    .selectFrom('offers')
    .select(ROW_COLUMNS)
    .where('status', 'in', OPEN)
    .where('reply_deadline_date', '<=', now)
    .orderBy('reply_deadline_date')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
  return rows.map(toRow);
}

/** A freight's offers now: how many are open, how many its transporters answered by rejecting. */
export async function tenderState(
  db: Kysely<Database>,
  freightUuid: string,
): Promise<{ open: number; answered: number }> {
  const row = await db
    .selectFrom('offers')
    .select([
      sql<number>`count(*) filter (where status in (${sql.join(OPEN)}))`.as('open'),
      sql<number>`count(*) filter (where status = 'rejectedByTransporter')`.as('answered'),
    ])
    .where('freight_uuid', '=', freightUuid)
    .executeTakeFirstOrThrow();
  return { open: Number(row.open), answered: Number(row.answered) };
}

/** The (freight, transporter) pairs among these that already have an open offer. */
export async function openOfferPairs(
  db: Kysely<Database>,
  freightUuids: readonly string[],
  transporterIds: readonly string[],
): Promise<{ freightUuid: string; transporterId: string }[]> {
  if (freightUuids.length === 0 || transporterIds.length === 0) return [];
  const rows = await db
    .selectFrom('offers')
    .select(['freight_uuid', 'transporter_id'])
    .where('freight_uuid', 'in', freightUuids)
    .where('transporter_id', 'in', transporterIds)
    .where('status', 'in', OPEN)
    .execute();
  return rows.map((r) => ({ freightUuid: r.freight_uuid, transporterId: r.transporter_id }));
}

/** The active transporters among these ids: id → company name. */
export async function activeTransporters(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('transporters')
    .select(['id', 'company_name'])
    .where('id', 'in', ids)
    .where('active', '=', true)
    .execute();
  return new Map(rows.map((r) => [r.id, r.company_name]));
}

/**
 * Marks freights offered in ONE statement (sending hundreds at once): new or answered (an earlier
 * tender closed unaccepted) → published, the
 * recipients added to `offer_sent_to_transporter_ids`; each row only at the version read. Answers
 * the rows written with their new status and recipients (fewer than asked: one moved on).
 */
export async function markFreightsOffered(
  db: Kysely<Database>,
  freights: readonly { id: string; version: number }[],
  recipients: readonly string[],
  now: Date,
): Promise<{ id: string; status: string; offerSentToTransporterIds: string[] }[]> {
  if (freights.length === 0) return [];
  const rows = await sql<{ id: string; status: string; offer_sent_to_transporter_ids: string[] }>`
    update freights as f set
      version = f.version + 1,
      updated_at = ${now},
      status = case when f.status in ('new', 'answered') then 'published' else f.status end,
      offer_sent_to_transporter_ids = (
        select coalesce(jsonb_agg(distinct t.x), '[]'::jsonb)
        from jsonb_array_elements_text(f.offer_sent_to_transporter_ids || ${jsonb(recipients)}) as t(x)
      )
    from jsonb_to_recordset(${jsonb(freights)}) as v(id uuid, version integer)
    where f.id = v.id and f.version = v.version
    returning f.id, f.status, f.offer_sent_to_transporter_ids`.execute(db);
  return rows.rows.map((r) => ({
    id: r.id,
    status: r.status,
    offerSentToTransporterIds: r.offer_sent_to_transporter_ids,
  }));
}
