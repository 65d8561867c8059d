// npm run bench:offers — sending 500 offers in one call (500 freights × 1 transporter, and 250 × 2),
// then the transporter's offer list (open offers, first page) at BENCH_OFFERS (50,000) offers of
// which the transporter holds half, through fastify.inject. Prints p50/p99; never fails on time.
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { apiUrlOf } from '../../src/core/api/endpoint.ts';
import { OFFERS_API } from '../../src/core/offers/offers.api.ts';
import { startSession } from '../../src/server/auth/sessions.ts';
import { createPglite, wrapPglite } from '../../src/server/db/client.ts';
import { jsonb } from '../../src/server/db/jsonb.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { insertFreights } from '../../src/server/db/repositories/freights.repository.ts';
import { insertTransporter } from '../../src/server/db/repositories/transporters.repository.ts';
import { findUserByUsername } from '../../src/server/db/repositories/users.repository.ts';
import { seedDatabase } from '../../src/server/db/seed/seed.ts';
import { newFreightValues } from '../factories/freights.factory.ts';
import { benchApp } from './benchApp.ts';

const OFFERS = Number(process.env.BENCH_OFFERS ?? 50_000);
const RUNS = 15;
const BATCH = 1_000;

const db = wrapPglite(await createPglite({})).db;
await migrateToLatest(db);
await seedDatabase(db, { demoPassword: 'bench-password' });
const { app, headers } = await benchApp(db);
const manager = await findUserByUsername(db, 'transporter-manager');
const own = manager?.transporterId as string;
const other = (
  await insertTransporter(db, { companyName: 'Bench Fuvar Kft.', shortName: 'BENCH2', active: true })
).id;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;

async function freights(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += BATCH) {
    const chunk = Array.from({ length: Math.min(BATCH, count - i) }, () => newFreightValues());
    const saved = await db.transaction().execute((trx) => insertFreights(trx, chunk));
    ids.push(...saved.map((f) => f.id));
  }
  return ids;
}

// Sending: one call per run, fresh freights each time.
for (const [label, freightCount, transporters] of [
  ['send 500 offers (500 freights × 1)', 500, [own]],
  ['send 500 offers (250 freights × 2)', 250, [own, other]],
] as const) {
  const times: number[] = [];
  for (let r = 0; r < 5; r++) {
    const ids = await freights(freightCount);
    const t = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: apiUrlOf(OFFERS_API.send),
      headers,
      payload: { freightIds: ids, transporterIds: transporters },
    });
    times.push(performance.now() - t);
    if (res.statusCode !== 201) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 300)}`);
  }
  console.log(
    `${label.padEnd(40)} p50 ${pct(times, 0.5).toFixed(0)} ms  max ${Math.max(...times).toFixed(0)} ms`,
  );
}

// The list: OFFERS offers in bulk (half the transporter's, a tenth of them open).
const t0 = performance.now();
const pool = await freights(5_000);
const existing = Number(
  (await sql<{ n: number }>`select count(*) as n from offers`.execute(db)).rows[0]?.n ?? 0,
);
for (let i = existing; i < OFFERS; i += BATCH) {
  const rows = Array.from({ length: Math.min(BATCH, OFFERS - i) }, (_, k) => {
    const n = i + k;
    const open = n % 10 === 0;
    // An open offer gets a freight of its own (n / 10 < 5,000 = pool size): the open pairs never
    // clash with each other, so the table holds exactly OFFERS offers (a skipped clash left 46,000).
    const freight = open ? Math.floor(n / 10) : n;
    return {
      freight_uuid: pool[freight % pool.length] as string,
      transporter_id: n % 2 === 0 ? own : other,
      status: open ? ('sent' as const) : n % 3 === 0 ? ('accepted' as const) : ('rejected' as const),
      reply_deadline_date: new Date(Date.now() + (open ? 1 : -1) * 86_400_000),
      waterfall_next: jsonb([] as string[]),
    };
  });
  await db.insertInto('offers').values(rows).execute();
}
await sql`vacuum analyze`.execute(db);
const total = Number(
  (await sql<{ n: number }>`select count(*) as n from offers`.execute(db)).rows[0]?.n ?? 0,
);
console.log(
  `seeded ${total.toLocaleString('en')} offers in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

if (!manager) throw new Error('seeded transporter manager missing');
const { token } = await startSession(app.services, manager);
const asTransporter = { authorization: `Bearer ${token}` };
async function measure(
  label: string,
  query: Record<string, string | number>,
  h = asTransporter,
): Promise<void> {
  const times: number[] = [];
  let rows = 0;
  for (let r = 0; r < RUNS; r++) {
    const t = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: apiUrlOf(OFFERS_API.list, undefined, query),
      headers: h,
    });
    times.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
    rows = (res.json() as { filteredCount: number }).filteredCount;
  }
  console.log(
    `${label.padEnd(40)} p50 ${pct(times, 0.5).toFixed(1)} ms  p99 ${pct(times, 0.99).toFixed(1)} ms  (${rows} rows match)`,
  );
}
await measure("transporter's open offers, first page", { page: 0, size: 100, open: 'true' });
await measure("transporter's offers, all, first page", { page: 0, size: 100 });
await measure('planner: all offers, first page', { page: 0, size: 100 }, headers);
await app.close();
