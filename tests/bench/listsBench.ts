// npm run bench:lists — every list page at a team's pace (issue 32 item 3). One database with
// BENCH_ROWS (20,000) rows per list: delivered freights with bills (the freights and the freight-bills
// lists), pickups, orders, offers and events; then, per list, the server time of a 100-row page
// through fastify.inject (median and p99 over BENCH_RUNS calls after BENCH_WARMUP (50) left out,
// and the process's CPU time per call:
// PGlite runs in this process, so on a busy machine the CPU figure is the one that compares with a
// quiet run), and the throughput of BENCH_CLIENTS (50) clients listing back to back over HTTP for
// BENCH_SECONDS (5) per list. PGlite always; PostgreSQL too when TEST_PG_URL or DATABASE_URL is set
// (a database of its own, dropped afterwards). Prints a table per database; never fails on time.
// The orders list keeps pages until the next write (stateCache): each timed call follows a no-op
// write, so it is the page's own cost; the throughput phase runs as the server does (cached).
// BENCH_SAVE=file keeps the seeded PGlite database as a dump, BENCH_LOAD=file starts from one (and
// migrates it: a dump from before a migration shows its backfill). BENCH_LISTS=freights,offers
// measures only the lists whose names start with one of those words.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { apiPath } from '../../src/core/api/endpoint.ts';
import { EVENTS_API } from '../../src/core/events/events.api.ts';
import { FREIGHT_BILLS_API } from '../../src/core/freightBills/freightBills.api.ts';
import type { FreightBill } from '../../src/core/freightBills/freightBills.schemas.ts';
import { FREIGHTS_API } from '../../src/core/freights/freights.api.ts';
import { OFFERS_API } from '../../src/core/offers/offers.api.ts';
import { ORDERS_API } from '../../src/core/orders/orders.api.ts';
import { PICKUPS_API } from '../../src/core/pickups/pickups.api.ts';
import { refreshBillAudits } from '../../src/server/commands/freightBillAudit.commands.ts';
import { createPglite, type DatabaseHandle, openPostgres, wrapPglite } from '../../src/server/db/client.ts';
import { jsonb } from '../../src/server/db/jsonb.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { insertPickups } from '../../src/server/db/repositories/freights.repository.ts';
import { insertOrderRows } from '../../src/server/db/repositories/orders.repository.ts';
import { activeFactoryShortNames } from '../../src/server/db/repositories/sites.repository.ts';
import { insertTransporter } from '../../src/server/db/repositories/transporters.repository.ts';
import type { Database } from '../../src/server/db/schema.ts';
import { seedDatabase } from '../../src/server/db/seed/seed.ts';
import { buildDemoOrders } from '../../src/server/db/seed/seedOrders.ts';
import { newFreightValues, newPickupValues } from '../factories/freights.factory.ts';
import { benchApp } from './benchApp.ts';
import { seedBenchFreights } from './support/benchSeed.ts';

