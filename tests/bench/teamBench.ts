// npm run bench:team — a team's compressed working day against real API processes (issue 32):
// BENCH_PLANNERS (25) planners (orders and freights list pages with quick filters, cell saves,
// check-changes and check-processing polls), BENCH_TRANSPORTERS (60) transporter users (offers and
// their freights lists, polls), BENCH_GATE (2) gate users (the day's dock bookings), each
// with its change stream open, and a planning job of BENCH_JOB_ORDERS (200) orders every
// BENCH_JOB_EVERY (60) s, for BENCH_TEAM_SECONDS (60) s. Runs (a) the embedded default (one process,
// PGlite) and (b) two processes on one PostgreSQL when TEST_PG_URL or DATABASE_URL is set (a fresh
// database is created beside the named one and dropped afterwards); calls alternate between the two
// instances as a load balancer would send them. Prints p50/p99 and errors per call kind, the API
// processes' event-loop delay, change events received, and stranded orders (orders still waiting
// for or in processing once every job has ended: must be 0). BENCH_TEAM_MODES=embedded|postgres
// picks one. Never fails on time.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { type AnyEndpoint, apiUrlOf, type ParamsOf } from '../../src/core/api/endpoint.ts';
import type { QueryParams } from '../../src/core/api/query.ts';
import { FREIGHTS_API } from '../../src/core/freights/freights.api.ts';
import { LIVE_API } from '../../src/core/live/live.api.ts';
import { OFFERS_API } from '../../src/core/offers/offers.api.ts';
import { ORDERS_API } from '../../src/core/orders/orders.api.ts';
import { ORDERS_PROCESSING_API } from '../../src/core/orders/ordersProcessing.api.ts';
import { ROLES, type Role } from '../../src/core/permissions/index.ts';
import { TIME_SLOTS_API } from '../../src/core/timeSlots/timeSlots.api.ts';
import { startSession } from '../../src/server/auth/sessions.ts';
import { createTokenService } from '../../src/server/auth/tokens.ts';
import { loadConfig } from '../../src/server/config.ts';
import { createPglite, type DatabaseHandle, openPostgres, wrapPglite } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { insertFreights } from '../../src/server/db/repositories/freights.repository.ts';
import { insertTransporter } from '../../src/server/db/repositories/transporters.repository.ts';
import { seedDatabase } from '../../src/server/db/seed/seed.ts';
import { withDatabase } from '../api/support/constants.ts';
import { openEventStream } from '../api/support/eventStream.ts';
import { newFreightValues } from '../factories/freights.factory.ts';
import { insertTestUser } from '../factories/users.factory.ts';
import { type ApiProcess, startApiProcess } from '../support/serverProcess.ts';
import { storePlanningWeek } from './planningWeekDb.ts';

const n = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const SECONDS = n('BENCH_TEAM_SECONDS', 60);
const PLANNERS = n('BENCH_PLANNERS', 25);
const TRANSPORTER_USERS = n('BENCH_TRANSPORTERS', 60);
const GATE = n('BENCH_GATE', 2);
const JOB_ORDERS = n('BENCH_JOB_ORDERS', 200);
const JOB_EVERY_S = n('BENCH_JOB_EVERY', 60);
const FREIGHTS = n('BENCH_FREIGHTS', 2000);
const PORT = n('BENCH_PORT', 8125);
const JWT_SECRET = 'team-bench-secret-team-bench-secret-0123';
const TRANSPORTERS = 10;
const pgUrl = process.env.TEST_PG_URL ?? process.env.DATABASE_URL;
const modes = (process.env.BENCH_TEAM_MODES ?? (pgUrl ? 'embedded,postgres' : 'embedded')).split(',');

