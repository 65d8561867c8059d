// npm run bench:jobs — the realistic planning week (2,000 orders, 5 factories) stored as orders,
// submitted through POST /api/freights/process-orders and planned by the queue into stored
// freights, on an in-memory PGlite (or PostgreSQL when TEST_PG_URL / DATABASE_URL names an empty
// database). Prints end-to-end seconds, progress samples, p99 of order list calls made while the
// job runs, freights stored, and the manual combination of 9 waypoints. Figures, never asserts.
import { performance } from 'node:perf_hooks';
import { apiUrlOf } from '../../src/core/api/endpoint.ts';
import { FREIGHTS_API } from '../../src/core/freights/freights.api.ts';
import { ORDERS_API } from '../../src/core/orders/orders.api.ts';
import { createPglite, openPostgres, wrapPglite } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { insertOrderRows } from '../../src/server/db/repositories/orders.repository.ts';
import { findPlanningJob } from '../../src/server/db/repositories/planningJobs.repository.ts';
import { seedDatabase } from '../../src/server/db/seed/seed.ts';
import { drainQueue } from '../../src/server/planning/jobRunner.ts';
import { warmPlanningWorker } from '../../src/server/planning/planWorker.ts';
import { benchApp } from './benchApp.ts';
import { asStored, storePlanningWeek } from './planningWeekDb.ts';

const COUNT = Number(process.env.BENCH_ORDERS ?? 2000);
const url = process.env.TEST_PG_URL ?? process.env.DATABASE_URL;
const handle = url ? openPostgres(url) : wrapPglite(await createPglite());
const { db } = handle;
await migrateToLatest(db);
await seedDatabase(db, { demoPassword: 'bench-password' });

const week = await storePlanningWeek(db, COUNT);
const { app, headers } = await benchApp(db);
// as an instance with a job runner does at start (the bench drives the queue with drainQueue)
warmPlanningWorker();
console.log(
  `stored ${week.orders.length} orders of ${week.factories.length} factories (${url ? 'PostgreSQL' : 'PGlite'})`,
);

const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;
const t0 = performance.now();
const submit = await app.inject({
  method: 'POST',
  url: apiUrlOf(FREIGHTS_API.processOrders, {}),
  headers,
  payload: { orderIds: week.orders.map((o) => o.orderId) },
});
const { jobId } = submit.json() as { jobId: string };
console.log(`submitted: ${submit.statusCode} in ${(performance.now() - t0).toFixed(0)} ms`);

let running = true;
const drained = drainQueue(app.services).finally(() => {
  running = false;
});
// while the job runs: list calls as the grid makes them, and the job's progress as the bar sees it
const listMs: number[] = [];
const progress: { at: number; text: string }[] = [];
const lists = (async () => {
  while (running) {
    const s = performance.now();
    await app.inject({ method: 'GET', url: apiUrlOf(ORDERS_API.list, {}, { size: 50 }), headers });
    listMs.push(performance.now() - s);
    await new Promise((r) => setTimeout(r, 50));
  }
})();
const watch = (async () => {
  while (running) {
    const job = await findPlanningJob(db, jobId);
    const text = JSON.stringify(job?.progress ?? null);
    if (progress.at(-1)?.text !== text) progress.push({ at: performance.now(), text });
    await new Promise((r) => setTimeout(r, 100));
  }
})();
await Promise.all([drained, lists, watch]);
const seconds = (performance.now() - t0) / 1000;
const job = await findPlanningJob(db, jobId);
const result = job?.result as { freightIds: string[]; unplanned: unknown[] };
const gaps = progress.slice(1).map((p, i) => p.at - progress[i]!.at);
console.log(
  `job ${job?.state}: ${seconds.toFixed(1)} s end to end; freights stored ${result.freightIds.length}, orders unplanned ${result.unplanned.length}`,
);
console.log(
  `progress: ${progress.length} samples, largest gap ${(Math.max(0, ...gaps) / 1000).toFixed(2)} s (while planning: ${(Math.max(0, ...gaps.slice(1, -2)) / 1000).toFixed(2)} s)`,
);
for (const p of progress.filter((_, i) => i % Math.ceil(progress.length / 8) === 0))
  console.log(`  ${((p.at - t0) / 1000).toFixed(1)} s ${p.text}`);
console.log(
  `list calls while running: ${listMs.length}, median ${pct(listMs, 0.5).toFixed(1)} ms, p99 ${pct(listMs, 0.99).toFixed(1)} ms, max ${Math.max(...listMs).toFixed(1)} ms`,
);

// manual combination: 9 orders at 9 points around Budapest, combined on a Wednesday
const combineMs: number[] = [];
for (let run = 0; run < 5; run++) {
  const nine = Array.from({ length: 9 }, (_, k) =>
    asStored(
      {
        orderId: `MAN${run}${k}`,
        factoryShortName: 'BUD',
        deliveryPoint: { lat: 47.3 + k * 0.05, lon: 18.9 + (k % 3) * 0.1 },
        items: [{ palletType: 'EUR', pallets: 2, kg: 800 }],
        releaseDate: '2026-11-23',
        expectedDeadlineDate: '2026-11-27',
      },
      10_000 + run * 10 + k,
    ),
  );
  await insertOrderRows(db, nine);
  const s = performance.now();
  const res = await app.inject({
    method: 'POST',
    url: apiUrlOf(FREIGHTS_API.combine, { date: '2026-11-25' }),
    headers,
    payload: { orderIds: nine.map((o) => o.orderId) },
  });
  combineMs.push(performance.now() - s);
  if (res.statusCode !== 201) console.log(`combination answered ${res.statusCode}: ${res.body}`);
}
console.log(
  `manual combination of 9 waypoints: ${combineMs.map((m) => m.toFixed(0)).join(', ')} ms (median ${pct(combineMs, 0.5).toFixed(0)} ms)`,
);
await app.close();
await handle.close();