const ROWS = Number(process.env.BENCH_ROWS ?? 20_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
// Calls left out first per list: V8 tiers PGlite's WASM up in background threads while it gets hot,
// and process.cpuUsage counts those compiles: the first list measured after 1 call left out showed
// 25-27 ms CPU per freights page, the same page 12 ms once warm (a server's steady state).
const WARMUP = Math.max(1, Number(process.env.BENCH_WARMUP ?? 50));
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CHUNK = 1_000;
const FACTORIES = ['TVS', 'KSZ', 'PVS', 'BDP', 'GYR'];
const CITIES = ['Győr', 'Pápa', 'Sopron', 'Tata', 'Pécs', 'Szeged', 'Debrecen', 'Eger'];
const CENTRES = ['KH-100', 'KH-210', 'KH-320', 'KH-430', 'KH-540'];

const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`;
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;
const seconds = (t0: number) => `${((performance.now() - t0) / 1000).toFixed(1)} s`;

/** A bill in every state the list shows (one in ten declined, a twentieth with an audit difference). */
function billOf(n: number): FreightBill {
  const kind = n % 10;
  return {
    status: kind < 3 ? 'pending' : kind < 6 ? 'accepted' : kind < 9 ? 'billed' : 'declined',
    costCentre: CENTRES[n % CENTRES.length] ?? null,
    billedAmount: n % 20 === 0 ? 66_000 + (n % 500) * 100 : 66_000,
    billNumber: `SZ-${n}`,
    comment: '',
    billData: null,
    history: [],
  };
}

/** ROWS rows per list in a migrated, seeded database. */
async function seedLists(db: Kysely<Database>): Promise<void> {
  const t0 = performance.now();
  await migrateToLatest(db);
  await seedDatabase(db, { demoPassword: 'bench-password' });
  const transporters: string[] = [];
  for (let i = 0; i < 20; i++)
    transporters.push(
      (await insertTransporter(db, { companyName: `Fuvarozó ${i} Kft.`, shortName: `LB${i}` })).id,
    );
  // Delivered freights with bills: every one is on the freights list and on the bills list.
  await seedBenchFreights(db, ROWS, CHUNK, 'delivered freights with bills', (n) => {
    const orderId = `LIST-F-${n}`;
    const base = newFreightValues();
    const bill = billOf(n);
    const day = new Date(Date.now() - (n % 400) * 86_400_000).toISOString().slice(0, 10);
    return newFreightValues({
      status: bill.status === 'billed' ? 'billed' : n % 3 === 0 ? 'shipped' : 'finished',
      factoryShortName: FACTORIES[n % FACTORIES.length] as string,
      transporterId: transporters[n % transporters.length] ?? null,
      deliveryDate: day,
      releaseDate: day,
      expectedDeadlineDate: day,
      driverName: n % 7 === 0 ? `Sofőr ${n}` : null,
      bill: bill as unknown as Record<string, unknown>,
      freightCost: n % 20 === 0 ? 120_000 : 66_000,
      waypoints: [
        { ...base.waypoints[0]!, orderId, orderIds: [orderId], city: CITIES[n % CITIES.length] ?? null },
      ],
      cargo: [{ ...base.cargo[0]!, orderId }],
    });
  });
  const tPickups = performance.now();
  for (let i = 0; i < ROWS; i += CHUNK) {
    const rows = Array.from({ length: Math.min(CHUNK, ROWS - i) }, (_, k) => {
      const orderId = `LIST-P-${i + k}`;
      return newPickupValues({
        factoryShortName: FACTORIES[(i + k) % FACTORIES.length] as string,
        details: {
          ...newPickupValues().details,
          customerName: `Vevő ${(i + k) % 300} Kft.`,
          orderIds: [orderId],
        },
        cargo: [{ ...newPickupValues().cargo[0]!, orderId }],
      });
    });
    await db.transaction().execute((trx) => insertPickups(trx, rows));
  }
  console.log(`seeded ${ROWS.toLocaleString('en')} pickups in ${seconds(tPickups)}`);
  const tOrders = performance.now();
  const today = new Date().toISOString().slice(0, 10);
  const orders = buildDemoOrders(today, await activeFactoryShortNames(db), ROWS, {
    seed: 11,
    workdays: 250,
    tag: 'L',
  });
  for (let i = 0; i < orders.length; i += 2_000)
    await db.transaction().execute((trx) => insertOrderRows(trx, orders.slice(i, i + 2_000)));
  console.log(`seeded ${ROWS.toLocaleString('en')} orders in ${seconds(tOrders)}`);
  // Offers: one per freight, to the freight's transporter; a tenth still open.
  const tOffers = performance.now();
  await sql`
    insert into offers (freight_uuid, transporter_id, status, reply_deadline_date, waterfall_next)
    select f.id, f.transporter_id,
           case when f.freight_id::bigint % 10 = 0 then 'sent'
                when f.freight_id::bigint % 3 = 0 then 'accepted' else 'rejected' end,
           now() + case when f.freight_id::bigint % 10 = 0 then interval '1 day' else interval '-1 day' end,
           ${jsonb([] as string[])}
    from freights f where f.transporter_id is not null`.execute(db);
  console.log(`seeded offers in ${seconds(tOffers)}`);
  // Events as recordEvent writes them (changes and search text), one every ~5 minutes back from now.
  const tEvents = performance.now();
  await sql`
    insert into events (at, user_id, username, role, entity, entity_id, action, changes, transporter_id, search_text)
    select now() - make_interval(mins => i * 5), null, 'user' || (i % 40),
           (array['admin','logistics_manager','transporter_manager'])[1 + i % 3],
           (array['vehicle','order','fleetVehicle','depot','user'])[1 + i % 5],
           'id-' || i, (array['created','updated','deleted'])[1 + i % 3],
           jsonb_build_array(jsonb_build_object('field', 'truckLicensePlateNumber', 'before', 'ABC-' || i, 'after', 'XYZ-' || i)),
           null,
           'trucklicenseplatenumber abc-' || i || ' xyz-' || i || ' user' || (i % 40) || ' id-' || i
    from generate_series(1, ${ROWS}) as i`.execute(db);
  console.log(`seeded ${ROWS.toLocaleString('en')} events in ${seconds(tEvents)}`);
  const audited = await refreshBillAudits(db);
  console.log(`bill audits of ${audited.toLocaleString('en')} freights stored`);
  await sql`vacuum analyze`.execute(db);
  console.log(`database ready in ${seconds(t0)}`);
}

/** The lists and the page each one is measured with (100 rows, as a grid asks). */
const ALL_LISTS: [name: string, url: string][] = [
  ['freights', `${apiPath(FREIGHTS_API.list)}?page=0&size=100`],
  ['freights (sort, page 50)', `${apiPath(FREIGHTS_API.list)}?page=50&size=100&sort=deliveryDate:desc`],
  ['pickups', `${apiPath(PICKUPS_API.list)}?page=0&size=100`],
  ['orders', `${apiPath(ORDERS_API.list)}?page=0&size=100`],
  ['freight bills', `${apiPath(FREIGHT_BILLS_API.list)}?page=0&size=100`],
  ['offers', `${apiPath(OFFERS_API.list)}?page=0&size=100`],
  ['events', `${apiPath(EVENTS_API.list)}?page=0&size=100`],
];
const only = process.env.BENCH_LISTS?.split(',').filter(Boolean);
const LISTS = ALL_LISTS.filter(([name]) => !only || only.some((word) => name.startsWith(word)));

interface Line {
  list: string;
  rows: number;
  total: number;
  median: number;
  p99: number;
  cpu: number;
  rps: number;
  loadP50: number;
  loadP99: number;
  errors: number;
}

/** The figures of every list on one database. */
async function measure(label: string, handle: DatabaseHandle): Promise<void> {
  const { app, headers } = await benchApp(handle.db);
  const lines: Line[] = [];
  console.log(`${label}: ${load()}`);
  for (const [list, url] of LISTS) {
    const times: number[] = [];
    const cpu: number[] = [];
    let rows = 0;
    let total = 0;
    for (let r = 1 - WARMUP; r <= RUNS; r++) {
      // A write (nothing changes): cached read models (the orders pages) load again.
      await sql`do $$ begin end $$`.execute(handle.db);
      const used = process.cpuUsage();
      const t = performance.now();
      const res = await app.inject({ method: 'GET', url, headers });
      const wall = performance.now() - t;
      const spent = process.cpuUsage(used);
      if (res.statusCode !== 200) throw new Error(`${list}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      const body = res.json() as { result: unknown[]; totalCount: number };
      rows = body.result.length;
      total = body.totalCount;
      // The first calls plan the queries and warm the code: left out.
      if (r <= 0) continue;
      times.push(wall);
      cpu.push((spent.user + spent.system) / 1000);
    }
    lines.push({
      list,
      rows,
      total,
      median: pct(times, 0.5),
      p99: pct(times, 0.99),
      cpu: pct(cpu, 0.5),
      rps: 0,
      loadP50: 0,
      loadP99: 0,
      errors: 0,
    });
  }
  // Throughput: CLIENTS clients over HTTP (keep-alive), each listing back to back, one list at a time.
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  for (const line of lines) {
    const url = LISTS.find(([list]) => list === line.list)?.[1] ?? '';
    const times: number[] = [];
    const end = performance.now() + SECONDS * 1000;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < end) {
          const t = performance.now();
          try {
            const res = await fetch(base + url, { headers, signal: AbortSignal.timeout(30_000) });
            await res.arrayBuffer();
            if (!res.ok) line.errors++;
          } catch {
            line.errors++;
          }
          times.push(performance.now() - t);
        }
      }),
    );
    line.rps = times.length / ((performance.now() - t0) / 1000);
    line.loadP50 = pct(times, 0.5);
    line.loadP99 = pct(times, 0.99);
  }
  await app.close();
  const f = (n: number) => n.toFixed(1).padStart(8);
  console.log(
    `\n${label}: 100-row page, ${RUNS} calls each (target ≤ 15 ms); ${CLIENTS} clients for ${SECONDS} s each`,
  );
  console.log(
    `${'list'.padEnd(26)}${'rows'.padStart(6)}${'total'.padStart(8)}  median ms   p99 ms  cpu ms |    req/s  p50 ms  p99 ms errors`,
  );
  for (const l of lines)
    console.log(
      `${l.list.padEnd(26)}${String(l.rows).padStart(6)}${String(l.total).padStart(8)}  ${f(l.median)} ${f(l.p99)} ${f(l.cpu)} | ${f(l.rps)}${f(l.loadP50)}${f(l.loadP99)} ${String(l.errors).padStart(6)}`,
    );
  console.log(`${label}: ${load()}\n`);
}