/** A database ready for the day: seeded, a planning week of orders, transporters, freights and users. */
async function prepare(handle: DatabaseHandle) {
  const { db } = handle;
  await migrateToLatest(db);
  await seedDatabase(db, { demoPassword: 'bench-password' });
  // Enough plannable orders for every job of the day.
  const jobs = Math.max(1, Math.ceil(SECONDS / JOB_EVERY_S));
  const week = await storePlanningWeek(db, JOB_ORDERS * jobs);
  const transporters: { id: string }[] = [];
  for (let t = 0; t < TRANSPORTERS; t++)
    transporters.push(await insertTransporter(db, { companyName: `Bench Fuvar ${t}`, shortName: `BF${t}` }));
  for (let i = 0; i < FREIGHTS; i += 500)
    await insertFreights(
      db,
      Array.from({ length: Math.min(500, FREIGHTS - i) }, (_, k) =>
        newFreightValues({ transporterId: transporters[(i + k) % TRANSPORTERS]?.id ?? null }),
      ),
    );
  const config = { ...loadConfig({}), jwtSecret: JWT_SECRET };
  const services = {
    config,
    db,
    tokens: createTokenService(JWT_SECRET, 3600),
    now: () => new Date(),
    pingTimeoutMs: 3000,
  };
  const user = async (role: Role, transporterId: string | null = null) => {
    const u = await insertTestUser(db, { role, transporterId });
    return (await startSession(services, u)).token;
  };
  const tokens = {
    planners: [] as string[],
    transporters: [] as string[],
    gate: [] as string[],
  };
  for (let i = 0; i < PLANNERS; i++) tokens.planners.push(await user(ROLES.LOGISTICS_MANAGER));
  for (let i = 0; i < TRANSPORTER_USERS; i++)
    tokens.transporters.push(
      await user(
        i % 3 === 0 ? ROLES.TRANSPORTER_MANAGER : ROLES.TRANSPORTER_VIEWER,
        transporters[i % TRANSPORTERS]?.id ?? null,
      ),
    );
  for (let i = 0; i < GATE; i++) tokens.gate.push(await user(ROLES.ENTRANCE_SUPERVISOR));
  const depot = `D${week.factories[0]?.shortName ?? ''}`;
  return { tokens, orderIds: week.orders.map((o) => o.orderId), depot };
}

interface Figures {
  times: number[];
  errors: number;
  /** The first few failed calls: status (or the thrown error) and the start of the answer. */
  failures: string[];
}

