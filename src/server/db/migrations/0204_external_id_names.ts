import { type Kysely, sql } from 'kysely';
import { withVersionAndUpdatedAt } from '../migrationKit.ts';

const EDITORS = ['superadmin', 'admin', 'logistics_manager'];
const name = (
  n: string,
  displayName: string,
  main: boolean,
  orderFilter: boolean,
  freightFilter: boolean,
) => ({
  name: n,
  displayName,
  main,
  rolesAllowedToEdit: EDITORS,
  freightFilter,
  orderFilter,
});

/**
 * The names the orders' and items' externalIds carry from the start (shell.md §3: orderNr, incoterm,
 * deliverySpec; item itemNr); the other entities start empty. Frozen here: later changes are data.
 */
const INITIAL: Record<string, unknown[]> = {
  cargo: [],
  freight: [],
  order: [
    name('orderNr', 'Rendelésszám', true, true, true),
    name('incoterm', 'Paritás', false, true, false),
    name('deliverySpec', 'Szállítási előírás', false, false, false),
  ],
  orderItem: [name('itemNr', 'Tételszám', true, false, false)],
  pickup: [],
};

/** External id names per entity (business.md §3, §7 Settings): one row per entity, the list as jsonb. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('external_id_names')
    .addColumn('entity', 'text', (c) => c.primaryKey())
    .addColumn('names', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .$call(withVersionAndUpdatedAt)
    .execute();
  for (const [entity, names] of Object.entries(INITIAL)) {
    await sql`insert into external_id_names (entity, names) values (${entity}, cast(${JSON.stringify(names)}::text as jsonb))`.execute(
      db,
    );
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('external_id_names').ifExists().execute();
}
