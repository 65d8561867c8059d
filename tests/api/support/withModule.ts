import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../src/server/db/schema.ts';

/** Runs `run` with a module switched on or off, then puts the module back as it was. */
export async function withModule(
  db: Kysely<Database>,
  key: string,
  active: boolean,
  run: () => Promise<void>,
): Promise<void> {
  const before = await db
    .selectFrom('modules')
    .select('active')
    .where('key', '=', key)
    .executeTakeFirstOrThrow();
  await sql`update modules set active = ${active} where key = ${key}`.execute(db);
  try {
    await run();
  } finally {
    await sql`update modules set active = ${before.active} where key = ${key}`.execute(db);
  }
}