/** One mode's run: the day against `bases` (one or two instances). */
async function runDay(
  label: string,
  bases: string[],
  prepared: Awaited<ReturnType<typeof prepare>>,
  processes: ApiProcess[],
) {
  const figures = new Map<string, Figures>();
  /** `outcome`: 'ok', else what failed (status, instance and answer, or the thrown error). */
  const record = (kind: string, ms: number, outcome: string) => {
    const f = figures.get(kind) ?? { times: [], errors: 0, failures: [] };
    figures.set(kind, f);
    f.times.push(ms);
    if (outcome !== 'ok') {
      f.errors++;
      if (f.failures.length < 5) f.failures.push(outcome);
    }
  };
  let turn = 0;
  /** One timed call on the next instance (round robin); non-2xx or a 10 s time-out is an error; the first five of each kind are printed. */
  async function call<E extends AnyEndpoint>(
    kind: string,
    token: string,
    e: E,
    o: { params?: ParamsOf<E>; query?: QueryParams; payload?: unknown; timeoutMs?: number } = {},
  ): Promise<unknown> {
    const base = bases[turn++ % bases.length] ?? '';
    const start = performance.now();
    let outcome = 'ok';
    let body: unknown = null;
    try {
      const res = await fetch(`${base}${apiUrlOf(e, o.params, o.query)}`, {
        method: e.method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(o.payload !== undefined && { 'content-type': 'application/json' }),
        },
        ...(o.payload !== undefined && { body: JSON.stringify(o.payload) }),
        signal: AbortSignal.timeout(o.timeoutMs ?? 10_000),
      });
      const text = await res.text();
      body = text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : null;
      if (!res.ok) outcome = `${res.status} ${base} ${text.slice(0, 300)}`;
    } catch (err) {
      outcome = `${base} ${err instanceof Error ? `${err.name}: ${err.message}` : String(err)}`;
    }
    record(kind, performance.now() - start, outcome);
    return body;
  }

  const end = performance.now() + SECONDS * 1000;
  const until = () => performance.now() < end;
  const every = async (ms: number, fn: () => Promise<unknown>) => {
    await sleep(Math.random() * ms); // clients spread over the period, as real ones are
    while (until()) {
      const start = performance.now();
      await fn();
      await sleep(Math.max(0, ms - (performance.now() - start)));
    }
  };
  const QUICK = ['', 'Buda', 'TVS', 'Győr', '12'];
  const quick = () => QUICK[Math.floor(Math.random() * QUICK.length)] ?? '';
  const page = () => {
    const q = quick();
    return { page: 0, size: 100, ...(q && { q }) };
  };

  // Every user's change stream, on an instance of its own turn.
  let events = 0;
  const streams = await Promise.all(
    [...prepared.tokens.planners, ...prepared.tokens.transporters, ...prepared.tokens.gate].map((token, i) =>
      openEventStream(`${bases[i % bases.length]}${LIVE_API.changes.path}`, {
        authorization: `Bearer ${token}`,
      }),
    ),
  );
  const countEvents = setInterval(() => {
    events = streams.reduce((sum, s) => sum + s.events.filter((e) => e.event === 'change').length, 0);
  }, 500);

  const planner = (token: string) => {
    let orders: { orderId: string; __v: number }[] = [];
    let since: string | undefined;
    return [
      every(1000, async () => {
        await call('poll check-processing', token, ORDERS_PROCESSING_API.checkProcessing);
        const c = (await call('poll check-changes', token, ORDERS_API.checkChanges, {
          query: since ? { since } : {},
        })) as { latest?: string } | null;
        if (c?.latest) since = c.latest;
      }),
      every(3000, async () => {
        const res = (await call('list orders', token, ORDERS_API.list, { query: page() })) as {
          result?: { orderId: string; __v: number; status: string }[];
        } | null;
        orders = (res?.result ?? []).filter((o) => o.status === 'new').slice(0, 20);
        await call('list freights', token, FREIGHTS_API.list, { query: page() });
      }),
      every(5000, async () => {
        const o = orders[Math.floor(Math.random() * orders.length)];
        if (!o) return;
        await call('cell save', token, ORDERS_API.recipientPhone, {
          params: { id: o.orderId },
          payload: { recipientPhone: `+36 30 ${Math.floor(1e6 + Math.random() * 8e6)}` },
        });
      }),
    ];
  };
  const transporter = (token: string) => [
    every(1000, () =>
      call('poll freights check-changes', token, FREIGHTS_API.checkChanges, { params: { id: 'freights' } }),
    ),
    every(5000, async () => {
      await call('list offers', token, OFFERS_API.list, { query: { page: 0, size: 100 } });
      await call('list freights (transporter)', token, FREIGHTS_API.list, { query: page() });
    }),
  ];
  // The gate's screen is the day's dock bookings of a depot (entrance supervisors read no freight list).
  const gate = (token: string) => [
    every(3000, () =>
      call('gate day slots', token, TIME_SLOTS_API.freightQuery, {
        query: { depotShortName: prepared.depot, date: new Date().toISOString().slice(0, 10) },
      }),
    ),
  ];
  // The planning job: the next BENCH_JOB_ORDERS orders of the week, every BENCH_JOB_EVERY s.
  const jobs = (async () => {
    const token = prepared.tokens.planners[0] ?? '';
    for (let j = 0; until(); j++) {
      const orderIds = prepared.orderIds.slice(j * JOB_ORDERS, (j + 1) * JOB_ORDERS);
      if (orderIds.length === 0) break;
      await call('planning submit', token, FREIGHTS_API.processOrders, { payload: { orderIds } });
      await sleep(Math.max(0, Math.min(JOB_EVERY_S * 1000, end - performance.now())));
    }
  })();

  const loopDelays: { p99: number; max: number }[] = [];
  const marks = processes.map((p) => p.output().length);
  await Promise.all([
    ...prepared.tokens.planners.flatMap(planner),
    ...prepared.tokens.transporters.flatMap(transporter),
    ...prepared.tokens.gate.flatMap(gate),
    jobs,
  ]);
  const load = loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
  processes.forEach((p, i) => {
    for (const m of p
      .output()
      .slice(marks[i])
      .matchAll(/event-loop-delay (\{.*\})/g))
      loopDelays.push(JSON.parse(m[1] ?? '{}') as { p99: number; max: number });
  });
  clearInterval(countEvents);
  events = streams.reduce((sum, s) => sum + s.events.filter((e) => e.event === 'change').length, 0);
  await Promise.all(streams.map((s) => s.close()));

  // Stranded: once every job has ended, no order may still wait for or be in processing.
  const token = prepared.tokens.planners[0] ?? '';
  const drainStart = performance.now();
  for (;;) {
    const s = (await call('drain check-processing', token, ORDERS_PROCESSING_API.checkProcessing, {
      timeoutMs: 60_000,
    })) as {
      isProcessing?: boolean;
    } | null;
    if (s && !s.isProcessing) break;
    if (performance.now() - drainStart > 300_000) break;
    await sleep(1000);
  }
  let stuck: { filteredCount?: number } | null = null;
  for (let attempt = 0; attempt < 5 && typeof stuck?.filteredCount !== 'number'; attempt++)
    stuck = (await call('drain list', token, ORDERS_API.list, {
      query: { page: 0, size: 1, statuses: ['waitingForProcessing', 'processing'] },
      timeoutMs: 60_000,
    })) as { filteredCount?: number } | null;
  figures.delete('drain check-processing');
  figures.delete('drain list');

  const pct = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
  console.log(
    `\n${label}: ${PLANNERS} planners, ${TRANSPORTER_USERS} transporter users, ${GATE} gate users, a ${JOB_ORDERS}-order job every ${JOB_EVERY_S} s, ${SECONDS} s; load average ${load}`,
  );
  for (const [kind, f] of [...figures].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...f.times].sort((a, b) => a - b);
    console.log(
      `  ${kind.padEnd(30)} ${String(sorted.length).padStart(7)} calls  p50 ${pct(sorted, 50).toFixed(1).padStart(7)} ms` +
        `  p99 ${pct(sorted, 99).toFixed(1).padStart(7)} ms  errors ${f.errors}`,
    );
    for (const failure of f.failures) console.log(`      failed: ${failure}`);
  }
  const worst = (k: 'p99' | 'max') => Math.max(0, ...loopDelays.map((d) => d[k]));
  console.log(
    `  event-loop delay of the API process(es), per 2 s window: worst p99 ${worst('p99')} ms, max ${worst('max')} ms (${loopDelays.length} windows)`,
  );
  console.log(`  change events received by ${streams.length} streams: ${events}`);
  console.log(
    `  stranded orders (waiting for or in processing after every job ended, must be 0): ${stuck?.filteredCount ?? 'unknown'} (jobs drained in ${((performance.now() - drainStart) / 1000).toFixed(1)} s)`,
  );
}

