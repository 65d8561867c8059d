import { type Kysely, sql } from 'kysely';
import type { OrderStatus, ProcessingStatus } from '../../../core/config/enums.ts';
import { ACTIVE_JOB_STATES } from '../../../core/planningJobs/jobStateMachine.ts';
import type { Database } from '../schema.ts';

/**
 * What planning reads and writes besides freights: factories with their depot's point, the fee
 * tables as the planner takes them, and the order status moves of a planning job
 * (new/partial → waitingForProcessing → processing → processed/partial/new), each a set-based
 * UPDATE so a 2,000-order job is a handful of statements.
 */

const HELD: OrderStatus[] = ['waitingForProcessing', 'processing'];

/** A factory with the point of its depot (GeoJSON [lng, lat]) when the depot has one. */
export interface PlanningFactoryRow {
  id: string;
  shortName: string;
  address: string | null;
  useDefaultFreightCostsSettings: boolean;
  depotShortName: string;
  depotPoint: [number, number] | null;
}

/** Every factory (active or not: stored orders may name an inactive one) with its depot's point. */
export async function planningFactories(db: Kysely<Database>): Promise<PlanningFactoryRow[]> {
  const rows = await db
    .selectFrom('factories as f')
    .leftJoin('depots as d', 'd.short_name', 'f.depot_short_name')
    .select([
      'f.id',
      'f.short_name',
      'f.address',
      'f.use_default_freight_costs_settings',
      'f.depot_short_name',
      'd.geometry',
    ])
    .execute();
  return rows.map((r) => {
    const g = r.geometry as { coordinates?: [number, number] } | null;
    return {
      id: r.id,
      shortName: r.short_name,
      address: r.address,
      useDefaultFreightCostsSettings: r.use_default_freight_costs_settings,
      depotShortName: r.depot_short_name,
      depotPoint: Array.isArray(g?.coordinates) ? g.coordinates : null,
    };
  });
}

/**
 * Hands orders to a job: new/partial → waitingForProcessing with planning_job_id. Answers the ids
 * actually moved (another request may have taken some first).
 */
export async function holdOrders(
  db: Kysely<Database>,
  orderIds: readonly string[],
  jobId: string,
): Promise<string[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .updateTable('orders')
    .set({
      status: 'waitingForProcessing',
      planning_job_id: jobId,
      version: sql`version + 1`,
      updated_at: new Date(),
    })
    .where('order_id', 'in', orderIds)
    .where('status', 'in', ['new', 'partial'])
    .returning('order_id')
    .execute();
  return rows.map((r) => r.order_id);
}

/**
 * A job starts (or starts again after its instance died): its waiting orders become 'processing'.
 * Answers every order the job holds — `moved` the ones this call moved, `held` all of them, also
 * those an earlier claim of the same job had already moved (a resumed job plans them; issue 32: a
 * resume that saw only the waiting ones planned nothing and left the rest 'processing' for good).
 */
export async function claimJobOrders(
  db: Kysely<Database>,
  jobId: string,
): Promise<{ moved: string[]; held: string[] }> {
  const moved = (
    await db
      .updateTable('orders')
      .set({ status: 'processing', version: sql`version + 1`, updated_at: new Date() })
      .where('planning_job_id', '=', jobId)
      .where('status', '=', 'waitingForProcessing')
      .returning('order_id')
      .execute()
  ).map((r) => r.order_id);
  const held = (
    await db
      .selectFrom('orders')
      .select('order_id')
      .where('planning_job_id', '=', jobId)
      .where('status', '=', 'processing')
      .orderBy('order_id')
      .execute()
  ).map((r) => r.order_id);
  return { moved, held };
}

/** One order's outcome of a job. */
export interface OrderOutcomeRow {
  orderId: string;
  status: 'processed' | 'partial' | 'new';
  processingStatus: ProcessingStatus | null;
  processingReason: string | null;
}

/**
 * Writes the outcomes of orders that a job still holds (`jobId`), or that are still in one of
 * `fromStatuses` (a manual combination), one UPDATE per distinct outcome; clears planning_job_id.
 * Answers the ids written.
 */
export async function writeOrderOutcomes(
  db: Kysely<Database>,
  holder: { jobId: string } | { fromStatuses: readonly OrderStatus[] },
  outcomes: readonly OrderOutcomeRow[],
): Promise<string[]> {
  const groups = new Map<string, OrderOutcomeRow[]>();
  for (const o of outcomes) {
    const key = JSON.stringify([o.status, o.processingStatus, o.processingReason]);
    groups.set(key, [...(groups.get(key) ?? []), o]);
  }
  const written: string[] = [];
  for (const rows of groups.values()) {
    const first = rows[0]!;
    for (let i = 0; i < rows.length; i += 1000) {
      const res = await db
        .updateTable('orders')
        .set({
          status: first.status,
          processing_status: first.processingStatus,
          processing_reason: first.processingReason,
          planning_job_id: null,
          version: sql`version + 1`,
          updated_at: new Date(),
        })
        .where(
          'order_id',
          'in',
          rows.slice(i, i + 1000).map((r) => r.orderId),
        )
        .where((eb) =>
          'jobId' in holder
            ? eb('planning_job_id', '=', holder.jobId)
            : eb('status', 'in', [...holder.fromStatuses]),
        )
        .returning('order_id')
        .execute();
      written.push(...res.map((r) => r.order_id));
    }
  }
  return written;
}

/**
 * Gives a job's held orders back: to 'partial' when a partial freight still carries them, else
 * 'new'; planning_job_id cleared. A job that failed (`failure`) leaves its reason on them, as an
 * order the planner could not plan carries its own. Answers the orders and the status each went back to.
 */
