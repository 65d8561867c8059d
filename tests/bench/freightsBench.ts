// npm run bench:freights — 20,000 stored freights in a fresh in-memory PGlite, then the /freights
// grid's list calls through fastify.inject: the first page, filter changes (status, factory, quick
// filter, freightId), a sort change, the freight documents, and the edits (a save and a status
// step, ≤ 100 ms). Prints p50/p99 per call; never fails on time.
import { performance } from 'node:perf_hooks';
import { apiUrlOf } from '../../src/core/api/endpoint.ts';
import { addDays } from '../../src/core/calendar/workdays.ts';
import type { FreightStatus } from '../../src/core/config/enums.ts';
import { FREIGHT_DOCUMENTS_API } from '../../src/core/freights/freightDocuments.api.ts';
import { FREIGHTS_API } from '../../src/core/freights/freights.api.ts';
import { createPglite, wrapPglite } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { seedDatabase } from '../../src/server/db/seed/seed.ts';
import { newFreightValues } from '../factories/freights.factory.ts';
import { addMonths, todayIso } from '../support/dates.ts';
import { benchApp } from './benchApp.ts';
import { seedBenchFreights } from './support/benchSeed.ts';

const FREIGHTS = Number(process.env.BENCH_FREIGHTS ?? 20_000);
const RUNS = 15;
const BATCH = 1_000;
const FACTORIES = ['TVS', 'KSZ', 'PVS', 'BDP', 'GYR'];
const CITIES = [
  'Győr',
  'Pápa',
  'Sopron',
  'Tata',
  'Pécs',
  'Szeged',
  'Debrecen',
  'Eger',
  'Vác',
  'Zalaegerszeg',
];
const STATUSES: FreightStatus[] = ['new', 'published', 'accepted', 'scheduled', 'shipped', 'cancelled'];

const db = wrapPglite(await createPglite({})).db;
await migrateToLatest(db);
await seedDatabase(db, { demoPassword: 'bench-password' });
// Deliveries over the days of next month.
const BENCH_MONTH = addMonths(todayIso(), 1);
await seedBenchFreights(db, FREIGHTS, BATCH, 'freights', (n) => {
  const orderId = `BENCH-${n}`;
  const base = newFreightValues();
  return newFreightValues({
    status: STATUSES[n % STATUSES.length] as FreightStatus,
    factoryShortName: FACTORIES[n % FACTORIES.length] as string,
    deliveryDate: addDays(BENCH_MONTH, n % 28),
    driverName: n % 7 === 0 ? `Sofőr ${n}` : null,
    waypoints: [
      { ...base.waypoints[0]!, orderId, orderIds: [orderId], city: CITIES[n % CITIES.length] ?? null },
    ],
    cargo: [{ ...base.cargo[0]!, orderId }],
  });
});

const { app, headers } = await benchApp(db);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;

async function measure(label: string, query: Record<string, string | number>): Promise<void> {
  const times: number[] = [];
  let rows = 0;
  for (let r = 0; r < RUNS; r++) {
    const t = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: apiUrlOf(FREIGHTS_API.list, undefined, query),
      headers,
    });
    times.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
    rows = (res.json() as { filteredCount: number }).filteredCount;
  }
  console.log(
    `${label.padEnd(34)} p50 ${pct(times, 0.5).toFixed(1)} ms  p99 ${pct(times, 0.99).toFixed(1)} ms  (${rows} rows match)`,
  );
}

const page = { page: 0, size: 100 };
await measure('first page (default statuses)', page);
await measure('filter: status scheduled', { ...page, statuses: 'scheduled' });
await measure('filter: factory KSZ', {
  ...page,
  filter: JSON.stringify({ factoryShortName: { type: 'equals', value: 'KSZ' } }),
});
await measure('filter: quick "szeged"', { ...page, q: 'szeged' });
await measure('filter: freightId (3 numbers)', { ...page, freightId: '1000,5000,19999' });
await measure('filter: orderIds BENCH-123', {
  ...page,
  filter: JSON.stringify({ orderIds: { type: 'equals', value: 'BENCH-123' } }),
});
await measure('sort: freightId desc', { ...page, sort: 'freightId:desc' });
await measure('sort: deliveryDate asc', { ...page, sort: 'deliveryDate:asc' });
await measure('sort: transporterName asc', { ...page, sort: 'transporterName:asc' });

// Documents (issue 14): a freight sheet PDF (≤ 300 ms) and a packing-plan SVG (≤ 50 ms) of one of
// the stored freights (one in the middle, so a small BENCH_FREIGHTS run has it too); their first
// call loads the fonts and is left out of the figures.
const MIDDLE = String(1000 + Math.floor(FREIGHTS / 2));
async function measureDocument(label: string, url: string): Promise<void> {
  const times: number[] = [];
  for (let r = 0; r <= RUNS; r++) {
    const t = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    if (r > 0) times.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
  }
  console.log(
    `${label.padEnd(34)} p50 ${pct(times, 0.5).toFixed(1)} ms  p99 ${pct(times, 0.99).toFixed(1)} ms`,
  );
}
await measureDocument(
  'document: freight sheet PDF',
  apiUrlOf(FREIGHT_DOCUMENTS_API.freightPdf, { id: MIDDLE }),
);
await measureDocument(
  'document: packing-plan SVG',
  apiUrlOf(FREIGHT_DOCUMENTS_API.cargoPlanSvg, undefined, { freightId: MIDDLE }),
);
// Edits (issue 14): a field save and a status step of a stored freight, each at the version the
// previous call answered (new ↔ published, so every step really writes the row and its event).
type Response = Awaited<ReturnType<typeof app.inject>>;
async function measureWrite(label: string, call: (version: number, r: number) => Promise<Response>) {
  const times: number[] = [];
  let version = -1;
  for (let r = 0; r <= RUNS; r++) {
    const t = performance.now();
    const res = await call(version, r);
    if (r > 0) times.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
    version = (res.json() as { __v: number }).__v;
  }
  console.log(
    `${label.padEnd(34)} p50 ${pct(times, 0.5).toFixed(1)} ms  p99 ${pct(times, 0.99).toFixed(1)} ms`,
  );
}
const versionOf = async (freightId: string) =>
  (
    (
      await app.inject({ method: 'GET', url: apiUrlOf(FREIGHTS_API.details, { id: freightId }), headers })
    ).json() as { freight: { __v: number } }
  ).freight.__v;
const put = (url: string, payload: object): Promise<Response> =>
  app.inject({ method: 'PUT', url, headers, payload });
// Freights 1006 and 1012 are stored as new (every sixth status of the seeding).
await measureWrite('edit: freight save (driver)', async (v, r) => {
  const version = v < 0 ? await versionOf('1006') : v;
  const url = apiUrlOf(FREIGHTS_API.update, { id: '1006', version: String(version) });
  return put(url, { driverName: `Sofőr ${r}`, confirmed: true });
});
await measureWrite('edit: freight status step', async (v, r) => {
  const version = v < 0 ? await versionOf('1012') : v;
  const status = r % 2 === 0 ? 'published' : 'new';
  const url = apiUrlOf(FREIGHTS_API.setStatus, { id: '1012', version: String(version) });
  return put(url, { status, confirmed: true });
});
await app.close();
