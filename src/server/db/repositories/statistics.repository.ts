import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { FreightStatus } from '../../../core/config/enums.ts';
import { ratio, roundTo } from '../../../core/numbers/rounding.ts';
import {
  type FreightStatDetail,
  type FreightStatDetails,
  type FreightStatGroup,
  type FreightStatRow,
  freightRatios,
  type OrderStatGroup,
  type OrderStatRow,
  type StatInterval,
  type StatSeriesPoint,
} from '../../../core/statistics/statistics.schemas.ts';
import type { Database } from '../schema.ts';

/** The period and statuses every statistics read narrows by. */
export interface StatPeriod {
  from: string;
  to: string;
  /** Statuses counted; empty: every status but cancelled. */
  statuses: readonly string[];
}

/** A group's key as SQL ('' where the freight has none). */
const FREIGHT_KEY: Record<FreightStatGroup, RawBuilder<string>> = {
  depot: sql<string>`coalesce(f.depot_short_name, '')`,
  factory: sql<string>`f.factory_short_name`,
  transporter: sql<string>`coalesce(f.transporter_id::text, '')`,
  truckType: sql<string>`coalesce(f.truck_type, '')`,
  status: sql<string>`f.status`,
};

const ORDER_KEY: Record<OrderStatGroup, RawBuilder<string>> = {
  depot: sql<string>`coalesce(fa.depot_short_name, '')`,
  factory: sql<string>`o.factory_short_name`,
  status: sql<string>`o.status`,
};

const bucketOf = (interval: StatInterval, column: RawBuilder<unknown>) =>
  sql<string>`to_char(date_trunc(${sql.lit(interval)}, ${column}::timestamp), 'YYYY-MM-DD')`;

function statusWhere(alias: 'f' | 'o', statuses: readonly string[]) {
  const column = sql.ref(`${alias}.status`);
  return statuses.length > 0
    ? sql`${column} in (${sql.join(statuses.map((s) => sql.lit(s)))})`
    : sql`${column} <> 'cancelled'`;
}

/**
 * The Budapest day a freight was really delivered (first step to shipped, migration 0830): on time
 * means delivered by the expected deadline; a freight not yet delivered is not judged.
 */
const deliveredDay = sql`(f.delivered_at at time zone 'Europe/Budapest')::date`;

const freightWhere = (p: StatPeriod) =>
  sql`f.delivery_date between ${p.from}::date and ${p.to}::date and ${statusWhere('f', p.statuses)}`;

interface FreightSums {
  key: string;
  count: number;
  pallets: number;
  kg: number;
  km: number;
  cost: number;
  income: number;
  places_with_capacity: number;
  capacity: number;
  on_time: number;
  with_deadline: number;
}

/**
 * One SQL pass over the period: the sums of every group and, with an interval, of every bucket of
 * every group (GROUPING SETS). Totals are the groups' sums added up: every figure is a sum, the
 * ratios are computed from the sums afterwards.
 */
async function freightSums(
  db: Kysely<Database>,
  p: StatPeriod,
  groupBy: FreightStatGroup,
  interval: StatInterval | null,
): Promise<{ groups: FreightSums[]; series: StatSeriesPoint[] }> {
  const key = FREIGHT_KEY[groupBy];
  const bucket = interval ? bucketOf(interval, sql`f.delivery_date`) : null;
  const { rows } = await sql<FreightSums & { bucket: string | null; grouped_by_bucket: number }>`
    select ${key} as key, ${bucket ?? sql`null`} as bucket,
      ${bucket ? sql`grouping(${bucket})::int` : sql`1`} as grouped_by_bucket,
      count(*)::int as count,
      coalesce(sum(f.pallets), 0) as pallets,
      coalesce(sum(f.kg), 0) as kg,
      coalesce(sum(f.distance_km), 0) as km,
      coalesce(sum(f.freight_cost), 0) as cost,
      coalesce(sum(f.freight_income), 0) as income,
      coalesce(sum(f.pallet_places) filter (where v.pallet_capacity > 0), 0) as places_with_capacity,
      coalesce(sum(v.pallet_capacity) filter (where v.pallet_capacity > 0), 0)::int as capacity,
      (count(*) filter (where ${deliveredDay} <= f.expected_deadline_date))::int as on_time,
      (count(*) filter (where f.delivered_at is not null and f.expected_deadline_date is not null))::int as with_deadline
    from freights f
    left join vehicles v on v.vehicle_id = f.truck_type
    where ${freightWhere(p)}
    group by ${bucket ? sql`grouping sets ((${key}), (${key}, ${bucket}))` : key}
    order by 2 nulls first, 1`.execute(db);
  const groups: FreightSums[] = [];
  const series: StatSeriesPoint[] = [];
  for (const r of rows) {
    const sums = {
      ...r,
      pallets: Number(r.pallets),
      kg: Number(r.kg),
      km: Number(r.km),
      cost: Number(r.cost),
      income: Number(r.income),
      places_with_capacity: Number(r.places_with_capacity),
    };
    // grouping(bucket) = 1: the row of the whole group; 0: one bucket of it
    if (r.grouped_by_bucket === 1) groups.push(sums);
    else if (interval && r.bucket !== null)
      series.push({
        bucket: r.bucket,
        key: r.key,
        count: r.count,
        pallets: roundTo(sums.pallets, 1),
        kg: roundTo(sums.kg, 3),
        cost: roundTo(sums.cost, 2),
        income: roundTo(sums.income, 2),
      });
  }
  return { groups, series };
}

