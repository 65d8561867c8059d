import { type Kysely, type Selectable, sql } from 'kysely';
import { onlyOf, PICKUP_STATUSES } from '../../../core/config/enums.ts';
import type { ListCall } from '../../../core/list/listCall.schemas.ts';
import type { PickupDetailsResponse, PickupListRow } from '../../../core/pickups/pickups.schemas.ts';
import { listCounts, orderListPage, whereListCall } from '../listQuery.ts';
import type { Database, PickupsTable } from '../schema.ts';
import { projection } from '../versionedTable.ts';
import { PICKUPS } from './freights.repository.ts';
import {
  countedJobs,
  type JobScope,
  jobKeyOf,
  jobListSpec,
  narrowsByStatusOnly,
  numbersStartingWith,
  recordEvents,
  storedVersions,
  whereOrderIds,
} from './truckJobs.repository.ts';

// The /pickups grid's reads (business.md §7 row Pickups). Pickups are planner-side only (the route
// table keeps transporters out); the scope still applies so a transporter-stamped read stays theirs.

/** The pickups list (business.md §7): the common columns and the customer. */
const PICKUPS_LIST = jobListSpec('pickups', (col) => ({
  customerName: col('customer_name', { kind: 'storedText', sort: 'lower' }),
}));

function scoped(db: Kysely<Database>, scope: JobScope) {
  const q = db.selectFrom('pickups');
  return scope.transporterId === null ? q : q.where('pickups.transporter_id', '=', scope.transporterId);
}

/** The pickups columns a list row shows (not the cargo it leaves out: a page read, parsed and dropped it). */
const ROW_COLUMNS = [
  'id',
  'pickup_id',
  'version',
  ...Object.values(PICKUPS.columns).filter((c) => c !== 'cargo'),
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof PickupsTable)[];

type LightRow = Omit<Selectable<PickupsTable>, 'search_text' | 'customer_name' | 'cargo'>;

/** The pickup of a list row: the descriptor's own mapping, which reads the left-out cargo as empty. */
const toRecord = (row: LightRow) => PICKUPS.toRecord(row as Selectable<PickupsTable>);

/** The list row's copy of a pickup's fields but the cargo, compiled from the first pickup's field order. */
let listedShape: ((pickup: object) => Record<string, unknown>) | undefined;

function listRow(row: LightRow): PickupListRow {
  const pickup = toRecord(row);
  // One compiled copy (a rest pattern and a spread made two objects per row, issue 32).
  listedShape ??= projection(
    Object.keys(pickup)
      .filter((key) => key !== 'cargo')
      .map((key) => [key, key] as const),
  );
  const listed = listedShape(pickup);
  listed.customerName = pickup.details.customerName;
  listed.orderIds = pickup.details.orderIds;
  return listed as PickupListRow;
}

/** One page of pickups under a list call (statuses, `pickupId=12,13` numbers) in the caller's scope. */
export async function listPickupsPage(
  db: Kysely<Database>,
  scope: JobScope,
  call: ListCall,
  options: { statuses: readonly string[]; pickupIds: readonly string[] },
): Promise<{ rows: PickupListRow[]; filteredCount: number; totalCount: number }> {
  const base = scoped(db, scope);
  const statuses = onlyOf(PICKUP_STATUSES, options.statuses);
  let query =
    statuses.length > 0 ? base.where('pickups.status', 'in', statuses) : base.where(sql<boolean>`false`);
  if (options.pickupIds.length > 0) query = query.where('pickups.pickup_id', 'in', [...options.pickupIds]);
  const orderIds = call.filter.orderIds;
  if (orderIds) query = query.where('pickups.id', 'in', whereOrderIds('pickup_orders', orderIds));
  query = whereListCall(query, PICKUPS_LIST, call);
  // The usual view (scope and statuses) counts from pickup_list_counts; any other narrowing counts rows.
  const plain = narrowsByStatusOnly(call) && options.pickupIds.length === 0;
  const [counts, rows] = await Promise.all([
    plain ? countedJobs(db, 'pickup_list_counts', scope, options.statuses) : listCounts(base, query),
    orderListPage(
      query.select(ROW_COLUMNS.map((c) => `pickups.${c}` as const)),
      PICKUPS_LIST,
      call,
    ).execute(),
  ]);
  return {
    rows: rows.map(listRow),
    ...counts,
  };
}

/** One pickup by uuid or number in the caller's scope, with its orders and events; undefined when not theirs. */
export async function findPickupDetails(
  db: Kysely<Database>,
  scope: JobScope,
  id: string,
): Promise<PickupDetailsResponse | undefined> {
  const key = jobKeyOf(id);
  if (!key) return undefined;
  const row = await scoped(db, scope)
    .selectAll('pickups')
    .where(key.byUuid ? 'pickups.id' : 'pickups.pickup_id', '=', key.value)
    .executeTakeFirst();
  if (!row) return undefined;
  const pickup = PICKUPS.toRecord(row);
  const orderIds = pickup.details.orderIds;
  const [orders, events] = await Promise.all([
    orderIds.length === 0
      ? Promise.resolve([])
      : db
          .selectFrom('orders')
          .select(['order_id', 'status', 'customer_name', 'pallets_count', 'kg'])
          .where('order_id', 'in', [...orderIds])
          .orderBy('order_id')
          .execute(),
    recordEvents(db, 'pickup', [pickup.id, pickup.pickupId], scope),
  ]);
  return {
    pickup,
    orders: orders.map((o) => ({
      orderId: o.order_id,
      status: o.status,
      customerName: o.customer_name,
      pallets: Number(o.pallets_count),
      kg: Number(o.kg),
    })),
    events,
  };
}

/** The stored versions of these pickups (uuid or number) in the caller's scope. */
export function pickupVersions(db: Kysely<Database>, scope: JobScope, ids: readonly string[]) {
  return storedVersions(scoped(db, scope), 'pickups', ids);
}

/** Pickup numbers starting with `prefix` in the caller's scope, in number order. */
export function pickupNumbersStartingWith(
  db: Kysely<Database>,
  scope: JobScope,
  prefix: string,
  limit: number,
): Promise<string[]> {
  return numbersStartingWith(scoped(db, scope), 'pickups', prefix, limit);
}
