import { type CreateTableBuilder, type Kysely, sql } from 'kysely';
import { indexEach, uuidTable, withTimestamps } from '../migrationKit.ts';

/**
 * Freights, pickups and the planning queue (issue #13).
 *
 * - `freights` / `pickups`: one row per truck job. People read them by `freight_id` / `pickup_id`
 *   (numbers from their own sequences: "fuvar 1234", "átvét 12"); the API keys writes by `id`
 *   (uuid) and `version`. Waypoints, cargo, time slot, bill, packing plan and geometry are jsonb;
 *   what the grids sort and filter on is a plain column beside them.
 * - `freight_orders` / `pickup_orders`: which orders a freight or pickup carries (an order split by
 *   pallets rides on several freights), so "the freights of these orders" is an index lookup.
 * - `planning_jobs`: the queue. Instances claim the oldest queued job with
 *   `FOR UPDATE SKIP LOCKED`, so two API instances never run one job twice; a running job's
 *   `heartbeat_at` tells a restarted instance whether its owner died.
 * - orders get the outcome of their last planning (`processing_status`, `processing_reason`) and
 *   the job that holds them while they wait or are planned.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence freight_numbers start 1000`.execute(db);
  await sql`create sequence pickup_numbers start 100`.execute(db);
  await createPlanningJobs(db);
  await createFreights(db);
  await createJobOrders(db, 'freight');
  await createPickups(db);
  await createJobOrders(db, 'pickup');
  await addOrderPlanning(db);
}

/** The planning queue and its indexes (the oldest queued first, by state and kind, per user). */
async function createPlanningJobs(db: Kysely<unknown>): Promise<void> {
  await uuidTable(db, 'planning_jobs')
    // freights | pickups | productLoad
    .addColumn('kind', 'text', (c) => c.notNull())
    // queued | running | cancelling | done | cancelled | failed
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
    // true: a person submitted it (process-orders); false: auto-processing
    .addColumn('manual', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('requested_by', 'uuid')
    .addColumn('order_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('options', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    // what a job of another kind needs (a product upload's parsed rows)
    .addColumn('payload', 'jsonb')
    // {phase, done, total, bestCost?}
    .addColumn('progress', 'jsonb')
    // ProcessingStatus of the outcome (done, noVehicle …, error) once finished
    .addColumn('processing_status', 'text')
    // {freightIds, pickupIds, unplanned:[{orderId,status,reason}], …}
    .addColumn('result', 'jsonb')
    .addColumn('error', 'text')
    .addColumn('claimed_by', 'text')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('heartbeat_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`create index planning_jobs_queue_idx on planning_jobs (created_at) where state = 'queued'`.execute(
    db,
  );
  await sql`create index planning_jobs_state_idx on planning_jobs (state, kind)`.execute(db);
  await sql`create index planning_jobs_user_idx on planning_jobs (requested_by, created_at desc)`.execute(db);
}

/** A truck job table's first columns: id, its number from its own sequence, version, status, job. */
const jobTable = (db: Kysely<unknown>, job: 'freight' | 'pickup') =>
  uuidTable(db, `${job}s`)
    .addColumn(`${job}_id`, 'text', (c) =>
      c
        .notNull()
        .unique()
        .defaultTo(sql.raw(`nextval('${job}_numbers')::text`)),
    )
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('job_id', 'uuid');

/** A truck job's days (delivery, release, expected deadline), its driver and truck plate and its transporter. */
const jobSchedule = <T extends string, C extends string>(table: CreateTableBuilder<T, C>) =>
  table
    .addColumn('delivery_date', 'date')
    .addColumn('release_date', 'date')
    .addColumn('expected_deadline_date', 'date')
    .addColumn('driver_name', 'text')
    .addColumn('truck_license_plate_number', 'text')
    .addColumn('transporter_id', 'uuid');

/** The freights with their list columns and indexes. */
async function createFreights(db: Kysely<unknown>): Promise<void> {
  await jobTable(db, 'freight')
    .addColumn('manual', 'boolean', (c) => c.notNull().defaultTo(false))
    // törtfuvar: not full, may still take orders (waits for auto-processing or manual recording)
    .addColumn('is_partial', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('factory_short_name', 'text', (c) => c.notNull())
    .addColumn('depot_short_name', 'text')
    .addColumn('truck_type', 'text')
    .$call(jobSchedule)
    .addColumn('freight_cost', 'numeric')
    .addColumn('freight_income', 'numeric')
    // {distanceFee, waypointFee, palletFee, total} of src/core/fees
    .addColumn('cost_breakdown', 'jsonb')
    .addColumn('excluded_from_automatic_processing', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('external_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('time_slot', 'jsonb')
    .addColumn('offer_sent_to_transporter_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('alternatives', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('bill', 'jsonb')
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('modified_by_transporter', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('waypoints', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('cargo', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('waypoint_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pallet_places', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('pallets', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('kg', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('distance_km', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('duration_min', 'numeric', (c) => c.notNull().defaultTo(0))
    // GeoJSON LineString from the routing provider; estimated = no road network behind it
    .addColumn('geometry', 'jsonb')
    .addColumn('packing_plan', 'jsonb')
    .$call(withTimestamps)
    .execute();
  await indexEach(db, 'freights', [
    'status',
    'delivery_date',
    'factory_short_name',
    'depot_short_name',
    'transporter_id',
    'truck_type',
    'job_id',
    'updated_at',
  ]);
  await sql`create index freights_created_idx on freights (created_at desc, id desc)`.execute(db);
  // The freight number sorts as a number ("fuvar 999" before "fuvar 1000").
  await sql`create index freights_number_idx on freights ((length(freight_id)), freight_id)`.execute(db);
}

/** Which orders a freight or a pickup carries (freight_orders, pickup_orders: the same link). */
async function createJobOrders(db: Kysely<unknown>, job: 'freight' | 'pickup'): Promise<void> {
  const table = `${job}_orders`;
  await db.schema
    .createTable(table)
    .addColumn(`${job}_uuid`, 'uuid', (c) => c.notNull().references(`${job}s.id`).onDelete('cascade'))
    .addColumn('order_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint(`${table}_pk`, [`${job}_uuid`, 'order_id'])
    .execute();
  await sql`create index ${sql.raw(`${table}_order_idx`)} on ${sql.raw(table)} (order_id)`.execute(db);
}

/** The pickups with their list columns and indexes. */
async function createPickups(db: Kysely<unknown>): Promise<void> {
  await jobTable(db, 'pickup')
    .addColumn('factory_short_name', 'text', (c) => c.notNull())
    .addColumn('depot_short_name', 'text')
    .$call(jobSchedule)
    .addColumn('external_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('time_slot', 'jsonb')
    .addColumn('cargo', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    // customer, contact and the truck the customer sends: PickupDetails of core/pickups
    .addColumn('details', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('customer_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pallets', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('kg', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .$call(withTimestamps)
    .execute();
  await indexEach(db, 'pickups', [
    'status',
    'delivery_date',
    'factory_short_name',
    'depot_short_name',
    'job_id',
    'updated_at',
  ]);
  await sql`create index pickups_created_idx on pickups (created_at desc, id desc)`.execute(db);
}

/** The orders' outcome of their last planning and the job that holds them. */
async function addOrderPlanning(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('orders')
    .addColumn('processing_status', 'text')
    .addColumn('processing_reason', 'text')
    .addColumn('planning_job_id', 'uuid')
    .execute();
  await sql`create index orders_planning_job_idx on orders (planning_job_id) where planning_job_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('processing_status').execute();
  await db.schema.alterTable('orders').dropColumn('processing_reason').execute();
  await db.schema.alterTable('orders').dropColumn('planning_job_id').execute();
  for (const t of ['pickup_orders', 'pickups', 'freight_orders', 'freights', 'planning_jobs']) {
    await db.schema.dropTable(t).execute();
  }
  await sql`drop sequence pickup_numbers`.execute(db);
  await sql`drop sequence freight_numbers`.execute(db);
}