function addSums(rows: readonly FreightSums[]): FreightSums {
  const total = { ...EMPTY_SUMS };
  for (const r of rows)
    for (const k of Object.keys(total) as (keyof FreightSums)[])
      if (k !== 'key') (total[k] as number) += r[k] as number;
  return total;
}

function toFreightRow(s: FreightSums, label: string): FreightStatRow {
  return {
    key: s.key,
    label,
    count: s.count,
    pallets: roundTo(s.pallets, 1),
    kg: roundTo(s.kg, 3),
    km: roundTo(s.km, 1),
    cost: roundTo(s.cost, 2),
    income: roundTo(s.income, 2),
    ...freightRatios({
      pallets: s.pallets,
      km: s.km,
      cost: s.cost,
      placesWithCapacity: s.places_with_capacity,
      capacity: s.capacity,
      onTime: s.on_time,
      withDeadline: s.with_deadline,
    }),
  };
}

const EMPTY_SUMS: FreightSums = {
  key: '',
  count: 0,
  pallets: 0,
  kg: 0,
  km: 0,
  cost: 0,
  income: 0,
  places_with_capacity: 0,
  capacity: 0,
  on_time: 0,
  with_deadline: 0,
};

/** What people read for a key: depot and factory names, transporter company names; else the key. */
export async function groupLabels(
  db: Kysely<Database>,
  groupBy: FreightStatGroup | OrderStatGroup,
): Promise<Map<string, string>> {
  if (groupBy === 'depot') {
    const rows = await db.selectFrom('depots').select(['short_name', 'name']).execute();
    return new Map(rows.map((r) => [r.short_name, `${r.short_name} – ${r.name}`]));
  }
  if (groupBy === 'factory') {
    const rows = await db.selectFrom('factories').select(['short_name', 'name']).execute();
    return new Map(rows.map((r) => [r.short_name, r.name ? `${r.short_name} – ${r.name}` : r.short_name]));
  }
  if (groupBy === 'transporter') {
    const rows = await db.selectFrom('transporters').select(['id', 'company_name']).execute();
    return new Map(rows.map((r) => [r.id, r.company_name]));
  }
  return new Map();
}

/** Totals, group rows and (with an interval) the series of the freights over a period: one scan. */
export async function freightStatistics(
  db: Kysely<Database>,
  p: StatPeriod,
  groupBy: FreightStatGroup,
  interval: StatInterval | null,
): Promise<{ totals: FreightStatRow; groups: FreightStatRow[]; series: StatSeriesPoint[] }> {
  const [{ groups, series }, labels] = await Promise.all([
    freightSums(db, p, groupBy, interval),
    groupLabels(db, groupBy),
  ]);
  return {
    totals: toFreightRow(addSums(groups), ''),
    groups: groups.map((g) => toFreightRow(g, labels.get(g.key) ?? g.key)),
    series,
  };
}

interface SeriesSums {
  bucket: string;
  key: string;
  count: number;
  pallets: number;
  kg: number;
  cost: number;
  income: number;
}

const toPoint = (r: SeriesSums): StatSeriesPoint => ({
  bucket: r.bucket,
  key: r.key,
  count: r.count,
  pallets: roundTo(Number(r.pallets), 1),
  kg: roundTo(Number(r.kg), 3),
  cost: roundTo(Number(r.cost), 2),
  income: roundTo(Number(r.income), 2),
});

interface DetailRow {
  id: string;
  freight_id: string;
  status: FreightStatus;
  delivery_date: string | null;
  delivered_day: string | null;
  expected_deadline_date: string | null;
  depot_short_name: string | null;
  factory_short_name: string;
  transporter_name: string | null;
  truck_type: string | null;
  pallets: number;
  kg: number;
  distance_km: number;
  freight_cost: number | null;
  freight_income: number | null;
  pallet_places: number;
  pallet_capacity: number | null;
  total_count: number;
}

