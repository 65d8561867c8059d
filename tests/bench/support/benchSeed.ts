import { performance } from 'node:perf_hooks';
import { type Kysely, sql } from 'kysely';
import { insertFreights, type NewFreight } from '../../../src/server/db/repositories/freights.repository.ts';
import type { Database } from '../../../src/server/db/schema.ts';

/**
 * Stores `total` freights built by `build(n)` in transactions of `chunk`, analyses the tables and
 * prints "seeded <total> <what> in <s> s" (the bench set-up of the freights and bills benches).
 */
export async function seedBenchFreights(
  db: Kysely<Database>,
  total: number,
  chunk: number,
  what: string,
  build: (n: number) => NewFreight,
): Promise<void> {
  const t0 = performance.now();
  for (let i = 0; i < total; i += chunk) {
    const rows = Array.from({ length: Math.min(chunk, total - i) }, (_, k) => build(i + k));
    await db.transaction().execute((trx) => insertFreights(trx, rows));
  }
  await sql`vacuum analyze`.execute(db);
  console.log(
    `seeded ${total.toLocaleString('en')} ${what} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}
