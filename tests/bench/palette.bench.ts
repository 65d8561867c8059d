/**
 * Palette match time over 10,000 records (target ≤ 100 ms per keystroke): `npm run bench:palette`.
 * Builds the index the way the palette does (folded text once), then times typical queries; then the
 * server search (GET /api/search) at 20,000 orders (p50/p99).
 */
import { performance } from 'node:perf_hooks';
import { apiPath } from '../../src/core/api/endpoint.ts';
import { SEARCH_API } from '../../src/core/search/search.api.ts';
import { searchPalette, toPaletteItem } from '../../src/web/commands/paletteSearch.ts';
import { benchApp } from './benchApp.ts';
import { benchOrdersDb } from './benchOrdersDb.ts';

const CITIES = [
  'Győr',
  'Székesfehérvár',
  'Debrecen',
  'Miskolc',
  'Pécs',
  'Szeged',
  'Kecskemét',
  'Nyíregyháza',
];
const KINDS = ['Rendelés', 'Fuvar', 'Gyári átvét', 'Felhasználó', 'Termék'];
const N = 10_000;

const items = Array.from({ length: N }, (_, i) =>
  toPaletteItem({
    id: `rec:${i}`,
    label: `${KINDS[i % KINDS.length]} ${241122 + (i % 97)}TVS${String(i).padStart(5, '0')} – ${CITIES[i % CITIES.length]}`,
    group: 'recent',
    keywords: `vevő-${i % 311} ${CITIES[(i * 7) % CITIES.length]}`,
  }),
);

const QUERIES = [
  'r',
  'rendeles',
  'fuvar 1234',
  'szekesfeherv',
  'gyari atvet debrecen',
  'TVS0999',
  'nincs ilyen szoveg',
  'vevo-42 pecs',
];
const runs = 25;
const rows: { query: string; median: number; max: number; hits: number }[] = [];
for (const q of QUERIES) {
  const times: number[] = [];
  let hits = 0;
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    hits = searchPalette(items, q).length;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  rows.push({ query: q, median: times[Math.floor(runs / 2)] ?? 0, max: times[runs - 1] ?? 0, hits });
}
console.log(`palette search over ${N.toLocaleString('en')} records, ${runs} runs per query`);
for (const r of rows) {
  console.log(
    `${r.query.padEnd(24)} median ${r.median.toFixed(2).padStart(6)} ms   max ${r.max.toFixed(2).padStart(6)} ms   hits ${r.hits}`,
  );
}
const worst = Math.max(...rows.map((r) => r.max));
console.log(`worst: ${worst.toFixed(2)} ms (target ≤ 100 ms) → ${worst <= 100 ? 'OK' : 'TOO SLOW'}`);

// The server search behind the palette (GET /api/search): orders at SEARCH_BENCH_ORDERS (20,000) in
// a fresh in-memory PGlite, through fastify.inject as the seeded admin; p50/p99 per query.
const ORDERS = Number(process.env.SEARCH_BENCH_ORDERS ?? 20_000);
const handle = await benchOrdersDb(ORDERS);
const { app, headers } = await benchApp(handle.db);
const sample = await handle.db
  .selectFrom('orders')
  .select(['order_id', 'customer_name'])
  .orderBy('created_at')
  .limit(1)
  .executeTakeFirstOrThrow();
const SERVER_QUERIES = [
  sample.customer_name.split(' ')[0] ?? 'kft',
  'tuzep',
  'kecskemet',
  'debrecen kossuth',
  sample.order_id.slice(0, 9),
  sample.order_id,
  'nincs ilyen vevo',
];
const SERVER_RUNS = 31;
const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;
console.log(
  `\nserver search GET /api/search over ${ORDERS.toLocaleString('en')} orders (+ demo), ${SERVER_RUNS} runs per query`,
);
const all: number[] = [];
for (const q of SERVER_QUERIES) {
  const times: number[] = [];
  let hits = 0;
  for (let r = 0; r < SERVER_RUNS; r++) {
    const t0 = performance.now();
    const res = await app.inject({
      method: 'GET',
      url: `${apiPath(SEARCH_API.search)}?q=${encodeURIComponent(q)}`,
      headers,
    });
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${q}: ${res.statusCode} ${res.body}`);
    hits = (res.json() as { hits: unknown[] }).hits.length;
  }
  times.sort((a, b) => a - b);
  all.push(...times);
  console.log(
    `${q.slice(0, 24).padEnd(24)} p50 ${pct(times, 0.5).toFixed(1).padStart(7)} ms   p99 ${pct(times, 0.99).toFixed(1).padStart(7)} ms   hits ${hits}`,
  );
}
all.sort((a, b) => a - b);
console.log(
  `server search, all queries: p50 ${pct(all, 0.5).toFixed(1)} ms, p99 ${pct(all, 0.99).toFixed(1)} ms`,
);
await app.close();
await handle.close();
