import { type Kysely, sql } from 'kysely';
import type {
  CapacityEstimate,
  CapacityVehicle,
} from '../../../core/capacityEstimates/capacityEstimates.schemas.ts';
import { jsonb } from '../jsonb.ts';
import type { Database } from '../schema.ts';
import { insertRow, isUuid, updateVersioned, versionedTable } from '../versionedTable.ts';

/** Capacity estimates (migration 0511): reads join the transporter's name; writes are version-checked. */

/** Whose estimates a read sees: a transporter's own, or all (null). */
export interface CapacityScope {
  transporterId: string | null;
}

const base = (db: Kysely<Database>) =>
  db
    .selectFrom('capacity_estimates as c')
    .innerJoin('transporters as t', 't.id', 'c.transporter_id')
    .select([
      'c.id',
      'c.version',
      'c.transporter_id',
      'c.date',
      'c.returning',
      'c.vehicles',
      'c.comment',
      'c.updated_at',
      't.company_name',
    ]);

type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;
const toEstimate = (r: Row): CapacityEstimate => ({
  id: r.id,
  __v: r.version,
  transporterId: r.transporter_id,
  transporterName: r.company_name,
  date: r.date,
  returning: r.returning,
  vehicles: (r.vehicles ?? []) as CapacityVehicle[],
  comment: r.comment,
});

/** Every estimate in the scope, by day then transporter. */
export async function listCapacityEstimates(
  db: Kysely<Database>,
  scope: CapacityScope,
): Promise<CapacityEstimate[]> {
  let q = base(db);
  if (scope.transporterId !== null) q = q.where('c.transporter_id', '=', scope.transporterId);
  const rows = await q.orderBy('c.date', 'desc').orderBy('t.company_name').orderBy('c.returning').execute();
  return rows.map(toEstimate);
}

/** One estimate in the scope. */
export async function findCapacityEstimate(
  db: Kysely<Database>,
  scope: CapacityScope,
  id: string,
): Promise<CapacityEstimate | undefined> {
  if (!isUuid(id)) return undefined;
  let q = base(db).where('c.id', '=', id);
  if (scope.transporterId !== null) q = q.where('c.transporter_id', '=', scope.transporterId);
  const row = await q.executeTakeFirst();
  return row && toEstimate(row);
}

/**
 * The capacity_estimates table for the kit's insert and versioned update (reads join the
 * transporter's name, so they stay above; the kit's writes answer the row id).
 */
const ESTIMATES = versionedTable(
  'capacity_estimates',
  {
    transporterId: 'transporter_id',
    date: 'date',
    returning: 'returning',
    vehicles: 'vehicles',
    comment: 'comment',
  },
  (row) => row.id,
);

/** Inserts an estimate; answers its id. */
export function insertCapacityEstimate(
  db: Kysely<Database>,
  values: {
    transporterId: string;
    date: string;
    returning: boolean;
    vehicles: CapacityVehicle[];
    comment: string;
  },
): Promise<string> {
  return insertRow(db, ESTIMATES, { ...values, vehicles: jsonb(values.vehicles) });
}

/** Writes changes while the estimate is still at `version`; false when it moved on. */
export async function updateCapacityEstimate(
  db: Kysely<Database>,
  id: string,
  version: number,
  {
    vehicles,
    ...changes
  }: { date?: string; returning?: boolean; vehicles?: CapacityVehicle[]; comment?: string },
): Promise<boolean> {
  const update = { ...changes, ...(vehicles !== undefined && { vehicles: jsonb(vehicles) }) };
  return (await updateVersioned(db, ESTIMATES, id, version, update)) !== undefined;
}

/** Deletes an estimate at the version read; false when it changed or went meanwhile. */
export async function deleteCapacityEstimate(
  db: Kysely<Database>,
  id: string,
  version: number,
): Promise<boolean> {
  const res = await db
    .deleteFrom('capacity_estimates')
    .where('id', '=', id)
    .where('version', '=', version)
    .executeTakeFirst();
  return Number(res.numDeletedRows) === 1;
}

/** The newest change and the row count in the scope (GET /check-changes). */
export async function capacityChangeStats(
  db: Kysely<Database>,
  scope: CapacityScope,
): Promise<{ latest: Date | null; count: number }> {
  let q = db
    .selectFrom('capacity_estimates')
    .select([sql<Date | null>`max(updated_at)`.as('latest'), sql<number>`count(*)`.as('n')]);
  if (scope.transporterId !== null) q = q.where('transporter_id', '=', scope.transporterId);
  const row = await q.executeTakeFirstOrThrow();
  return { latest: row.latest ? new Date(row.latest) : null, count: Number(row.n) };
}

/**
 * The trucks the transporters estimated for each day of a range (outbound estimates, not the
 * returning ones), summed by truck type over all transporters: the organizer's day totals are held
 * against them (issue 21).
 */
export async function estimatedTrucksByDay(
  db: Kysely<Database>,
  range: { from: string; to: string },
): Promise<Record<string, Record<string, number>>> {
  const rows = await sql<{ date: string; truck_type: string; quantity: number }>`
    select c.date, v->>'truckType' as truck_type, sum((v->>'quantity')::int)::int as quantity
    from capacity_estimates c, jsonb_array_elements(c.vehicles) v
    where c.date between ${range.from} and ${range.to} and not c.returning
    group by c.date, v->>'truckType'`.execute(db);
  const out: Record<string, Record<string, number>> = {};
  for (const r of rows.rows) {
    const day = out[r.date] ?? {};
    out[r.date] = day;
    day[r.truck_type] = Number(r.quantity);
  }
  return out;
}

/**
 * The trucks the planned freights need on each day of a range (by delivery day, as the organizer
 * counts them): one truck a freight, by truck type; cancelled freights and those without a truck
 * type are left out.
 */
export async function neededTrucksByDay(
  db: Kysely<Database>,
  range: { from: string; to: string },
): Promise<Record<string, Record<string, number>>> {
  const rows = await db
    .selectFrom('freights')
    .select([
      sql<string>`to_char(delivery_date, 'YYYY-MM-DD')`.as('date'),
      'truck_type',
      sql<number>`count(*)::int`.as('trucks'),
    ])
    .where('delivery_date', '>=', range.from)
    .where('delivery_date', '<=', range.to)
    .where('status', '<>', 'cancelled')
    .where('truck_type', 'is not', null)
    .groupBy(['delivery_date', 'truck_type'])
    .execute();
  const out: Record<string, Record<string, number>> = {};
  for (const r of rows) {
    const day = out[r.date] ?? {};
    out[r.date] = day;
    day[r.truck_type as string] = Number(r.trucks);
  }
  return out;
}