export async function releaseJobOrders(
  db: Kysely<Database>,
  jobId: string,
  failure?: { processingStatus: ProcessingStatus; reason: string },
): Promise<{ orderId: string; before: string; status: string }[]> {
  const held = await db
    .selectFrom('orders')
    .select(['order_id', 'status'])
    .where('planning_job_id', '=', jobId)
    .where('status', 'in', HELD)
    .execute();
  if (held.length === 0) {
    await db
      .updateTable('orders')
      .set({ planning_job_id: null })
      .where('planning_job_id', '=', jobId)
      .execute();
    return [];
  }
  const ids = held.map((h) => h.order_id);
  const onPartial = new Set(
    (
      await db
        .selectFrom('freight_orders as fo')
        .innerJoin('freights as f', 'f.id', 'fo.freight_uuid')
        .select('fo.order_id')
        .where('fo.order_id', 'in', ids)
        .where('f.is_partial', '=', true)
        .execute()
    ).map((r) => r.order_id),
  );
  const partial = ids.filter((id) => onPartial.has(id));
  const fresh = ids.filter((id) => !onPartial.has(id));
  for (const [status, group] of [
    ['partial', partial],
    ['new', fresh],
  ] as const) {
    if (group.length === 0) continue;
    await db
      .updateTable('orders')
      .set({
        status,
        planning_job_id: null,
        version: sql`version + 1`,
        updated_at: new Date(),
        ...(failure && { processing_status: failure.processingStatus, processing_reason: failure.reason }),
      })
      .where('order_id', 'in', group)
      .execute();
  }
  await db
    .updateTable('orders')
    .set({ planning_job_id: null })
    .where('planning_job_id', '=', jobId)
    .execute();
  return held.map((h) => ({
    orderId: h.order_id,
    before: h.status,
    status: onPartial.has(h.order_id) ? 'partial' : 'new',
  }));
}

/** The partial freights (törtfuvar) carrying any of these orders: uuid, number and all their orders. */
export async function partialFreightsOf(
  db: Kysely<Database>,
  orderIds: readonly string[],
): Promise<{ id: string; freightId: string; orderIds: string[] }[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectFrom('freights as f')
    .innerJoin('freight_orders as fo', 'fo.freight_uuid', 'f.id')
    .select(['f.id', 'f.freight_id', 'fo.order_id'])
    .where('f.is_partial', '=', true)
    .where(
      'f.id',
      'in',
      db.selectFrom('freight_orders').select('freight_uuid').where('order_id', 'in', orderIds),
    )
    .execute();
  const byId = new Map<string, { id: string; freightId: string; orderIds: string[] }>();
  for (const r of rows) {
    const f = byId.get(r.id) ?? { id: r.id, freightId: r.freight_id, orderIds: [] };
    f.orderIds.push(r.order_id);
    byId.set(r.id, f);
  }
  return [...byId.values()];
}

/** Deletes freights by uuid (their order links go with them). */
export async function deleteFreightsById(db: Kysely<Database>, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.deleteFrom('freights').where('id', 'in', ids).execute();
}

/**
 * Orders auto-processing may plan now: new orders of the type with both dates and coordinates,
 * not failed since their last change (processing_status null), and partial orders; oldest first.
 */
export async function autoPlannableOrderIds(
  db: Kysely<Database>,
  type: 'delivery' | 'pickup',
  limit: number,
): Promise<{ orderId: string; status: string }[]> {
  const rows = await db
    .selectFrom('orders')
    .select(['order_id', 'status'])
    .where('type', '=', type)
    .where('planning_job_id', 'is', null)
    .where((eb) =>
      eb.or([
        eb.and([
          eb('status', '=', 'new'),
          eb('processing_status', 'is', null),
          eb('release_date', 'is not', null),
          eb('expected_deadline_date', 'is not', null),
          eb('delivery_coords', 'is not', null),
        ]),
        eb('status', '=', 'partial'),
      ]),
    )
    .orderBy('created_at')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ orderId: r.order_id, status: r.status }));
}

/**
 * Takes n numbers from the freight or pickup sequence, so a job's result can name its freights
 * before the commit that inserts them (a cancelled job leaves a gap, as any sequence may).
 */
export async function takeNumbers(
  db: Kysely<Database>,
  sequence: 'freight_numbers' | 'pickup_numbers',
  n: number,
): Promise<string[]> {
  if (n === 0) return [];
  const { rows } = await sql<{
    n: string;
  }>`select nextval(${sequence})::text as n from generate_series(1, ${n})`.execute(db);
  return rows.map((r) => r.n);
}

/** Orders of this type waiting on a partial freight (status 'partial', not held by a job). */
export async function partialOrderIds(db: Kysely<Database>, type: 'delivery' | 'pickup'): Promise<string[]> {
  const rows = await db
    .selectFrom('orders')
    .select('order_id')
    .where('status', '=', 'partial')
    .where('type', '=', type)
    .where('planning_job_id', 'is', null)
    .execute();
  return rows.map((r) => r.order_id);
}

/**
 * Auto-processing's turn: locks the switch's app_settings row (instances that tick together wait
 * here, one after the other) and answers whether the switch is on and no automatic job of the
 * kind is still queued or running. Call inside the transaction that enqueues.
 */
export async function autoProcessingTurn(
  db: Kysely<Database>,
  settingKey: string,
  kind: 'freights' | 'pickups',
): Promise<boolean> {
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', settingKey)
    .forUpdate()
    .executeTakeFirst();
  if (row?.value !== true) return false;
  const active = await db
    .selectFrom('planning_jobs')
    .select('id')
    .where('kind', '=', kind)
    .where('manual', '=', false)
    .where('state', 'in', ACTIVE_JOB_STATES)
    .limit(1)
    .executeTakeFirst();
  return active === undefined;
}
