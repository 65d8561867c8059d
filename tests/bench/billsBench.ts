// npm run bench:bills — 100,000 delivered freights (BENCH_BILLS) in a fresh in-memory PGlite, then
// the /freight-bills calls through fastify.inject: the first page, filters (bill status, transporter,
// period, cost centre, quick filter), a sort change, and a batch accept of 5,000 bills (one
// transaction with 5,000 events; run 3 times on fresh pending bills), then in headless Chromium typed
// bill-number cells (Enter → painted value, Enter → confirmed save). Prints p50/p99 of the wall time
// and the p50 of this process's CPU time (PGlite runs in it: on a busy machine the CPU time is the
// figure that compares with a quiet run), and the load average; never fails on time.

import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { apiUrlOf } from '../../src/core/api/endpoint.ts';
import { FREIGHT_BILLS_API } from '../../src/core/freightBills/freightBills.api.ts';
import type { FreightBill } from '../../src/core/freightBills/freightBills.schemas.ts';
import { refreshBillAudits } from '../../src/server/commands/freightBillAudit.commands.ts';
import { createPglite, wrapPglite } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { insertTransporter } from '../../src/server/db/repositories/transporters.repository.ts';
import { seedDatabase } from '../../src/server/db/seed/seed.ts';
import { newFreightValues } from '../factories/freights.factory.ts';
import { benchApp } from './benchApp.ts';
import { withBenchBrowser } from './support/benchBrowser.ts';
import { seedBenchFreights } from './support/benchSeed.ts';
import { benchCellEdits } from './support/cellEditBench.ts';

const BILLS = Number(process.env.BENCH_BILLS ?? 100_000);
const BATCH_ACCEPT = Math.min(5_000, Math.floor(BILLS / 4));
const RUNS = 15;
const CHUNK = 1_000;
const FACTORIES = ['TVS', 'MTR', 'ORB', 'KNY'];
const CENTRES = ['KH-100', 'KH-210', 'KH-320', 'KH-430', 'KH-540'];

const db = wrapPglite(await createPglite({})).db;
await migrateToLatest(db);
await seedDatabase(db, { demoPassword: 'bench-password' });
const transporters: string[] = [];
for (let i = 0; i < 20; i++) {
  transporters.push(
    (await insertTransporter(db, { companyName: `Fuvarozó ${i} Kft.`, shortName: `FT${i}` })).id,
  );
}
const bill = (n: number): FreightBill | null => {
  const kind = n % 10;
  if (kind < 4) return null;
  return {
    status: kind < 7 ? 'accepted' : kind < 9 ? 'billed' : 'declined',
    costCentre: CENTRES[n % CENTRES.length] ?? null,
    // The carrier mostly charges the fee the tables give (66,000 Ft for the factory freight on the
    // default table); one bill in twenty differs (the price audit's "csak eltérés" filter).
    billedAmount: n % 20 === 0 ? 66_000 + (n % 500) * 100 : 66_000,
    billNumber: `SZ-${n}`,
    comment: '',
    billData: null,
    history: [],
  };
};
await seedBenchFreights(db, BILLS, CHUNK, 'bills', (n) => {
  const orderId = `BILLB-${n}`;
  const base = newFreightValues();
  const b = bill(n);
  return newFreightValues({
    status: b?.status === 'billed' ? 'billed' : n % 3 === 0 ? 'shipped' : 'finished',
    factoryShortName: FACTORIES[n % FACTORIES.length] as string,
    transporterId: transporters[n % transporters.length] ?? randomUUID(),
    deliveryDate: new Date(Date.UTC(2025, 0, 1) + (n % 600) * 86_400_000).toISOString().slice(0, 10),
    bill: b as Record<string, unknown> | null,
    freightCost: n % 20 === 0 ? 120_000 : 66_000,
    waypoints: [{ ...base.waypoints[0]!, orderId, orderIds: [orderId] }],
    cargo: [{ ...base.cargo[0]!, orderId }],
  });
});

const { app, headers } = await benchApp(db);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;
const line = (label: string, times: number[], cpu: number[], extra = '') =>
  console.log(
    `${label.padEnd(40)} p50 ${pct(times, 0.5).toFixed(1)} ms  p99 ${pct(times, 0.99).toFixed(1)} ms  cpu p50 ${pct(cpu, 0.5).toFixed(1)} ms  ${extra}`,
  );
/** Runs `f`, answers its wall and CPU milliseconds. */
async function timed(f: () => Promise<void>): Promise<[number, number]> {
  const cpu = process.cpuUsage();
  const t = performance.now();
  await f();
  const used = process.cpuUsage(cpu);
  return [performance.now() - t, (used.user + used.system) / 1000];
}
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
console.log(load());

