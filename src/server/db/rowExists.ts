import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.ts';

/**
 * Whether the table holds a row whose column has this value (`null`: whose column is null): the
 * "is it taken / is there one yet" read of the repositories, one row at the most.
 */
export async function rowExists<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  column: keyof Database[T] & string,
  value: string | boolean | null,
): Promise<boolean> {
  const matches = value === null ? sql`is null` : sql`= ${value}`;
  const { rows } =
    await sql`select 1 from ${sql.table(table)} where ${sql.ref(column)} ${matches} limit 1`.execute(db);
  return rows.length > 0;
}
