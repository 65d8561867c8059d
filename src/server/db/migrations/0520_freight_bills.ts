import { type Kysely, sql } from 'kysely';

/**
 * Freight bills (issue 20). A bill stays in `freights.bill` (jsonb, migration 0400) and is written
 * with the freight's version; the /freight-bills grid reads the view `freight_bill_rows`: the
 * delivered freights (shipped, finished, billed) with the bill's fields as plain columns and the
 * transporter's name. The view is inlined by the planner, so the expression indexes below serve its
 * filters (bill status, cost centre) and its default order (newest delivery first) at 100,000 bills.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createBillRowsView(db);
  const delivered = sql.raw(`where status in ('shipped', 'finished', 'billed')`);
  await sql`create index freights_bill_status_idx on freights ((coalesce(bill ->> 'status', 'pending')), delivery_date desc) ${delivered}`.execute(
    db,
  );
  await sql`create index freights_bill_cost_centre_idx on freights ((bill ->> 'costCentre')) ${delivered}`.execute(
    db,
  );
  await sql`create index freights_bill_order_idx on freights (delivery_date desc, (length(freight_id)) desc, freight_id desc) ${delivered}`.execute(
    db,
  );
  await sql`create index freights_bill_transporter_idx on freights (transporter_id, delivery_date desc) ${delivered}`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop view if exists freight_bill_rows`.execute(db);
  for (const name of [
    'freights_bill_status_idx',
    'freights_bill_cost_centre_idx',
    'freights_bill_order_idx',
    'freights_bill_transporter_idx',
  ]) {
    await sql`drop index if exists ${sql.raw(name)}`.execute(db);
  }
}

/**
 * The view of the /freight-bills grid; later migrations add columns at its end (`more`, each
 * starting with a comma) with create or replace, which keeps the columns before them.
 */
export async function createBillRowsView(db: Kysely<unknown>, more = sql``): Promise<void> {
  await sql`create or replace view freight_bill_rows as
    select f.id, f.freight_id, f.version, f.status, f.delivery_date, f.factory_short_name,
      f.depot_short_name, f.transporter_id, t.company_name as transporter_name, f.truck_type,
      f.freight_cost, f.freight_income, f.cost_breakdown, f.distance_km, f.waypoint_count, f.cargo,
      f.bill, f.search_text, f.updated_at,
      coalesce(f.bill ->> 'status', 'pending') as bill_status,
      f.bill ->> 'costCentre' as cost_centre,
      (f.bill ->> 'billedAmount')::numeric as billed_amount,
      f.bill ->> 'billNumber' as bill_number,
      coalesce(f.bill ->> 'comment', '') as bill_comment,
      f.bill -> 'billData' ->> 'billNumber' as batch_bill_number,
      f.bill -> 'billData' ->> 'billDate' as batch_bill_date${more}
    from freights f
    left join transporters t on t.id = f.transporter_id
    where f.status in ('shipped', 'finished', 'billed')`.execute(db);
}
