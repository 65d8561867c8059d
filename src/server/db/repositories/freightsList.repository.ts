import { type InferResult, type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import { FREIGHT_STATUSES, onlyOf } from '../../../core/config/enums.ts';
import type {
  Freight,
  FreightDetails,
  FreightListRow,
  FreightOrderSummary,
} from '../../../core/freights/freights.schemas.ts';
import type { ListCall } from '../../../core/list/listCall.schemas.ts';
import type { PackingPlan } from '../../../core/packing/packingModel.ts';
import { fillRate } from '../../../core/truckJobs/truckJob.ts';
import { byPageKeys, keyedListPage, type ListOrder, listCounts, whereListCall } from '../listQuery.ts';
import type { Database, FreightsTable } from '../schema.ts';
import { projection } from '../versionedTable.ts';
import { FREIGHTS } from './freights.repository.ts';
import {
  countedJobs,
  type JobScope,
  jobKeyOf,
  jobListSpec,
  narrowsByStatusOnly,
  numbersStartingWith,
  type RecordEvent,
  recordEvents,
  storedVersions,
  whereOrderIds,
} from './truckJobs.repository.ts';

// The /freights grid's reads (business.md §7 row Freights): list, details, check-changes,
// check-selections and the palette's numbers. Every read is scoped: a transporter user's calls see
// only freights whose transporter_id is theirs.

/**
 * The freights list (business.md §7): the common columns, the truck and money figures, and the
 * transporter's name joined from transporters.
 */
const FREIGHTS_LIST = jobListSpec('freights', (col) => ({
  truckType: col('truck_type'),
  transporterName: { column: 'transporters.company_name', sort: 'lowerText' },
  manual: col('manual', { kind: 'boolean' }),
  isPartial: col('is_partial', { kind: 'boolean' }),
  excludedFromAutomaticProcessing: col('excluded_from_automatic_processing', { kind: 'boolean' }),
  palletPlaces: col('pallet_places', { kind: 'number' }),
  freightCost: col('freight_cost', { kind: 'number' }),
  freightIncome: col('freight_income', { kind: 'number' }),
  distanceKm: col('distance_km', { kind: 'number' }),
  durationMin: col('duration_min', { kind: 'number' }),
  waypointCount: col('waypoint_count', { kind: 'number' }),
}));

/**
 * The freights columns a list row shows: not the drawing ones (geometry, packing plan) and not the
 * jsonb a row leaves out (cargo, cost breakdown, bill, alternatives) or reads in SQL (the waypoints'
 * count and route): a page of 100 read them all, parsed and dropped them (issue 32).
 */
const ROW_COLUMNS = [
  'id',
  'freight_id',
  'version',
  ...Object.values(FREIGHTS.columns).filter(
    (c) => !['waypoints', 'cargo', 'cost_breakdown', 'bill', 'alternatives'].includes(c),
  ),
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof FreightsTable)[];

type LightRow = Omit<
  Selectable<FreightsTable>,
  | 'geometry'
  | 'packing_plan'
  | 'search_text'
  | 'waypoints'
  | 'cargo'
  | 'cost_breakdown'
  | 'bill'
  | 'alternatives'
  | 'waypoint_count'
  | 'delivered_at'
  | 'audit_price'
  | 'audit_difference'
  | 'audit_version'
>;

/**
 * The freight of a list row: the descriptor's own mapping, which reads the left-out columns as absent
 * (no jsonb parts, no drawing) — the same record as a full row with those columns empty, without
 * copying every row into a wider one first (a page of 100 did, issue 32).
 */
const toRecord = (row: LightRow): Freight => FREIGHTS.toRecord(row as Selectable<FreightsTable>);

/**
 * The waypoints' cities (else addresses) in driving order, as the list's `route` ("Győr → Pápa"; none:
 * ''). An array joined once: string_agg(… order by o) sorted inside an aggregate per row, 1 ms CPU of
 * a 100-row page on PGlite (issue 32).
 */
const ROUTE = sql<string>`array_to_string(array(select coalesce(w ->> 'city', w ->> 'address', '')
  from jsonb_array_elements(freights.waypoints) with ordinality as e(w, o) order by o), ' → ')`;

/** The freight's carried orders (freight_orders), in order, read in the page's own query. */
const ORDER_IDS = sql<
  string[]
>`array(select l.order_id from freight_orders l where l.freight_uuid = freights.id order by l.order_id)`;

function scoped(db: Kysely<Database>, scope: JobScope) {
  const q = db.selectFrom('freights');
  return scope.transporterId === null ? q : q.where('freights.transporter_id', '=', scope.transporterId);
}

/** The freight with this uuid or number in the caller's scope, to select from; undefined for a blank id. */
export function scopedFreight(db: Kysely<Database>, scope: JobScope, id: string) {
  const key = jobKeyOf(id);
  return key && scoped(db, scope).where(key.byUuid ? 'freights.id' : 'freights.freight_id', '=', key.value);
}

/**
 * The freights a list call narrows, sorts and skips, in the caller's scope: the transporters joined
 * only when the call sorts or filters by the transporter's name (the one joined column of the list).
 * The planner drops an unused join, but the columns it joined on stay in the scan's row, so the page's
 * ids could not come from an index alone: the delivery-date sort 50 pages deep read the 5,000 skipped
 * rows from the table for their status (issue 32, migration 0940).
 */
function listedFreights(db: Kysely<Database>, scope: JobScope, call: ListCall) {
  const freights = scoped(db, scope);
  const named =
    call.sort.some((s) => s.field === 'transporterName') || Object.hasOwn(call.filter, 'transporterName');
  // The join adds a table that only the list spec's column references (sql refs) name.
  return named
    ? (freights.leftJoin(
        'transporters',
        'transporters.id',
        'freights.transporter_id',
      ) as unknown as typeof freights)
    : freights;
}

/** What a list call of freights narrows by besides the list call itself. */
export interface FreightListOptions {
  /** Statuses shown (the route's default: all but cancelled). */
  statuses: readonly string[];
  /** `freightId=1001,1002`: only these numbers (none: no such narrowing). */
  freightIds: readonly string[];
}

/**
 * A freight as the scope may read it: a transporter never reads another transporter's id, so the
 * offer list of a freight offered to several keeps only its own (issue 19, transporter isolation).
 */
function inScope(freight: Freight, scope: JobScope): Freight {
  if (scope.transporterId === null) return freight;
  const own = scope.transporterId;
  return {
    ...freight,
    offerSentToTransporterIds: freight.offerSentToTransporterIds.filter((id) => id === own),
  };
}

/** What a list row leaves out of its freight (business.md §7: the grid shows no drawing or jsonb parts). */
const NOT_LISTED: ReadonlySet<string> = new Set([
  'waypoints',
  'cargo',
  'costBreakdown',
  'bill',
  'alternatives',
]);

/** The list row's copy of a freight's listed fields, compiled from the first freight's field order. */
let listedShape: ((freight: object) => Record<string, unknown>) | undefined;

function listRow(
  freight: Freight,
  row: { order_ids: string[]; stop_count: number; route: string },
  transporterName: string | null,
  capacity: number | null,
): FreightListRow {
  // One compiled copy in the freight's field order (a rest pattern and a spread made two per row).
  listedShape ??= projection(
    Object.keys(freight)
      .filter((key) => !NOT_LISTED.has(key))
      .map((key) => [key, key] as const),
  );
  const listed = listedShape(freight);
  listed.orderIds = row.order_ids;
  listed.waypointCount = row.stop_count;
  listed.route = row.route;
  listed.transporterName = transporterName;
  listed.fillRate = fillRate(freight.palletPlaces, capacity);
  return listed as FreightListRow;
}

/** A page of freight ids with their sort keys (listQuery's keyedListPage), as a subquery. */
type KeyedPage = SelectQueryBuilder<Database, 'freights', { page_id: string }>;

/** The rows of a page's freights, with what the list joins and reads in SQL, and the page's keys. */
function pageRowsQuery(db: Kysely<Database>, page: KeyedPage) {
  return db
    .selectFrom(page.as('p'))
    .innerJoin('freights', 'freights.id', 'p.page_id')
    .leftJoin('transporters', 'transporters.id', 'freights.transporter_id')
    .leftJoin('vehicles', 'vehicles.vehicle_id', 'freights.truck_type')
    .selectAll('p')
    .select([
      ...ROW_COLUMNS.map((c) => `freights.${c}` as const),
      'transporters.company_name as transporter_name',
      'vehicles.pallet_capacity',
      sql<number>`coalesce(jsonb_array_length(freights.waypoints), 0)`.as('stop_count'),
      ROUTE.as('route'),
      ORDER_IDS.as('order_ids'),
    ]);
}
type PageRow = InferResult<ReturnType<typeof pageRowsQuery>>[number];
/** A page row as `to_json` gives it: the timestamps as text (numbers, dates and jsonb as the drivers read them). */
type PageRowJson = Omit<PageRow, 'created_at' | 'updated_at'> & { created_at: string; updated_at: string };

/**
 * The page's rows in the page's order, in ONE query with the page's ids (sorted and skipped on the
 * indexes, no row built for a skipped one; a second query of 100 ids planned the id array per call),
 * the whole page read as ONE json array: the drivers decode and parse every field of a row on their
 * own (PGlite in this process: 36 text decodes and parsers per row, a third of a page's CPU), one json
 * value per row still cost a row message each; the array is one decode and one JSON.parse. The values are the same (numeric as a JSON number is Number of
 * its text; the timestamps are parsed back to Dates, to the millisecond as the drivers do).
 */
async function pageRows(
  db: Kysely<Database>,
  page: KeyedPage,
  order: readonly ListOrder[],
): Promise<PageRow[]> {
  const { rows } = await db
    .selectFrom(pageRowsQuery(db, page).as('r'))
    .select(sql<PageRowJson[] | null>`json_agg(r order by ${byPageKeys('r', order)})`.as('rows'))
    .executeTakeFirstOrThrow();
  // The parsed object is this call's own: its two timestamps become Dates in place.
  return (rows ?? []).map((row) =>
    Object.assign(row, { created_at: new Date(row.created_at), updated_at: new Date(row.updated_at) }),
  );
}

/** One page of freights under a list call in the caller's scope (business.md §7). */
export async function listFreightsPage(
  db: Kysely<Database>,
  scope: JobScope,
  call: ListCall,
  options: FreightListOptions,
): Promise<{ rows: FreightListRow[]; filteredCount: number; totalCount: number }> {
  const base = listedFreights(db, scope, call);
  const statuses = onlyOf(FREIGHT_STATUSES, options.statuses);
  let query =
    statuses.length > 0 ? base.where('freights.status', 'in', statuses) : base.where(sql<boolean>`false`);
  if (options.freightIds.length > 0)
    query = query.where('freights.freight_id', 'in', [...options.freightIds]);
  const orderIds = call.filter.orderIds;
  if (orderIds) query = query.where('freights.id', 'in', whereOrderIds('freight_orders', orderIds));
  query = whereListCall(query, FREIGHTS_LIST, call);
  // The usual view (scope and statuses) counts from freight_list_counts; any other narrowing counts rows.
  const plain = narrowsByStatusOnly(call) && options.freightIds.length === 0;
  const { page, order } = keyedListPage(query, 'freights.id', FREIGHTS_LIST, call);
  const [counts, rows] = await Promise.all([
    plain
      ? countedJobs(db, 'freight_list_counts', scope, options.statuses)
      : listCounts(base as typeof query, query),
    pageRows(db, page as unknown as KeyedPage, order),
  ]);
  return {
    rows: rows.map((r) =>
      listRow(
        inScope(toRecord(r), scope),
        r,
        r.transporter_name,
        r.pallet_capacity === null ? null : Number(r.pallet_capacity),
      ),
    ),
    ...counts,
  };
}

async function orderLinks(db: Kysely<Database>, ids: readonly string[]): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .selectFrom('freight_orders')
    .select(['freight_uuid', 'order_id'])
    .where('freight_uuid', 'in', [...ids])
    .orderBy('order_id')
    .execute();
  for (const r of rows) out.set(r.freight_uuid, [...(out.get(r.freight_uuid) ?? []), r.order_id]);
  return out;
}

