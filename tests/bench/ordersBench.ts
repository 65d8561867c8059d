// npm run bench:orders — 100,000 orders in a fresh in-memory PGlite, then the /orders grid's list
// calls through fastify.inject: the first page, a filter change, a sort change, a quick filter and
// the count-only check. Prints figures; never fails on time. BENCH_SAVE=file keeps the seeded
// database as a dump, BENCH_LOAD=file starts from one (seeding 100,000 orders takes minutes).
import { performance } from 'node:perf_hooks';
import { apiPath, apiUrlOf } from '../../src/core/api/endpoint.ts';
import { ORDERS_API } from '../../src/core/orders/orders.api.ts';
import { buildDemoOrders } from '../../src/server/db/seed/seedOrders.ts';
import { benchApp } from './benchApp.ts';
import { benchOrdersDb } from './benchOrdersDb.ts';
import { withBenchBrowser } from './support/benchBrowser.ts';
import { benchCellEdits } from './support/cellEditBench.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = 7;

const ms = (n: number) => `${n.toFixed(1)} ms`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

const handle = await benchOrdersDb(ORDERS);
const { db } = handle;
const today = new Date().toISOString().slice(0, 10);
// One year of workdays, so date filters and sorts see a realistic spread.
const firstDay = buildDemoOrders(today, ['TVS'], 1, { workdays: 250, tag: 'B' })[0]?.releaseDate ?? today;

const { app, headers } = await benchApp(db);

async function time(label: string, url: string): Promise<void> {
  const times: number[] = [];
  let body: { result?: unknown[]; filteredCount?: number; totalCount?: number } = {};
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    times.push(performance.now() - start);
    if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
    body = res.json();
  }
  const first = times[0] ?? 0;
  console.log(
    `${label.padEnd(44)} first ${ms(first).padStart(9)}  median ${ms(median(times.slice(1))).padStart(9)}  ` +
      `rows ${body.result?.length ?? 0}, filtered ${body.filteredCount}, total ${body.totalCount}`,
  );
}

const B = apiPath(ORDERS_API.list);
const filter = (f: unknown) => `filter=${encodeURIComponent(JSON.stringify(f))}`;
const t = performance.now();
await time('first page (50, default statuses, newest)', `${B}?page=0&size=50`);
await time(
  'filter change: factory = TVS, status new',
  `${B}?page=0&size=50&statuses=new&${filter({ factoryShortName: { type: 'equals', value: 'TVS' } })}`,
);
await time(
  'filter: customer contains "tüzép"',
  `${B}?page=0&size=50&${filter({ customerName: { type: 'contains', value: 'tüzép' } })}`,
);
await time(
  'filter: release date = first demo day',
  `${B}?page=0&size=50&${filter({ releaseDate: { type: 'equals', value: firstDay } })}`,
);
await time('sort: expected deadline asc, page 20', `${B}?page=20&size=50&sort=expectedDeadlineDate:asc`);
await time('sort: customer name desc', `${B}?page=0&size=50&sort=customerName:desc`);
await time('quick filter "Debrecen"', `${B}?page=0&size=50&q=Debrecen`);
await time('check-changes (count only)', apiUrlOf(ORDERS_API.checkChanges, {}, { count: 1 }));
console.log(
  `(${RUNS} runs each; "first" includes planning; median of the rest) ${((performance.now() - t) / 1000).toFixed(1)} s`,
);

// One grid cell saved (PATCH /bulk of one order's comment, as the grid sends it): the server's part of
// a cell save — version check, rules evaluation in the worker pool, the transaction with its event.
{
  const editable = await db
    .selectFrom('orders')
    .select(['order_id', 'version'])
    .where('status', 'in', ['new', 'invalid'])
    .limit(41)
    .execute();
  const saves: number[] = [];
  for (const [i, o] of editable.entries()) {
    const start = performance.now();
    const res = await app.inject({
      method: 'PATCH',
      url: apiPath(ORDERS_API.bulk),
      headers,
      payload: { items: [{ orderId: o.order_id, __v: o.version, changes: { comment: `bench ${i}` } }] },
    });
    if (i > 0) saves.push(performance.now() - start); // the first one warms the rules workers
    if (res.statusCode !== 200) throw new Error(`cell save: ${res.statusCode} ${res.body}`);
  }
  saves.sort((a, b) => a - b);
  const p = (q: number) => saves[Math.min(saves.length - 1, Math.floor(saves.length * q))] ?? 0;
  console.log(
    `cell save p50/p99 ${ms(p(0.5))} / ${ms(p(0.99))} (${saves.length} single-cell PATCH /bulk, server side)`,
  );
}

// In the browser: the built app (npm run build, or WEB_DIST_DIR) served by this app, signed in as
// the seeded admin; from the home page `g r` opens /orders, timed to the first rendered row; then a
// quick-filter change, timed to the grid's new count; then typed comment cells, each timed from its
// Enter to the painted value and to the confirmed save (support/cellEditBench.ts).
await withBenchBrowser(app, 'bench-password', async ({ page, base }) => {
  // Warm the orders chunk once (a returning user has it cached), then come back home.
  await page.goto(`${base}orders`);
  await page.locator('.ag-row[row-index="0"]').first().waitFor();
  await page.goto(base);
  await page.getByTestId('screen').or(page.locator('main')).first().waitFor();
  const nav = performance.now();
  await page.keyboard.press('g');
  await page.keyboard.press('r');
  await page.locator('.ag-row[row-index="0"]').first().waitFor();
  const firstRow = performance.now() - nav;
  const counts = page.getByTestId('grid-counts');
  const before = await counts.textContent();
  await page.keyboard.press('/');
  const typed = performance.now();
  await page.keyboard.type('Debrecen');
  await page.waitForFunction(([sel, old]) => document.querySelector(sel)?.textContent !== old, [
    '[data-testid="grid-counts"]',
    before,
  ] as const);
  const filterChange = performance.now() - typed;
  console.log(
    `browser: /orders first row rendered ${ms(firstRow)} after g r; quick filter "Debrecen" answered in ${ms(filterChange)} (incl. the grid's 300 ms typing debounce); ${(await counts.textContent())?.trim()}`,
  );
  // A typed comment cell of a new order: painted at once (optimistic), then confirmed by the save.
  const run = Date.now().toString(36);
  await benchCellEdits(page, base, {
    route: '/orders?status=new',
    colId: 'comment',
    rows: Number(process.env.BENCH_CELLS ?? 41),
    value: (i) => `bench ${run} ${i}`,
  });
});
await app.close();
await handle.close();