/** The freights behind a figure, newest delivery first (one query with the count as a window). */
export async function freightStatDetails(
  db: Kysely<Database>,
  p: StatPeriod,
  group: { groupBy: FreightStatGroup; key: string | undefined },
  page: { limit: number; offset: number },
): Promise<FreightStatDetails> {
  const byKey = group.key === undefined ? sql`true` : sql`${FREIGHT_KEY[group.groupBy]} = ${group.key}`;
  const { rows } = await sql<DetailRow>`
    select f.id, f.freight_id, f.status, f.delivery_date, f.expected_deadline_date, f.depot_short_name,
      to_char(${deliveredDay}, 'YYYY-MM-DD') as delivered_day,
      f.factory_short_name, t.company_name as transporter_name, f.truck_type, f.pallets, f.kg, f.distance_km,
      f.freight_cost, f.freight_income, f.pallet_places, v.pallet_capacity,
      (count(*) over ())::int as total_count
    from freights f
    left join vehicles v on v.vehicle_id = f.truck_type
    left join transporters t on t.id = f.transporter_id
    where ${freightWhere(p)} and ${byKey}
    order by f.delivery_date desc, length(f.freight_id) desc, f.freight_id desc
    limit ${page.limit} offset ${page.offset}`.execute(db);
  const total = rows[0]?.total_count ?? 0;
  return {
    totalCount: total,
    rows: rows.map(
      (r): FreightStatDetail => ({
        id: r.id,
        freightId: r.freight_id,
        status: r.status,
        deliveryDate: r.delivery_date,
        expectedDeadlineDate: r.expected_deadline_date,
        depotShortName: r.depot_short_name,
        factoryShortName: r.factory_short_name,
        transporterName: r.transporter_name,
        truckType: r.truck_type,
        pallets: Number(r.pallets),
        kg: Number(r.kg),
        km: Number(r.distance_km),
        cost: r.freight_cost === null ? null : Number(r.freight_cost),
        income: r.freight_income === null ? null : Number(r.freight_income),
        fillRate: ratio(Number(r.pallet_places), Number(r.pallet_capacity ?? 0), 4),
        deliveredDate: r.delivered_day,
        onTime:
          r.delivered_day && r.expected_deadline_date ? r.delivered_day <= r.expected_deadline_date : null,
      }),
    ),
  };
}

const PLANNED_ORDER_STATUSES = ['processed', 'shipped', 'partiallyShipped', 'partial'];
const SHIPPED_ORDER_STATUSES = ['shipped', 'partiallyShipped'];
const inList = (values: readonly string[]) => sql.join(values.map((v) => sql.lit(v)));

const orderWhere = (p: StatPeriod) =>
  sql`o.order_date between ${p.from}::date and ${p.to}::date and ${
    p.statuses.length > 0 ? sql`o.status in (${inList(p.statuses)})` : sql`o.status <> 'merged'`
  }`;

interface OrderSums {
  key: string;
  count: number;
  items: number;
  pallets: number;
  kg: number;
  planned: number;
  shipped: number;
}

async function orderSums(db: Kysely<Database>, p: StatPeriod, groupBy: OrderStatGroup | null) {
  const key = groupBy ? ORDER_KEY[groupBy] : sql<string>`''`;
  const { rows } = await sql<OrderSums>`
    select ${key} as key, count(*)::int as count,
      coalesce(sum(o.item_count), 0)::int as items,
      coalesce(sum(o.pallets_count), 0) as pallets,
      coalesce(sum(o.kg), 0) as kg,
      (count(*) filter (where o.status in (${inList(PLANNED_ORDER_STATUSES)})))::int as planned,
      (count(*) filter (where o.status in (${inList(SHIPPED_ORDER_STATUSES)})))::int as shipped
    from orders o
    left join factories fa on fa.short_name = o.factory_short_name
    where ${orderWhere(p)}
    group by 1 order by 1`.execute(db);
  return rows;
}

function toOrderRow(s: OrderSums | undefined, label: string): OrderStatRow {
  const count = s?.count ?? 0;
  const shipped = s?.shipped ?? 0;
  return {
    key: s?.key ?? '',
    label,
    count,
    items: s?.items ?? 0,
    pallets: roundTo(Number(s?.pallets ?? 0), 1),
    kg: roundTo(Number(s?.kg ?? 0), 3),
    planned: s?.planned ?? 0,
    shipped,
    shippedRate: ratio(shipped, count, 4),
  };
}

/** Totals, groups and series of the orders over a period of order dates. */
export async function orderStatistics(
  db: Kysely<Database>,
  p: StatPeriod,
  groupBy: OrderStatGroup,
  interval: StatInterval,
) {
  const [groups, totals, labels, series] = await Promise.all([
    orderSums(db, p, groupBy),
    orderSums(db, p, null),
    groupLabels(db, groupBy),
    sql<SeriesSums>`
      select ${bucketOf(interval, sql`o.order_date`)} as bucket, ${ORDER_KEY[groupBy]} as key,
        count(*)::int as count, coalesce(sum(o.pallets_count), 0) as pallets, coalesce(sum(o.kg), 0) as kg,
        0 as cost, 0 as income
      from orders o
      left join factories fa on fa.short_name = o.factory_short_name
      where ${orderWhere(p)}
      group by 1, 2 order by 1, 2`.execute(db),
  ]);
  return {
    totals: toOrderRow(totals[0], ''),
    groups: groups.map((g) => toOrderRow(g, labels.get(g.key) ?? g.key)),
    series: series.rows.map(toPoint),
  };
}
