// npm run bench:organizer — a week with 1,000 freights and pickups at one depot (plus 1,200
// freights elsewhere, so the week holds 2,000 freight routes) in a fresh in-memory PGlite:
// query-organizer and query-map through fastify.inject (p50/p99), then in headless Chromium the
// built app (npm run build): the board rendered after PageDown, and the map drawing 2,000 routes.
// Prints figures; never fails on time. Targets (issue 21): query ≤ 100 ms, board ≤ 1 s, map ≤ 1 s.
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { apiUrlOf } from '../../src/core/api/endpoint.ts';
import type { FreightStatus } from '../../src/core/config/enums.ts';
import { ORGANIZER_API } from '../../src/core/organizer/organizer.api.ts';
import { createPglite, wrapPglite } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { insertFreights, insertPickups } from '../../src/server/db/repositories/freights.repository.ts';
import { insertDepot } from '../../src/server/db/repositories/sites.repository.ts';
import { seedDatabase } from '../../src/server/db/seed/seed.ts';
import { newFreightValues, newPickupValues } from '../factories/freights.factory.ts';
import { benchApp } from './benchApp.ts';
import { withBenchBrowser } from './support/benchBrowser.ts';

const AT_DEPOT = 1_000;
const ELSEWHERE = 1_200;
const RUNS = 15;
const DEPOT = 'BNCH';
const DEPOT_POINT: [number, number] = [19.04, 47.5];
const CITIES: [string, [number, number]][] = [
  ['Győr', [17.635, 47.687]],
  ['Pápa', [17.467, 47.33]],
  ['Sopron', [16.585, 47.685]],
  ['Tata', [18.318, 47.652]],
  ['Pécs', [18.233, 46.072]],
  ['Szeged', [20.148, 46.253]],
  ['Debrecen', [21.627, 47.532]],
  ['Eger', [20.377, 47.902]],
  ['Vác', [19.133, 47.775]],
  ['Zalaegerszeg', [16.844, 46.842]],
];
const STATUSES: FreightStatus[] = ['new', 'published', 'accepted', 'scheduled', 'finalized'];
const DAY = 86_400_000;
const weekday = (new Date().getUTCDay() + 6) % 7;
const monday = new Date(Date.now() + (7 - weekday) * DAY).toISOString().slice(0, 10);
const day = (n: number) => new Date(Date.parse(`${monday}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
const ms = (v: number) => `${v.toFixed(1)} ms`;

const handle = wrapPglite(await createPglite({}));
const { db } = handle;
await migrateToLatest(db);
await seedDatabase(db, { demoPassword: 'bench-password' });
await insertDepot(db, {
  name: 'Bench depó',
  shortName: DEPOT,
  isActive: true,
  lengthOfTimeSlot: 30,
  timeSlotReservationLimit: 2,
  geometry: { type: 'Point', coordinates: DEPOT_POINT },
});

function freightAt(n: number, depot: string) {
  const base = newFreightValues();
  const stops = [0, 1, 2].map((k) => CITIES[(n + k * 3) % CITIES.length] as [string, [number, number]]);
  const d = day(n % 5);
  return newFreightValues({
    status: STATUSES[n % STATUSES.length] as FreightStatus,
    factoryShortName: 'TVS',
    depotShortName: depot,
    truckType: n % 3 === 0 ? 'T33' : 'T24L',
    releaseDate: d,
    deliveryDate: d,
    expectedDeadlineDate: day((n % 5) + 3),
    waypoints: stops.map(([city, point], k) => ({
      ...base.waypoints[0]!,
      orderId: `BENCH-${n}-${k}`,
      orderIds: [`BENCH-${n}-${k}`],
      city,
      point: { type: 'Point' as const, coordinates: point },
    })),
    cargo: [{ ...base.cargo[0]!, orderId: `BENCH-${n}-0` }],
    geometry: { type: 'LineString', coordinates: [DEPOT_POINT, ...stops.map(([, p]) => p)], estimated: true },
  });
}

const t0 = performance.now();
const pickups = Math.round(AT_DEPOT / 5);
for (let i = 0; i < AT_DEPOT - pickups; i += 500) {
  const n = Math.min(500, AT_DEPOT - pickups - i);
  await db.transaction().execute((trx) =>
    insertFreights(
      trx,
      Array.from({ length: n }, (_, k) => freightAt(i + k, DEPOT)),
    ),
  );
}
await insertPickups(
  db,
  Array.from({ length: pickups }, (_, k) =>
    newPickupValues({
      depotShortName: DEPOT,
      releaseDate: day(k % 5),
      deliveryDate: day(k % 5),
      expectedDeadlineDate: day(6),
    }),
  ),
);
for (let i = 0; i < ELSEWHERE; i += 600) {
  await db.transaction().execute((trx) =>
    insertFreights(
      trx,
      Array.from({ length: 600 }, (_, k) => freightAt(AT_DEPOT + i + k, 'OTHR')),
    ),
  );
}
await sql`vacuum analyze`.execute(db);
console.log(
  `stored ${AT_DEPOT} freights and pickups at ${DEPOT} and ${ELSEWHERE} freights elsewhere in the week of ${monday} in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

const { app, headers } = await benchApp(db);
// The figures depend on what else runs: the load average is printed with them.
console.log(
  `load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' / ')} (1 / 5 / 15 min)`,
);
async function time(label: string, url: string, check: (body: Record<string, unknown[]>) => string) {
  const runs: number[] = [];
  let summary = '';
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    runs.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    summary = check(res.json());
  }
  const [first, ...rest] = runs;
  rest.sort((a, b) => a - b);
  const p50 = rest[Math.floor(rest.length / 2)] ?? 0;
  const p99 = rest[Math.min(rest.length - 1, Math.floor(rest.length * 0.99))] ?? 0;
  console.log(`${label}: first ${ms(first ?? 0)}, p50 ${ms(p50)}, p99 ${ms(p99)} (${summary})`);
}
await time(
  `query-organizer, depot ${DEPOT}, one week`,
  apiUrlOf(ORGANIZER_API.queryOrganizer, {}, { from: day(0), to: day(6), depot: DEPOT }),
  (b) => `${b.cards?.length} cards, ${b.days?.length} days`,
);
await time(
  'query-map, every depot, one week',
  apiUrlOf(ORGANIZER_API.queryMap, {}, { from: day(0), to: day(6) }),
  (b) => `${b.freights?.length} freights with lines`,
);

await withBenchBrowser(app, 'bench-password', async ({ page, base }) => {
  // The week before (empty), then PageDown: timed to the 1,000 cards on screen.
  await page.goto(`${base}freight-organizer?depot=${DEPOT}&week=${day(-7)}`);
  await page.getByTestId('org-board').waitFor();
  await page.getByText('Nincs fuvar vagy átvétel.').first().waitFor();
  const t = performance.now();
  await page.keyboard.press('PageDown');
  await page.waitForFunction(
    (n) => document.querySelectorAll('[data-testid="org-card"]').length >= n,
    AT_DEPOT,
    {
      timeout: 120_000,
    },
  );
  const board = performance.now() - t;
  console.log(`browser: board of ${AT_DEPOT} cards rendered ${ms(board)} after PageDown (query + render)`);

  const m = performance.now();
  await page.goto(`${base}map?from=${day(0)}&to=${day(6)}`);
  await page.waitForFunction(
    () =>
      Number(document.querySelector('[data-testid="freight-map"]')?.getAttribute('data-route-count') ?? 0) >
        0 && Boolean(document.querySelector('[data-testid="fm-count"]')?.getAttribute('data-draw-ms')),
    undefined,
    {
      timeout: 120_000,
    },
  );
  const total = performance.now() - m;
  const draw = Number(await page.getByTestId('fm-count').getAttribute('data-draw-ms'));
  const count = await page.getByTestId('freight-map').getAttribute('data-route-count');
  console.log(
    `browser: map drew ${count} freight routes in ${ms(draw)} (features built to first complete render); page load to drawn ${ms(total)}`,
  );
});
await app.close();
await handle.close();