/** One freight by uuid or number in the caller's scope, with what the details panel shows; undefined when not theirs. */
export async function findFreightDetails(
  db: Kysely<Database>,
  scope: JobScope,
  id: string,
): Promise<FreightDetails | undefined> {
  const row = await scopedFreight(db, scope, id)
    ?.leftJoin('transporters', 'transporters.id', 'freights.transporter_id')
    .selectAll('freights')
    .select('transporters.company_name as transporter_name')
    .executeTakeFirst();
  if (!row) return undefined;
  const freight = inScope(FREIGHTS.toRecord(row), scope);
  const orderIds = (await orderLinks(db, [freight.id])).get(freight.id) ?? [];
  const [orders, events] = await Promise.all([
    orderSummaries(db, orderIds),
    freightEvents(db, scope, freight.id, freight.freightId),
  ]);
  return {
    freight,
    transporterName: row.transporter_name,
    geometry: (row.geometry as FreightDetails['geometry']) ?? null,
    packingPlan: (row.packing_plan as PackingPlan | null) ?? null,
    orders,
    events,
  };
}

async function orderSummaries(
  db: Kysely<Database>,
  orderIds: readonly string[],
): Promise<FreightOrderSummary[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom('orders')
    .select([
      'order_id',
      'status',
      'customer_name',
      'delivery_address',
      'pallets_count',
      'kg',
      'expected_deadline_date',
    ])
    .where('order_id', 'in', [...orderIds])
    .orderBy('order_id')
    .execute();
  return rows.map((r) => ({
    orderId: r.order_id,
    status: r.status,
    customerName: r.customer_name,
    deliveryAddress: r.delivery_address,
    pallets: Number(r.pallets_count),
    kg: Number(r.kg),
    expectedDeadlineDate: r.expected_deadline_date,
  }));
}

/** The freight's own events, newest first: by its uuid or number as the entity id or the freight stamp. */
function freightEvents(
  db: Kysely<Database>,
  scope: JobScope,
  uuid: string,
  number: string,
): Promise<RecordEvent[]> {
  return recordEvents(db, 'freight', [uuid, number], scope);
}

/** The stored versions of these freights (uuid or number) in the caller's scope. */
export function freightVersions(db: Kysely<Database>, scope: JobScope, ids: readonly string[]) {
  return storedVersions(scoped(db, scope), 'freights', ids);
}

/** Freight numbers starting with `prefix` in the caller's scope, in number order. */
export function freightNumbersStartingWith(
  db: Kysely<Database>,
  scope: JobScope,
  prefix: string,
  limit: number,
): Promise<string[]> {
  return numbersStartingWith(scoped(db, scope), 'freights', prefix, limit);
}
