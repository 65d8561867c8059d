import type { Kysely, Selectable } from 'kysely';
import type {
  Freight,
  FreightDetails,
  FreightListRow,
  FreightOrderSummary,
} from '../../../core/freights/freights.schemas.ts';
import type { ListCall } from '../../../core/list/listCall.schemas.ts';
import type { PackingPlan } from '../../../core/packing/packingModel.ts';
import { listCounts, orderListPage, whereListCall } from '../listQuery.ts';
import type { Database, FreightsTable } from '../schema.ts';
import { FREIGHTS } from './freights.repository.ts';
import {
  type JobScope,
  jobListSpec,
  numbersStartingWith,
  type RecordEvent,
  recordEvents,
  splitIds,
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

/** Every freights column but the heavy drawing ones (geometry, packing plan) the list never shows. */
const ROW_COLUMNS = [
  'id',
  'freight_id',
  'version',
  ...Object.values(FREIGHTS.columns),
  'waypoint_count',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof FreightsTable)[];

type LightRow = Omit<Selectable<FreightsTable>, 'geometry' | 'packing_plan' | 'search_text'>;

const toRecord = (row: LightRow): Freight =>
  FREIGHTS.toRecord({ ...row, geometry: null, packing_plan: null, search_text: '' });

function scoped(db: Kysely<Database>, scope: JobScope) {
  const q = db.selectFrom('freights');
  return scope.transporterId === null ? q : q.where('freights.transporter_id', '=', scope.transporterId);
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

function listRow(
  freight: Freight,
  orderIds: string[],
  transporterName: string | null,
  capacity: number | null,
) {
  const { waypoints, cargo: _c, costBreakdown: _b, bill: _bill, alternatives: _a, ...rest } = freight;
  return {
    ...rest,
    orderIds,
    waypointCount: waypoints.length,
    route: waypoints.map((w) => w.city ?? w.address).join(' → '),
    transporterName,
    fillRate: capacity ? Math.round((freight.palletPlaces / capacity) * 1000) / 1000 : null,
  } satisfies FreightListRow;
}

/** One page of freights under a list call in the caller's scope (business.md §7). */
export async function listFreightsPage(
  db: Kysely<Database>,
  scope: JobScope,
  call: ListCall,
  options: FreightListOptions,
): Promise<{ rows: FreightListRow[]; filteredCount: number; totalCount: number }> {
  const base = scoped(db, scope)
    .leftJoin('transporters', 'transporters.id', 'freights.transporter_id')
    .leftJoin('vehicles', 'vehicles.vehicle_id', 'freights.truck_type');
  let query = base.where('freights.status', 'in', options.statuses.length > 0 ? [...options.statuses] : ['']);
  if (options.freightIds.length > 0)
    query = query.where('freights.freight_id', 'in', [...options.freightIds]);
  const orderIds = call.filter.orderIds;
  if (orderIds) query = query.where('freights.id', 'in', whereOrderIds('freight_orders', orderIds));
  query = whereListCall(query, FREIGHTS_LIST, call);
  const [counts, rows] = await Promise.all([
    listCounts(base as typeof query, query),
    orderListPage(
      query.select([
        ...ROW_COLUMNS.map((c) => `freights.${c}` as const),
        'transporters.company_name as transporter_name',
        'vehicles.pallet_capacity',
      ]),
      FREIGHTS_LIST,
      call,
    ).execute(),
  ]);
  const links = await orderLinks(
    db,
    rows.map((r) => r.id),
  );
  return {
    rows: rows.map((r) =>
      listRow(
        inScope(toRecord(r), scope),
        links.get(r.id) ?? [],
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
  const { uuids, numbers } = splitIds([id]);
  const row = await scoped(db, scope)
    .leftJoin('transporters', 'transporters.id', 'freights.transporter_id')
    .selectAll('freights')
    .select('transporters.company_name as transporter_name')
    .where(uuids.length > 0 ? 'freights.id' : 'freights.freight_id', '=', uuids[0] ?? numbers[0] ?? '')
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
