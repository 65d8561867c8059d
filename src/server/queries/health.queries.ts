import type { Kysely } from 'kysely';
import { databaseAnswers as pingDatabase } from '../db/repositories/health.repository.ts';
import type { Database } from '../db/schema.ts';

/** A database that has not answered `select 1` by then counts as down. */
const DATABASE_PROBE_MS = 5000;

/** True when the database answers a trivial query in time. */
export async function databaseAnswers(db: Kysely<Database>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATABASE_PROBE_MS);
  });
  const probe = pingDatabase(db);
  try {
    return await Promise.race([probe, late]);
  } finally {
    clearTimeout(timer);
  }
}