const probe = `--import=${path.resolve(import.meta.dirname, 'eventLoopProbe.mjs')}`;
const processEnv = { JWT_SECRET, NODE_OPTIONS: probe, RULES_WATCH: '0' };

if (modes.includes('embedded')) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'team-bench-'));
  const t0 = performance.now();
  const pglite = await createPglite({ dataDir });
  const handle = wrapPglite(pglite, dataDir);
  const prepared = await prepare(handle);
  await handle.close();
  console.log(`embedded database prepared in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const api = await startApiProcess(PORT, { ...processEnv, DATA_DIR: dataDir });
  try {
    await runDay('(a) embedded: one process on PGlite', [api.url], prepared, [api]);
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (modes.includes('postgres')) {
  if (!pgUrl) throw new Error('BENCH_TEAM_MODES=postgres needs TEST_PG_URL or DATABASE_URL');
  const name = `team_bench_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = withDatabase(pgUrl, name);
  const t0 = performance.now();
  const handle = openPostgres(url);
  const prepared = await prepare(handle);
  await handle.close();
  console.log(`PostgreSQL database prepared in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const apis = await Promise.all([
    startApiProcess(PORT + 1, { ...processEnv, DATABASE_URL: url }),
    startApiProcess(PORT + 2, { ...processEnv, DATABASE_URL: url }),
  ]);
  try {
    await runDay(
      '(b) PostgreSQL: two processes, calls alternating',
      apis.map((a) => a.url),
      prepared,
      apis,
    );
  } finally {
    await Promise.all(apis.map((a) => a.stop()));
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}
