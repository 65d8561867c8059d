import { type Kysely, sql } from 'kysely';
import type { ListCall } from '../../../core/list/listCall.schemas.ts';
import type { Product, ProductValues } from '../../../core/products/products.schemas.ts';
import { type ListColumn, type ListSpec, listCounts, orderListPage, whereListCall } from '../listQuery.ts';
import { rowExists } from '../rowExists.ts';
import type { Database, ProductsTable } from '../schema.ts';
import { findRow, findRowBy, findRows, newRowOf, tableRecords, versionedTable } from '../versionedTable.ts';

export type ProductRecord = Omit<Product, '__v'> & { version: number };

const COLUMNS = {
  itemId: 'item_id',
  name: 'name',
  unit: 'unit',
  kgPerUnit: 'kg_per_unit',
  kgPerPallet: 'kg_per_pallet',
  unitPerPallet: 'unit_per_pallet',
  palletType: 'pallet_type',
  priority: 'priority',
} as const satisfies Record<keyof ProductValues, keyof ProductsTable>;

/** The products table: the list's columns and the dummy flag (business.md §9). */
const PRODUCTS = versionedTable(
  'products',
  { ...COLUMNS, dummy: 'is_dummy' },
  (row, fields): ProductRecord => ({
    id: row.id,
    ...fields,
    kgPerUnit: Number(row.kg_per_unit),
    kgPerPallet: Number(row.kg_per_pallet),
    unitPerPallet: Number(row.unit_per_pallet),
    priority: Number(row.priority),
    version: row.version,
  }),
);
const toRecord = PRODUCTS.toRecord;

const stored = (column: string): ListColumn => ({ column, kind: 'storedText' });
const numeric = (column: string): ListColumn => ({ column, kind: 'asText' });

/**
 * The products list (business.md §7): sorts as stored on b-tree indexes, item id breaks ties;
 * contains and the quick filter are lower(column) LIKE, which the trigram index serves
 * (migration 0202_products_search), so the text columns are compared as stored (NOT NULL).
 */
const PRODUCTS_LIST: ListSpec = {
  columns: {
    itemId: stored('item_id'),
    name: stored('name'),
    unit: stored('unit'),
    kgPerUnit: numeric('kg_per_unit'),
    kgPerPallet: numeric('kg_per_pallet'),
    unitPerPallet: numeric('unit_per_pallet'),
    palletType: stored('pallet_type'),
    priority: numeric('priority'),
  },
  quickFilter: ['item_id', 'name', 'unit', 'pallet_type'].map((c) => sql`lower(${sql.ref(c)})`),
  tieBreak: () => [[sql.ref('item_id'), 'asc']],
};

/**
 * One page of products under a list call (business.md §7): column filters, quick filter, sort in
 * SQL on indexed columns (item id breaks ties), size -1 = all.
 */
export async function listProductsPage(
  db: Kysely<Database>,
  call: ListCall,
): Promise<{ rows: ProductRecord[]; filteredCount: number; totalCount: number }> {
  const base = db.selectFrom('products');
  const query = whereListCall(base, PRODUCTS_LIST, call);
  const [rows, counts] = await Promise.all([
    orderListPage(query.selectAll(), PRODUCTS_LIST, call).execute(),
    listCounts(base, query),
  ]);
  return { rows: rows.map(toRecord), ...counts };
}

/** The product with this id, if any. */
export function findProductById(db: Kysely<Database>, id: string): Promise<ProductRecord | undefined> {
  return findRow(db, PRODUCTS, id);
}

/** The products with these ids, in one read (a batch's stored rows; any order). */
export function findProductsByIds(db: Kysely<Database>, ids: readonly string[]): Promise<ProductRecord[]> {
  return findRows(db, PRODUCTS, ids);
}

/** The product with this item id, if any. */
export function findProductByItemId(
  db: Kysely<Database>,
  itemId: string,
): Promise<ProductRecord | undefined> {
  return findRowBy(db, PRODUCTS, 'itemId', itemId);
}

/** The products with these item ids (any order). */
export async function findProductsByItemIds(
  db: Kysely<Database>,
  itemIds: readonly string[],
): Promise<ProductRecord[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .selectFrom('products')
    .selectAll()
    .where('item_id', 'in', [...itemIds])
    .execute();
  return rows.map(toRecord);
}

