import { type Kysely, type RawBuilder, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import { BILL_STATUSES } from '../../../core/freightBills/freightBills.answers.ts';
import {
  BILLABLE_FREIGHT_STATUSES,
  type BillStatus,
  billOf,
  type CostCentreDescription,
  type FreightBillListQuery,
  type FreightBillRow,
} from '../../../core/freightBills/freightBills.schemas.ts';
import type { Freight } from '../../../core/freights/freights.schemas.ts';
import { type ListSpec, listCounts, orderListPage, whereListCall } from '../listQuery.ts';
import type { Database, FreightBillRowsView } from '../schema.ts';
import { auditFlagOf, BILL_AMOUNT_SQL } from './freightBillAudit.repository.ts';
import { FREIGHT_RECORDS, updateRecord } from './truckJobRecords.repository.ts';

/**
 * Freight bills (issue 20): the /freight-bills list over the view `freight_bill_rows` (migration
 * 0520), the freights a bill call changes, the version-checked write of a bill and the cost-centre
 * summary. A bill is the freight's `bill` jsonb; it is written with the freight's version.
 */

const V = 'freight_bill_rows';
const col = (column: string, more: Omit<ListSpec['columns'][string], 'column'> = {}) => ({
  column: `${V}.${column}`,
  ...more,
});

const BILLS_LIST: ListSpec = {
  columns: {
    freightId: col('freight_id', { sort: 'digits' }),
    freightStatus: col('status'),
    billStatus: col('bill_status'),
    deliveryDate: col('delivery_date', { kind: 'date' }),
    factoryShortName: col('factory_short_name'),
    depotShortName: col('depot_short_name'),
    // Compared as a uuid below (an index lookup), not as text.
    transporterId: col('transporter_id', { filter: false }),
    transporterName: col('transporter_name', { sort: 'lowerText' }),
    truckType: col('truck_type'),
    freightCost: col('freight_cost', { kind: 'number' }),
    freightIncome: col('freight_income', { kind: 'number' }),
    // As stored: equals uses the expression index of migration 0520.
    costCentre: col('cost_centre', { kind: 'storedText', sort: 'lowerText' }),
    billedAmount: col('billed_amount', { kind: 'number' }),
    billNumber: col('bill_number', { sort: 'lowerText' }),
    comment: col('bill_comment', { sort: 'lower' }),
    batchBillNumber: col('batch_bill_number', { sort: 'lowerText' }),
    batchBillDate: col('batch_bill_date'),
    auditPrice: col('audit_price', { kind: 'number' }),
    auditDifference: col('audit_difference', { kind: 'number' }),
  },
  // The freights' trigram-indexed haystack (number, factory, depot, truck, driver, plate, cities,
  // orders); bill fields are found by their column filters (an OR over them would scan every row).
  quickFilter: [sql.ref(`${V}.search_text`)],
  searchText: `${V}.search_text`,
  emptyIn: 'none',
  // Newest delivery first (index freights_bill_order_idx), numbers as numbers.
  tieBreak: (sort) =>
    sort.length === 0
      ? [
          [sql.ref(`${V}.delivery_date`), 'desc'],
          [sql`length(${sql.ref(`${V}.freight_id`)})`, 'desc'],
          [sql.ref(`${V}.freight_id`), 'desc'],
        ]
      : [[sql.ref(`${V}.id`), sort[0]?.dir ?? 'asc']],
};

type ViewRow = Selectable<FreightBillRowsView>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const ROW_COLUMNS = [
  'id',
  'freight_id',
  'version',
  'status',
  'delivery_date',
  'factory_short_name',
  'depot_short_name',
  'transporter_id',
  'transporter_name',
  'truck_type',
  'freight_cost',
  'freight_income',
  'bill',
  'audit_price',
  'audit_difference',
] as const satisfies readonly (keyof ViewRow)[];

type ListedRow = Pick<ViewRow, (typeof ROW_COLUMNS)[number]> & { audit_flagged: boolean };

const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

function toRow(r: ListedRow): FreightBillRow {
  const bill = billOf(r.bill as Record<string, unknown> | null);
  return {
    id: r.id,
    __v: r.version,
    freightId: r.freight_id,
    freightStatus: r.status,
    billStatus: bill.status,
    deliveryDate: r.delivery_date,
    factoryShortName: r.factory_short_name,
    depotShortName: r.depot_short_name,
    transporterId: r.transporter_id,
    transporterName: r.transporter_name,
    truckType: r.truck_type,
    freightCost: num(r.freight_cost),
    freightIncome: num(r.freight_income),
    costCentre: bill.costCentre,
    billedAmount: bill.billedAmount,
    billNumber: bill.billNumber,
    comment: bill.comment,
    batchBillNumber: bill.billData?.billNumber ?? null,
    batchBillDate: bill.billData?.billDate ?? null,
    canUndo: bill.history.length > 0,
    auditPrice: num(r.audit_price),
    auditDifference: num(r.audit_difference),
    auditFlagged: r.audit_flagged === true,
  };
}

const selectRow = (q: SelectQueryBuilder<Database, typeof V, object>, flagged: RawBuilder<boolean>) =>
  q.select([
    ...ROW_COLUMNS.map((c) => `${V}.${c}` as const),
    sql<boolean>`coalesce(${flagged}, false)`.as('audit_flagged'),
  ]);

/** One page of delivered freights with their bills (business.md §7 row Freight bills). */
export async function listFreightBillsPage(
  db: Kysely<Database>,
  query: FreightBillListQuery,
): Promise<{ rows: FreightBillRow[]; filteredCount: number; totalCount: number }> {
  const { from, to, differences, ...call } = query;
  const flagged = await auditFlagOf(db);
  const base = db.selectFrom(V);
  let q = base;
  if (differences === 'true') q = q.where(flagged);
  if (call.statuses && call.statuses.length > 0) {
    // Only the bill statuses can match (an unknown one matches no row).
    const known = BILL_STATUSES.filter((s) => call.statuses?.includes(s));
    q = known.length > 0 ? q.where(`${V}.bill_status`, 'in', known) : q.where(sql<boolean>`false`);
  }
  if (from) q = q.where(`${V}.delivery_date`, '>=', from as never);
  if (to) q = q.where(`${V}.delivery_date`, '<=', to as never);
  const transporter = call.filter.transporterId;
  if (transporter?.type === 'equals')
    q = UUID.test(transporter.value)
      ? q.where(`${V}.transporter_id`, '=', transporter.value)
      : q.where(sql<boolean>`false`);
  if (transporter?.type === 'blank') q = q.where(`${V}.transporter_id`, 'is', null);
  q = whereListCall(q, BILLS_LIST, call);
  // The usual view (bill statuses at most) counts from freight_list_counts; any other narrowing counts rows.
  const plain =
    differences !== 'true' &&
    !from &&
    !to &&
    Object.keys(call.filter).length === 0 &&
    !call.quickFilter?.trim();
  const [counts, rows] = await Promise.all([
    plain ? countedBills(db, call.statuses ?? []) : listCounts(base as typeof q, q),
    orderListPage(selectRow(q, flagged), BILLS_LIST, call).execute(),
  ]);
  return { rows: rows.map(toRow), ...counts };
}

/**
 * The list's counts from freight_list_counts (migration 0720): delivered freights (the view's rows)
 * and those whose bill status is one of `billStatuses` (all when none).
 */
async function countedBills(
  db: Kysely<Database>,
  billStatuses: readonly string[],
): Promise<{ filteredCount: number; totalCount: number }> {
  const row = await db
    .selectFrom('freight_list_counts')
    .select([
      sql<number>`coalesce(sum(n), 0)`.as('total'),
      sql<number>`coalesce(sum(n) filter (where bill_status = any(${[...billStatuses]}::text[])), 0)`.as(
        'filtered',
      ),
    ])
    .where('status', 'in', [...BILLABLE_FREIGHT_STATUSES])
    .executeTakeFirstOrThrow();
  const totalCount = Number(row.total);
  return { filteredCount: billStatuses.length > 0 ? Number(row.filtered) : totalCount, totalCount };
}

/** The bill rows of these freight uuids (the answers of the write calls), in the given order. */
export async function freightBillRows(
  db: Kysely<Database>,
  ids: readonly string[],
): Promise<FreightBillRow[]> {
  if (ids.length === 0) return [];
  // One array parameter, not 5,000 (a batch's answer).
  const rows = await selectRow(db.selectFrom(V), await auditFlagOf(db))
    .where(`${V}.id`, '=', sql<string>`any(${[...ids]}::uuid[])`)
    .execute();
  const byId = new Map(rows.map((r) => [r.id, toRow(r)]));
  return ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
}

/** What a bill call reads of a freight: its keys, version, status, carrier and bill. */
export type BillFreight = Pick<Freight, 'id' | 'freightId' | '__v' | 'status' | 'transporterId' | 'bill'>;

/**
 * The freights with these uuids or numbers (any order); bill callers are never transporter users.
 * Only the columns a bill call decides by (a batch of 5,000 read whole took a fifth of its time).
 */
export async function findBillFreights(db: Kysely<Database>, ids: readonly string[]): Promise<BillFreight[]> {
  if (ids.length === 0) return [];
  const uuids = ids.filter((id) => UUID.test(id));
  const rows = await db
    .selectFrom('freights')
    .select(['id', 'freight_id', 'version', 'status', 'transporter_id', 'bill'])
    .where((eb) =>
      eb.or([
        eb('id', '=', sql<string>`any(${uuids}::uuid[])`),
        eb('freight_id', '=', sql<string>`any(${[...ids]}::text[])`),
      ]),
    )
    .execute();
  return rows.map((r) => ({
    id: r.id,
    freightId: r.freight_id,
    __v: r.version,
    status: r.status,
    transporterId: r.transporter_id,
    bill: (r.bill as Record<string, unknown> | null) ?? null,
  }));
}

/** Writes a freight's bill (and status) while it is still at `version`; undefined when it moved on. */
export function updateFreightBill(
  db: Kysely<Database>,
  id: string,
  version: number,
  changes: Pick<Freight, 'bill'> & Partial<Pick<Freight, 'status'>>,
): Promise<Freight | undefined> {
  return updateRecord<Freight>(db, FREIGHT_RECORDS, id, version, changes);
}

/**
 * Writes many freights' bills, each row only while still at its version; answers the uuids written (a
 * row missing from it moved on meanwhile). `status` only where the freight's status changes (batch
 * billing, its undo): naming the column in an UPDATE fires the time-slot booking trigger (migration
 * 0500, `update of … status`) for every row, which was a quarter of a batch accept's write.
 */
export async function updateFreightBills(
  db: Kysely<Database>,
  writes: readonly { id: string; version: number; bill: object; status?: string | undefined }[],
): Promise<Set<string>> {
  const written = new Set<string>();
  const moving = writes.filter((w) => w.status !== undefined);
  const staying = writes.filter((w) => w.status === undefined);
  for (const [rows, status] of [
    [staying, null],
    [moving, sql`status = v.status,`],
  ] as const) {
    if (rows.length === 0) continue;
    for (const id of await writeBills(db, rows, status)) written.add(id);
  }
  return written;
}

/** One UPDATE of many bills, the rows as array parameters (one statement, not 5,000 value lists). */
async function writeBills(
  db: Kysely<Database>,
  writes: readonly { id: string; version: number; bill: object; status?: string | undefined }[],
  setStatus: RawBuilder<unknown> | null,
): Promise<string[]> {
  const res = await sql<{ id: string }>`update freights f
    set bill = v.bill, ${setStatus ?? sql``} version = f.version + 1, updated_at = now(),
      -- A bill write leaves the freight's pricing as it was: a current audit stays current, with
      -- the difference to the new amount (migration 0640).
      audit_difference = case when f.audit_version = f.version
        then ${BILL_AMOUNT_SQL(sql.raw('v.bill'))} - f.audit_price else f.audit_difference end,
      audit_version = case when f.audit_version = f.version then f.version + 1 else f.audit_version end
    from unnest(${writes.map((w) => w.id)}::uuid[], ${writes.map((w) => w.version)}::int[],
      ${writes.map((w) => JSON.stringify(w.bill))}::jsonb[], ${writes.map((w) => w.status ?? '')}::text[])
      as v(id, version, bill, status)
    where f.id = v.id and f.version = v.version
    returning f.id`.execute(db);
  return res.rows.map((r) => r.id);
}

/** Cost centres on bills of these statuses (all when none): bills, amount (billed, else cost). */
export async function costCentreSummary(
  db: Kysely<Database>,
  statuses: readonly BillStatus[],
): Promise<Omit<CostCentreDescription, 'description'>[]> {
  let q = db
    .selectFrom(V)
    .select([
      `${V}.cost_centre as costCentre`,
      sql<number>`count(*)`.as('bills'),
      sql<number>`coalesce(sum(coalesce(${sql.ref(`${V}.billed_amount`)}, ${sql.ref(`${V}.freight_cost`)})), 0)`.as(
        'amount',
      ),
    ])
    .where(`${V}.cost_centre`, 'is not', null)
    .groupBy(`${V}.cost_centre`)
    .orderBy(`${V}.cost_centre`);
  if (statuses.length > 0) q = q.where(`${V}.bill_status`, 'in', [...statuses]);
  const rows = await q.execute();
  return rows.map((r) => ({
    costCentre: r.costCentre ?? '',
    bills: Number(r.bills),
    amount: Number(r.amount),
  }));
}