// PGlite (in memory, in this process).
{
  const loadFrom = process.env.BENCH_LOAD;
  const loaded = !!loadFrom && existsSync(loadFrom);
  const pglite = await createPglite(loaded ? { loadDataDir: new Blob([readFileSync(loadFrom)]) } : {});
  const handle = wrapPglite(pglite);
  if (loaded) {
    const t0 = performance.now();
    await migrateToLatest(handle.db);
    console.log(`loaded ${loadFrom} and migrated in ${seconds(t0)}`);
  } else await seedLists(handle.db);
  if (process.env.BENCH_SAVE && !loaded) {
    const dump = await pglite.dumpDataDir('none');
    writeFileSync(process.env.BENCH_SAVE, Buffer.from(await dump.arrayBuffer()));
  }
  await measure('PGlite', handle);
  await handle.close();
}

// PostgreSQL: a database of this run's own on the server TEST_PG_URL / DATABASE_URL names.
const pgUrl = process.env.TEST_PG_URL?.trim() || process.env.DATABASE_URL?.trim();
if (pgUrl) {
  const name = `bench_lists_${process.pid}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  try {
    const url = new URL(pgUrl);
    url.pathname = `/${name}`;
    const handle = openPostgres(url.toString(), 20);
    await seedLists(handle.db);
    await measure('PostgreSQL', handle);
    await handle.close();
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
} else console.log('PostgreSQL: skipped (set TEST_PG_URL or DATABASE_URL)');
