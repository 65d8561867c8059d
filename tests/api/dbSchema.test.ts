import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { ENUM_COLUMNS } from '../../src/server/db/enumColumns.ts';
import { renderSchemaFile, SCHEMA_FILE } from '../../src/server/db/schemaFile.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

describe.each(BACKENDS)('db/schema.ts is the migrated database [%s]', (backend) => {
  const env = useTestEnv(backend);

  it('the checked-in schema equals the one generated from the migrated database (run `npm run db:schema`)', async () => {
    const generated = await renderSchemaFile(env().database.db);
    expect(generated).toBe(await readFile(SCHEMA_FILE, 'utf8'));
  });

  it('status and kind columns hold only their core list: the seeded data does, a stray value is refused', async () => {
    const db = env().database.db;
    for (const c of ENUM_COLUMNS) {
      // The seeded rows satisfy the constraint (else the migration or the seed would have failed).
      const value = c.jsonKey ? sql`(${sql.id(c.column)} ->> ${sql.lit(c.jsonKey)})` : sql.id(c.column);
      const stray = await sql<{ n: number }>`
        select count(*)::int as n from ${sql.id(c.table)}
        where ${value} is not null and ${value} <> all(${[...c.values]}::text[])`.execute(db);
      expect(stray.rows[0]?.n, `${c.table}.${c.column}`).toBe(0);
    }
    // Seeded tables refuse a stray value by the column's constraint.
    for (const [table, column] of [
      ['orders', 'status'],
      ['users', 'role'],
      ['base_config', 'delivery_interval_type'],
      ['orders', 'processing_status'],
    ] as const) {
      await expect(
        sql`update ${sql.id(table)} set ${sql.id(column)} = 'noSuchValue'`.execute(db),
        `${table}.${column}`,
      ).rejects.toThrow(`${table}_${column}_check`);
    }
    // A bill's status inside the freight's jsonb (the freight_bill_rows view's bill_status) is checked too.
    const freights = await sql<{ n: number }>`select count(*)::int as n from freights`.execute(db);
    expect(freights.rows[0]?.n).toBeGreaterThan(0);
    await expect(
      sql`update freights set bill = coalesce(bill, '{}'::jsonb) || '{"status": "noSuchValue"}'::jsonb`.execute(
        db,
      ),
    ).rejects.toThrow('freights_bill_status_check');
  });
});
