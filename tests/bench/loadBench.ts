// npm run bench:load — the API under poll and list load over real HTTP (Node's fetch, keep-alive):
// BENCH_POLLERS (200) clients poll check-processing every second while BENCH_LISTERS (20) clients
// list orders back to back (BENCH_ORDERS = 20,000 orders), for BENCH_SECONDS (20); then a sign-in
// flood (20 clients signing in back to back, a full password hash each) while /api/version is polled. Prints p50/p99 and errors per
// call kind, and the targets of issue 15 (p99 ≤ 100 ms with 0 errors; version p99 ≤ 50 ms in the
// flood) next to them. Never fails on time. BENCH_LOAD / BENCH_SAVE as in bench:orders.
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { apiPath, apiUrlOf } from '../../src/core/api/endpoint.ts';
import { CONFIG_API } from '../../src/core/config/config.api.ts';
import { ORDERS_API } from '../../src/core/orders/orders.api.ts';
import { ORDERS_PROCESSING_API } from '../../src/core/orders/ordersProcessing.api.ts';
import { AUTH_API } from '../../src/core/users/auth.api.ts';
import { DEMO_USERS } from '../../src/server/db/seed/seed.ts';
import { benchApp } from './benchApp.ts';
import { BENCH_PASSWORD, benchOrdersDb } from './benchOrdersDb.ts';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 20_000);
const POLLERS = Number(process.env.BENCH_POLLERS ?? 200);
const LISTERS = Number(process.env.BENCH_LISTERS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const FLOODERS = 20;

interface Figures {
  times: number[];
  errors: number;
}
const figures = new Map<string, Figures>();
const record = (kind: string, ms: number, ok: boolean) => {
  const f = figures.get(kind) ?? { times: [], errors: 0 };
  figures.set(kind, f);
  f.times.push(ms);
  if (!ok) f.errors++;
};
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

const { db } = await benchOrdersDb(ORDERS);
const { app, headers } = await benchApp(db);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

/** One timed call; a non-2xx answer or a time-out (10 s) counts as an error. */
async function call(kind: string, path: string, init: RequestInit = {}): Promise<void> {
  const start = performance.now();
  let ok = false;
  try {
    const res = await fetch(base + path, {
      ...init,
      headers: { ...headers, ...init.headers },
      signal: AbortSignal.timeout(10_000),
    });
    await res.arrayBuffer();
    ok = res.ok;
  } catch {
    ok = false;
  }
  record(kind, performance.now() - start, ok);
}

const until = (end: number) => performance.now() < end;
const filter = (f: unknown) => `filter=${encodeURIComponent(JSON.stringify(f))}`;
const L = apiPath(ORDERS_API.list);
const LISTS = [
  `${L}?page=0&size=50`,
  `${L}?page=3&size=50&sort=customerName:desc`,
  `${L}?page=0&size=50&statuses=new&${filter({ factoryShortName: { type: 'equals', value: 'TVS' } })}`,
  `${L}?page=0&size=50&q=Debrecen`,
  `${L}?page=10&size=50&sort=expectedDeadlineDate:asc`,
];

async function poller(end: number): Promise<void> {
  // Spread the pollers over the second, as real clients are.
  await sleep(Math.random() * 1000);
  while (until(end)) {
    const start = performance.now();
    await call('check-processing', apiUrlOf(ORDERS_PROCESSING_API.checkProcessing, {}, {}));
    await sleep(Math.max(0, 1000 - (performance.now() - start)));
  }
}

async function lister(i: number, end: number): Promise<void> {
  for (let n = i; until(end); n++) {
    await call('orders list', LISTS[n % LISTS.length] ?? L);
    if (n % 5 === 0) await call('check-changes', apiUrlOf(ORDERS_API.checkChanges, {}, { count: ORDERS }));
  }
}

const printFigures = (title: string) => {
  console.log(title);
  for (const [kind, f] of figures) {
    const sorted = [...f.times].sort((a, b) => a - b);
    console.log(
      `  ${kind.padEnd(18)} ${String(sorted.length).padStart(7)} calls  p50 ${pct(sorted, 50).toFixed(1).padStart(7)} ms` +
        `  p99 ${pct(sorted, 99).toFixed(1).padStart(7)} ms  max ${(sorted.at(-1) ?? 0).toFixed(1).padStart(7)} ms  errors ${f.errors}`,
    );
  }
  figures.clear();
};

// Warm-up, not counted: each list call and each poll once, so the figures are the steady state and not
// the first queries of a cold database and a cold JIT (printed, as a slow start is worth knowing).
const warmStart = performance.now();
for (const path of LISTS) await call('warm-up', path);
await call('warm-up', apiUrlOf(ORDERS_PROCESSING_API.checkProcessing, {}, {}));
await call('warm-up', apiUrlOf(ORDERS_API.checkChanges, {}, { count: ORDERS }));
console.log(
  `warm-up (${LISTS.length + 2} calls, not counted) took ${(performance.now() - warmStart).toFixed(0)} ms`,
);
figures.clear();

const loadEnd = performance.now() + SECONDS * 1000;
await Promise.all([
  ...Array.from({ length: POLLERS }, () => poller(loadEnd)),
  ...Array.from({ length: LISTERS }, (_, i) => lister(i, loadEnd)),
]);
printFigures(
  `${POLLERS} pollers (1/s) + ${LISTERS} listers, ${ORDERS.toLocaleString('en')} orders, ${SECONDS} s (target: p99 ≤ 100 ms, 0 errors):`,
);

// Calls the clients gave up on (10 s) still run on the server: let them finish, so the flood's
// figures are the flood's own. Printed, as a long drain means the load phase overran the server.
const drainStart = performance.now();
await fetch(base + apiUrlOf(ORDERS_PROCESSING_API.checkProcessing, {}, {}), { headers });
console.log(`server drained in ${((performance.now() - drainStart) / 1000).toFixed(1)} s`);

// The sign-in flood: right passwords, so every request costs a full hash. Wrong ones would too, but
// after 30 failures the per-address lock answers 429 without hashing and the flood would test nothing.
// An error here is a sign-in refused (e.g. 503 auth.busy when more than 64 wait for a hash).
const floodEnd = performance.now() + Math.min(SECONDS, 15) * 1000;
const login = { method: 'POST', headers: { 'content-type': 'application/json' } } as const;
await Promise.all([
  ...Array.from({ length: FLOODERS }, async (_, i) => {
    while (until(floodEnd)) {
      const username = DEMO_USERS[i % DEMO_USERS.length]?.username;
      const body = JSON.stringify({ username, password: BENCH_PASSWORD });
      await call('sign-in (flood)', apiPath(AUTH_API.login), { ...login, body });
    }
  }),
  (async () => {
    while (until(floodEnd)) {
      await call('version', apiPath(CONFIG_API.version));
      await sleep(20);
    }
  })(),
]);
printFigures(`sign-in flood, ${FLOODERS} clients (target: version p99 ≤ 50 ms):`);
await app.close();
