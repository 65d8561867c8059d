import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { ENUM_COLUMNS, enumCheckName, replaceEnumChecks } from '../enumColumns.ts';

/**
 * Status and kind columns hold only their core list's values (issue 33 item 7): a CHECK constraint
 * per column of db/enumColumns.ts, so a stray value is refused by the database, not found later.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await replaceEnumChecks(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const c of ENUM_COLUMNS) {
    await sql`alter table ${sql.id(c.table)} drop constraint if exists ${sql.id(enumCheckName(c))}`.execute(
      db,
    );
  }
}
