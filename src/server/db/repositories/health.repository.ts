import { type Kysely, sql } from 'kysely';
import type { Database } from '../schema.ts';

/** Whether the database answers a trivial query (GET /api/health; the caller bounds the wait). */
export async function databaseAnswers(db: Kysely<Database>): Promise<boolean> {
  return sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
}
