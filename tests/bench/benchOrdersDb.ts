// A bench database with orders: a fresh in-memory PGlite, migrated, seeded and filled through
// insertOrderRows, or loaded from a dump (BENCH_LOAD=file); BENCH_SAVE=file keeps a dump.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { createPglite, type DatabaseHandle, wrapPglite } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { insertOrderRows } from '../../src/server/db/repositories/orders.repository.ts';
import { activeFactoryShortNames } from '../../src/server/db/repositories/sites.repository.ts';
import { seedDatabase } from '../../src/server/db/seed/seed.ts';
import { buildDemoOrders } from '../../src/server/db/seed/seedOrders.ts';

const BATCH = 2_000;
/** The seeded demo users' password in a bench database. */
export const BENCH_PASSWORD = 'bench-password';

/** The seeded database with `orders` bench orders (+ demo), spread over a year of workdays. */
export async function benchOrdersDb(orders: number): Promise<DatabaseHandle> {
  const load = process.env.BENCH_LOAD;
  const loaded = !!load && existsSync(load);
  const pglite = await createPglite(loaded ? { loadDataDir: new Blob([readFileSync(load)]) } : {});
  const handle = wrapPglite(pglite);
  const { db } = handle;
  if (loaded) {
    console.log(`loaded ${load}`);
    return handle;
  }
  await migrateToLatest(db);
  await seedDatabase(db, { demoPassword: BENCH_PASSWORD });
  const seeded = await activeFactoryShortNames(db);
  const t0 = performance.now();
  const today = new Date().toISOString().slice(0, 10);
  const mine = buildDemoOrders(today, seeded, orders, { seed: 11, workdays: 250, tag: 'B' });
  for (let i = 0; i < mine.length; i += BATCH) {
    const chunk = mine.slice(i, i + BATCH);
    await db.transaction().execute((trx) => insertOrderRows(trx, chunk));
  }
  await sql`vacuum analyze`.execute(db);
  console.log(
    `seeded ${orders.toLocaleString('en')} orders (+ demo) through insertOrderRows in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  if (process.env.BENCH_SAVE) {
    const dump = await pglite.dumpDataDir('none');
    writeFileSync(process.env.BENCH_SAVE, Buffer.from(await dump.arrayBuffer()));
  }
  return handle;
}
