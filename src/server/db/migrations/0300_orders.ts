import { type Kysely, sql } from 'kysely';
import { indexEach, uuidTable, withTimestamps } from '../migrationKit.ts';

/**
 * Orders and their items (issue #9). The customer, coordinates, external ids and invalid reasons
 * are jsonb; what the list sorts and filters on (customer name and code, order number, incoterm,
 * item totals) is kept in plain columns beside them, written by the repository on every save, so
 * a page of 100,000 orders is an index scan. The factory is not a foreign key: deleting a factory
 * must not fail on history, and the command checks the factory on save.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createOrders(db);
  await indexOrders(db);
  await createOrderCounts(db);
  await createOrderItems(db);
}

/** The orders table with its plain list columns beside the jsonb ones. */
async function createOrders(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('order_id', 'text', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
    .addColumn('status_before_close', 'text')
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('delivery'))
    .addColumn('customer', 'jsonb', (c) => c.notNull())
    .addColumn('customer_name', 'text', (c) => c.notNull())
    .addColumn('customer_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('delivery_address', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('delivery_coords', 'jsonb')
    .addColumn('delivery_to_site', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('order_date', 'date')
    .addColumn('order_deadline_date', 'date')
    .addColumn('release_date', 'date')
    .addColumn('expected_deadline_date', 'date')
    .addColumn('first_release_date_estimation', 'date')
    .addColumn('factory_short_name', 'text', (c) => c.notNull())
    .addColumn('preferred_trucks', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('external_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('order_nr', 'text')
    .addColumn('incoterm', 'text')
    .addColumn('erp_code', 'text')
    .addColumn('delivery_interval', 'integer')
    .addColumn('delivery_interval_type', 'text')
    .addColumn('product_category', 'text')
    .addColumn('invalid_reasons', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('item_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pallets_count', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('kg', 'numeric', (c) => c.notNull().defaultTo(0))
    .$call(withTimestamps)
    .execute();
}

/** The list's indexes (filters, default order, name sorts, id prefix) and the quick filter's haystack. */
async function indexOrders(db: Kysely<unknown>): Promise<void> {
  await indexEach(db, 'orders', [
    'status',
    'factory_short_name',
    'order_date',
    'order_deadline_date',
    'release_date',
    'expected_deadline_date',
    'updated_at',
    'order_nr',
    'customer_code',
  ]);
  // Default order of the list (newest first), name sorts and the case-insensitive id prefix.
  await sql`create index orders_created_idx on orders (created_at desc, order_id desc)`.execute(db);
  await sql`create index orders_customer_name_idx on orders (lower(customer_name))`.execute(db);
  await sql`create index orders_order_id_lower_idx on orders (lower(order_id) text_pattern_ops)`.execute(db);
  // The quick filter's one lower-cased haystack (id, customer, code, order number, address).
  await sql`alter table orders add column search_text text generated always as (lower(
    order_id || ' ' || customer_name || ' ' || customer_code || ' ' || coalesce(order_nr, '') || ' ' || delivery_address
  )) stored`.execute(db);
}

/**
 * Exact counts per status and factory, kept by statement triggers: the grid's counts under the
 * default and factory filters are a sum over a few rows instead of a scan of every order.
 */
async function createOrderCounts(db: Kysely<unknown>): Promise<void> {
  await sql`create table order_counts (
    status text not null,
    factory_short_name text not null,
    n bigint not null default 0,
    primary key (status, factory_short_name)
  )`.execute(db);
  await sql`create function order_counts_apply() returns trigger language plpgsql as $$
    begin
      if tg_op in ('INSERT', 'UPDATE') then
        insert into order_counts (status, factory_short_name, n)
          select status, factory_short_name, count(*) from new_rows group by 1, 2
          on conflict (status, factory_short_name) do update set n = order_counts.n + excluded.n;
      end if;
      if tg_op in ('DELETE', 'UPDATE') then
        insert into order_counts (status, factory_short_name, n)
          select status, factory_short_name, -count(*) from old_rows group by 1, 2
          on conflict (status, factory_short_name) do update set n = order_counts.n + excluded.n;
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger orders_count_insert after insert on orders referencing new table as new_rows
    for each statement execute function order_counts_apply()`.execute(db);
  await sql`create trigger orders_count_update after update on orders
    referencing old table as old_rows new table as new_rows
    for each statement execute function order_counts_apply()`.execute(db);
  await sql`create trigger orders_count_delete after delete on orders referencing old table as old_rows
    for each statement execute function order_counts_apply()`.execute(db);
}

/** The order items, deleted with their order. */
async function createOrderItems(db: Kysely<unknown>): Promise<void> {
  await uuidTable(db, 'order_items')
    .addColumn('order_id', 'text', (c) =>
      c.notNull().references('orders.order_id').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('quantity', 'numeric', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull().defaultTo('db'))
    .addColumn('kg', 'numeric', (c) => c.notNull())
    .addColumn('pallets_count', 'numeric', (c) => c.notNull().defaultTo(0))
    .addColumn('pallet_type', 'text', (c) => c.notNull().defaultTo('EUR'))
    .addColumn('release_date', 'date')
    .addColumn('deadline_date', 'date')
    .addColumn('external_ids', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await sql`create index order_items_order_idx on order_items (order_id, position)`.execute(db);
  await sql`create index order_items_item_idx on order_items (item_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['order_items', 'orders', 'order_counts'])
    await db.schema.dropTable(t).ifExists().execute();
  await sql`drop function if exists order_counts_apply()`.execute(db);
}
