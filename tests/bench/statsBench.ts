// npm run bench:stats — 100,000 freights over a year in a fresh in-memory PGlite, then the statistics
// calls through fastify.inject: a month, a quarter and the whole year by each grouping, the details'
// first page and the orders table. Prints p50/p99 per call; never fails on time (issue 22 target:
// ≤ 500 ms per call over 100,000 freights).
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { SMTPServer } from 'smtp-server';
import { apiUrlOf } from '../../src/core/api/endpoint.ts';
import { STATISTICS_API } from '../../src/core/statistics/statistics.api.ts';
import { createPglite, wrapPglite } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { enqueueMessages } from '../../src/server/db/repositories/notifications.repository.ts';
import { seedDatabase } from '../../src/server/db/seed/seed.ts';
import { notificationSettings } from '../../src/server/notifications/notificationSettings.ts';
import { channelDelivery, processOutbox } from '../../src/server/notifications/outboxSender.ts';
import { addMonths, monthEnd, monthPeriod, todayIso } from '../support/dates.ts';
import { benchApp } from './benchApp.ts';

const FREIGHTS = Number(process.env.BENCH_FREIGHTS ?? 100_000);
const RUNS = 11;

const db = wrapPglite(await createPglite({})).db;
await migrateToLatest(db);
await seedDatabase(db, { demoPassword: 'bench-password' });
const transporters = (await db.selectFrom('transporters').select('id').execute()).map((t) => t.id);
// The freights fill this year (the bench's figures do not depend on which year).
const year = { from: `${todayIso().slice(0, 4)}-01-01`, to: `${todayIso().slice(0, 4)}-12-31` };
const YEAR_START = sql`${year.from}::date`;
const t0 = performance.now();
// One set-based insert: factories, depots, trucks, statuses, transporters and dates cycle by row number.
await sql`
  insert into freights (status, factory_short_name, depot_short_name, truck_type, transporter_id, delivery_date,
    expected_deadline_date, pallets, pallet_places, kg, distance_km, freight_cost, freight_income)
  select (array['new','published','accepted','scheduled','shipped','finished','billed','cancelled'])[1 + n % 8],
    (array['TVS','MTR','ORB','KSZ','GYR'])[1 + n % 5],
    (array['TISZA','TISZA','ORBOT','ORBOT', null])[1 + n % 5],
    (array['D22S','D22L','T24S','T24L'])[1 + n % 4],
    (${sql.val(transporters)}::uuid[])[1 + n % greatest(1, ${transporters.length})],
    ${YEAR_START} + (n % 365),
    ${YEAR_START} + (n % 365) + (n % 7) - 2,
    10 + n % 23, 10 + n % 23, 8000 + (n % 97) * 100, 20 + n % 300, 60000 + (n % 500) * 200, 80000 + (n % 450) * 230
  from generate_series(1, ${FREIGHTS}) as n`.execute(db);
await sql`vacuum analyze`.execute(db);
console.log(
  `seeded ${FREIGHTS.toLocaleString('en')} freights in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);

const { app, headers } = await benchApp(db);
const pct = (xs: number[], p: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))] ?? 0;

async function measure(label: string, url: string): Promise<void> {
  const times: number[] = [];
  for (let r = 0; r <= RUNS; r++) {
    const t = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    if (r > 0) times.push(performance.now() - t);
    if (res.statusCode !== 200) throw new Error(`${label}: ${res.statusCode} ${res.body}`);
  }
  console.log(
    `${label.padEnd(40)} p50 ${pct(times, 0.5).toFixed(1)} ms  p99 ${pct(times, 0.99).toFixed(1)} ms`,
  );
}

const month = monthPeriod(year.from, 5);
const quarter = { from: addMonths(year.from, 3), to: monthEnd(addMonths(year.from, 5)) };
for (const groupBy of ['depot', 'factory', 'transporter', 'truckType', 'status']) {
  await measure(
    `freights, a month by ${groupBy}`,
    apiUrlOf(STATISTICS_API.freights, undefined, { ...month, groupBy }),
  );
}
await measure(
  'freights, a quarter by factory, weekly',
  apiUrlOf(STATISTICS_API.freights, undefined, {
    ...quarter,
    groupBy: 'factory',
    interval: 'week',
  }),
);
await measure(
  'freights, the year by depot, monthly',
  apiUrlOf(STATISTICS_API.freights, undefined, { ...year, groupBy: 'depot', interval: 'month' }),
);
await measure(
  'freights, the year by transporter, daily',
  apiUrlOf(STATISTICS_API.freights, undefined, { ...year, groupBy: 'transporter', interval: 'day' }),
);
await measure(
  'details, the year, first 1000',
  apiUrlOf(STATISTICS_API.details, undefined, { ...year, groupBy: 'factory', key: 'TVS' }),
);
await measure('table: truck-types, the year', apiUrlOf(STATISTICS_API.table, { table: 'truck-types' }, year));
await measure('table: orders, the year', apiUrlOf(STATISTICS_API.table, { table: 'orders' }, year));

// The outbox (issue 22 target: ≥ 100 messages/s to a local SMTP server): 1,000 queued e-mails,
// sender rounds of 50 until none is left, through nodemailer to smtp-server on 127.0.0.1.
const received = { count: 0 };
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, _session, done) {
    stream.on('data', () => undefined);
    stream.on('end', () => {
      received.count++;
      done();
    });
  },
});
await new Promise<void>((ok) => smtp.listen(0, '127.0.0.1', ok));
const smtpPort = (smtp.server.address() as AddressInfo).port;
const MESSAGES = 1_000;
await enqueueMessages(
  db,
  Array.from({ length: MESSAGES }, (_, i) => ({
    channel: 'email' as const,
    idempotencyKey: `bench:${i}`,
    recipient: `vevo${i}@example.hu`,
    subject: 'Megrendelés ütemezve',
    body: 'Tisztelt Vevő! A megrendelését ütemeztük.',
  })),
);
const deliver = channelDelivery({ ...notificationSettings({}), smtpUrl: `smtp://127.0.0.1:${smtpPort}` });
const t1 = performance.now();
let sent = 0;
for (;;) {
  const round = await processOutbox(db, deliver);
  sent += round.sent;
  if (round.sent + round.failed === 0) break;
}
const seconds = (performance.now() - t1) / 1000;
console.log(
  `outbox: ${sent} e-mails in ${seconds.toFixed(2)} s = ${(sent / seconds).toFixed(0)} messages/s (${received.count} received)`,
);
await new Promise<void>((ok) => smtp.close(() => ok()));
await app.close();