async function measure(label: string, query: Record<string, string | number | string[]>): Promise<void> {
  const times: number[] = [];
  const cpu: number[] = [];
  let rows = 0;
  for (let r = 0; r < RUNS; r++) {
    const [wall, used] = await timed(async () => {
      const res = await app.inject({
        method: 'GET',
        url: apiUrlOf(FREIGHT_BILLS_API.list, undefined, query),
        headers,
      });
      if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
      rows = (res.json() as { filteredCount: number }).filteredCount;
    });
    times.push(wall);
    cpu.push(used);
  }
  line(label, times, cpu, `(${rows} rows match)`);
}

// The price audit is stored per bill; freights inserted straight into the table (as here, or after
// migration 0640 on an existing database) are all stale once, until the server's background
// refresher's round (run here directly). Measured apart: the figures below are the steady state.
const tAudit = performance.now();
const audited = await refreshBillAudits(db);
console.log(
  `audit: recompute ${audited.toLocaleString('en')} bills (once)`.padEnd(40),
  `${((performance.now() - tAudit) / 1000).toFixed(2)} s`,
);

const page = { page: 0, size: 100 };
await measure('first page', page);
await measure('filter: audit differences', { ...page, differences: 'true' });
await measure('filter: status pending', { ...page, statuses: 'pending' });
await measure('filter: status billed', { ...page, statuses: 'billed' });
await measure('filter: transporter', {
  ...page,
  filter: JSON.stringify({ transporterId: { type: 'equals', value: transporters[3] } }),
});
await measure('filter: period (one month)', { ...page, from: '2025-03-01', to: '2025-03-31' });
await measure('filter: cost centre KH-210', {
  ...page,
  filter: JSON.stringify({ costCentre: { type: 'equals', value: 'KH-210' } }),
});
await measure('filter: status + transporter + period', {
  ...page,
  statuses: 'accepted',
  from: '2025-01-01',
  to: '2025-06-30',
  filter: JSON.stringify({ transporterId: { type: 'equals', value: transporters[5] } }),
});
await measure('filter: quick "sz-4711"', { ...page, q: 'sz-4711' });
await measure('sort: freightId desc', { ...page, sort: 'freightId:desc' });

await measure('filter: audit differences + status', { ...page, differences: 'true', statuses: 'accepted' });

// Batch accept: 5,000 pending bills in one call (one transaction, one event per bill).
const acceptTimes: number[] = [];
const acceptCpu: number[] = [];
for (let r = 0; r < 3; r++) {
  const pending = await db
    .selectFrom('freight_bill_rows')
    .select('id')
    .where('bill_status', '=', 'pending')
    .limit(BATCH_ACCEPT)
    .execute();
  if (pending.length === 0) break;
  const [wall, used] = await timed(async () => {
    const res = await app.inject({
      method: 'PUT',
      url: apiUrlOf(FREIGHT_BILLS_API.batchAccept),
      headers,
      payload: { freightIds: pending.map((p) => p.id) },
    });
    if (res.statusCode !== 200) throw new Error(`batch accept: ${res.statusCode} ${res.body.slice(0, 300)}`);
  });
  acceptTimes.push(wall);
  acceptCpu.push(used);
}
line(
  `batch accept of ${BATCH_ACCEPT.toLocaleString('en')} bills`,
  acceptTimes,
  acceptCpu,
  `(${acceptTimes.length} runs)`,
);
// The breakdown dialog's call: one bill's audit recomputed when asked.
const some = await db.selectFrom('freight_bill_rows').select('id').limit(RUNS).execute();
const auditTimes: number[] = [];
const auditCpu: number[] = [];
for (const { id } of some) {
  const [wall, used] = await timed(async () => {
    const res = await app.inject({ method: 'GET', url: apiUrlOf(FREIGHT_BILLS_API.audit, { id }), headers });
    if (res.statusCode !== 200) throw new Error(`audit: ${res.statusCode} ${res.body}`);
  });
  auditTimes.push(wall);
  auditCpu.push(used);
}
line('audit breakdown of one bill (on demand)', auditTimes, auditCpu);

// In the browser (the built app, signed in as the seeded admin): typed bill number cells of bills
// not billed yet (the list narrowed to them by ?freightId=), each timed from its Enter to the painted
// value (optimistic) and to the confirmed save (support/cellEditBench.ts).
const cells = Number(process.env.BENCH_CELLS ?? 41);
const editable = await db
  .selectFrom('freight_bill_rows')
  .select('freight_id')
  .where('bill_status', 'in', ['pending', 'accepted'])
  .orderBy('freight_id')
  .limit(cells)
  .execute();
const run = Date.now().toString(36);
await withBenchBrowser(app, 'bench-password', ({ page, base }) =>
  benchCellEdits(page, base, {
    route: `/freight-bills?freightId=${editable.map((r) => r.freight_id).join(',')}`,
    colId: 'billNumber',
    rows: editable.length,
    value: (i) => `SZ-${run}-${i}`,
  }),
);
console.log(load());
await app.close();