/** The default dummy product (business.md §9), inserted when no dummy exists and the item id is free. */
export async function insertDummyProductIfMissing(
  db: Kysely<Database>,
  values: ProductValues,
): Promise<void> {
  if (await rowExists(db, 'products', 'is_dummy', true)) return;
  await db
    .insertInto('products')
    .values(newRowOf(PRODUCTS, { ...values, dummy: true }))
    .onConflict((oc) => oc.column('item_id').doUpdateSet({ is_dummy: true }))
    .execute();
}

/** Deletes a product; never the dummy product (false then, as for an unknown id). */
export async function deleteProduct(db: Kysely<Database>, id: string): Promise<boolean> {
  const res = await db
    .deleteFrom('products')
    .where('id', '=', id)
    .where('is_dummy', '=', false)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/**
 * The catalogue through the versioned kit (a new product is not the dummy: the column's default),
 * its delete sparing the dummy product.
 */
export const PRODUCT_RECORDS = { ...tableRecords(PRODUCTS), remove: deleteProduct };

/**
 * Inserts or updates products by item id (an upload); a row whose values are unchanged keeps its
 * version. Returns how many were inserted and updated.
 */
export async function upsertProducts(
  db: Kysely<Database>,
  products: readonly ProductValues[],
): Promise<{ created: number; updated: number }> {
  if (products.length === 0) return { created: 0, updated: 0 };
  const changed = sql<boolean>`(products.name, products.unit, products.kg_per_unit, products.kg_per_pallet,
    products.unit_per_pallet, products.pallet_type, products.priority) is distinct from
    (excluded.name, excluded.unit, excluded.kg_per_unit, excluded.kg_per_pallet,
    excluded.unit_per_pallet, excluded.pallet_type, excluded.priority)`;
  const rows = await db
    .insertInto('products')
    .values(products.map((p) => newRowOf(PRODUCTS, p)))
    .onConflict((oc) =>
      oc
        .column('item_id')
        .doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          unit: eb.ref('excluded.unit'),
          kg_per_unit: eb.ref('excluded.kg_per_unit'),
          kg_per_pallet: eb.ref('excluded.kg_per_pallet'),
          unit_per_pallet: eb.ref('excluded.unit_per_pallet'),
          pallet_type: eb.ref('excluded.pallet_type'),
          priority: eb.ref('excluded.priority'),
          version: sql`products.version + 1`,
          updated_at: sql`now()`,
        }))
        .where(changed),
    )
    .returning(sql<boolean>`(xmax = 0)`.as('inserted'))
    .execute();
  const created = rows.filter((r) => r.inserted).length;
  return { created, updated: rows.length - created };
}

/**
 * Refreshes the planner's statistics of the catalogue after a large load, so searches pick the
 * trigram index at once (PGlite runs no autovacuum; on PostgreSQL it only comes sooner).
 */
export async function analyzeProducts(db: Kysely<Database>): Promise<void> {
  await sql`analyze products`.execute(db);
}

/** How many products there are. */
export async function countProducts(db: Kysely<Database>): Promise<number> {
  const row = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Units per pallet of the catalogue's products with these item ids; null when there is no
 * catalogue (no products table, or only the dummy product): pallet counts are then kept as sent.
 * Plain SQL with to_regclass: it also answers on a database migrated without 0202_products.
 */
export async function productUnitsPerPallet(
  db: Kysely<Database>,
  itemIds: readonly string[],
): Promise<Map<string, number> | null> {
  const exists = await sql<{ t: string | null }>`select to_regclass('products')::text as t`.execute(db);
  if (!exists.rows[0]?.t) return null;
  const real = await sql<{ n: number }>`select count(*)::int as n from products where not is_dummy`.execute(
    db,
  );
  if (Number(real.rows[0]?.n ?? 0) === 0) return null;
  if (itemIds.length === 0) return new Map();
  const rows = await sql<{ item_id: string; unit_per_pallet: number }>`
    select item_id, unit_per_pallet from products where item_id in (${sql.join([...itemIds])})`.execute(db);
  return new Map(rows.rows.map((r) => [r.item_id, Number(r.unit_per_pallet)]));
}
