import { type Kysely, sql } from 'kysely';
import type { Database } from '../../src/server/db/schema.ts';
import { monthBeyond, todayIso } from './dates.ts';

/**
 * The last date the seeded database holds: the greatest value of every `date` column of every table
 * (orders, freights, bills, calendar, capacity…), or today when it holds none after today. A test that
 * needs a period of its own takes `periodBeyondSeed`, so no seeded row reaches it whatever the clock.
 */
export async function seedLastDate(db: Kysely<Database>): Promise<string> {
  const { rows: columns } = await sql<{ table_name: string; column_name: string }>`
    select table_name, column_name from information_schema.columns
    where table_schema = current_schema() and data_type = 'date'`.execute(db);
  let last = todayIso();
  for (const { table_name, column_name } of columns) {
    const { rows } = await sql<{ last: string | null }>`
      select max(${sql.ref(column_name)})::text as last from ${sql.table(table_name)}`.execute(db);
    const value = rows[0]?.last;
    if (value && value > last) last = value;
  }
  return last;
}

/** A month after everything seeded (a year past the seed's last date): `{from, to}`. */
export async function periodBeyondSeed(db: Kysely<Database>): Promise<{ from: string; to: string }> {
  return monthBeyond(await seedLastDate(db));
}
