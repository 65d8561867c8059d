import type { Kysely } from 'kysely';

/** Imported gazetteer (npm run geo:import): GeoNames postal-code rows for Hungary. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('geo_places')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('postal_code', 'text')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('county_code', 'text', (c) => c.notNull())
    .addColumn('lat', 'double precision', (c) => c.notNull())
    .addColumn('lng', 'double precision', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('geo_places').execute();
}
