import type { Kysely } from 'kysely';
import { uuidTable, withVersionAndTimestamps } from '../migrationKit.ts';

/**
 * Product catalogue (issue #6 item 4, business.md §3 Product): unique item id, versioned rows,
 * indexes for the grid's sorts on 100k rows (the unique item id index serves itemId).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await uuidTable(db, 'products')
    .addColumn('item_id', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('kg_per_unit', 'double precision', (c) => c.notNull())
    .addColumn('kg_per_pallet', 'double precision', (c) => c.notNull())
    .addColumn('unit_per_pallet', 'double precision', (c) => c.notNull())
    .addColumn('pallet_type', 'text', (c) => c.notNull())
    .addColumn('priority', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_dummy', 'boolean', (c) => c.notNull().defaultTo(false))
    .$call(withVersionAndTimestamps)
    .execute();
  // The grid's usual sorts (name, pallet type, priority) page through an index; item id ties.
  for (const column of ['name', 'pallet_type', 'priority']) {
    await db.schema
      .createIndex(`products_${column}_idx`)
      .on('products')
      .columns([column, 'item_id'])
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('products').ifExists().execute();
}
