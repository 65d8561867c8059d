import { loadavg } from 'node:os';
import { freeTimeDocks, freeTimes, timeSlotState } from '../../src/server/commands/timeSlots.commands.ts';
import type { WriteScope } from '../../src/server/commands/writeScope.ts';
import { createPglite, openPostgres, wrapPglite } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { insertFreights } from '../../src/server/db/repositories/freights.repository.ts';
import { insertDepot, replaceDocks } from '../../src/server/db/repositories/sites.repository.ts';
import { seedDatabase } from '../../src/server/db/seed/seed.ts';
import { slotCells } from '../../src/web/features/timeSlots/timeSlotGrid.ts';
import { newFreightValues } from '../factories/freights.factory.ts';
import { benchApp } from './benchApp.ts';
import { withBenchBrowser } from './support/benchBrowser.ts';

/**
 * npm run bench:timeslots [bookings]: a depot with 12 docks open 6:00–22:00 every day, 30-minute
 * slots, 5,000 bookings in the next 30 days (PGlite, or DATABASE_URL). Prints p50/p95 of the free-slot
 * queries (/free/time, /free/all-time-dock), of the day's state (GET /api/timeSlot) and of building the
 * day view's cells from it; then, with the app built (npm run build), the day view's render in
 * headless Chromium (target ≤ 500 ms). Never fails on time.
 */
const BOOKINGS = Number(process.argv[2] ?? 5000);
const handle = process.env.DATABASE_URL
  ? openPostgres(process.env.DATABASE_URL)
  : wrapPglite(await createPglite());
const { db } = handle;
await migrateToLatest(db);
await seedDatabase(db, { demoPassword: 'bench-password-123' });
const shortName = `BENCH${Date.now() % 100000}`;
const depotId = await insertDepot(db, {
  name: 'Bench depó',
  shortName,
  address: null,
  geometry: null,
  isActive: true,
  openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: '6:00', to: '22:00' })),
  lengthOfTimeSlot: 30,
  timeSlotReservationLimit: 5,
});
await replaceDocks(
  db,
  depotId,
  Array.from({ length: 12 }, (_, i) => ({ name: `R${i + 1}` })),
);
const docks = await db
  .selectFrom('docks')
  .select(['id', 'name'])
  .where('depot_id', '=', depotId)
  .orderBy('position')
  .execute();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const SLOTS = 32;
const t = performance.now();
const values = Array.from({ length: BOOKINGS }, (_, i) => {
  // Fill slots of each day dock by dock: index → day, dock, slot (every place used once).
  const perDay = SLOTS * docks.length;
  const d = Math.floor(i / perDay) % 30;
  const within = i % perDay;
  const dock = docks[within % docks.length]!;
  const slot = Math.floor(within / docks.length);
  const minutes = 6 * 60 + slot * 30;
  return newFreightValues({
    status: 'accepted',
    depotShortName: shortName,
    deliveryDate: day(1 + ((d * 7) % 30)),
    timeSlot: {
      time: `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`,
      dockId: dock.id,
      dockName: dock.name,
      timeSlotWidth: 1,
    },
  });
});
for (let i = 0; i < values.length; i += 500) await insertFreights(db, values.slice(i, i + 500));
console.log(
  `insert ${BOOKINGS} booked freights (trigger + exclusion constraint): ${(performance.now() - t).toFixed(0)} ms`,
);
const count = await db
  .selectFrom('time_slot_bookings')
  .select(db.fn.countAll().as('n'))
  .executeTakeFirstOrThrow();
console.log(`bookings stored: ${count.n}`);

const scope = {
  services: { db, now: () => new Date() },
  rules: null,
  actor: {
    role: 'logistics_manager',
    userId: null,
    username: 'bench',
    transporterId: null,
    synthetic: false,
  },
  activeModules: ['time_slot', 'pickup'],
} as unknown as WriteScope;

async function measure(name: string, run: (i: number) => Promise<unknown> | unknown, n = 200) {
  for (let i = 0; i < 10; i++) await run(i);
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const s = performance.now();
    await run(i);
    times.push(performance.now() - s);
  }
  times.sort((a, b) => a - b);
  const q = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!.toFixed(2);
  console.log(`${name.padEnd(48)} p50 ${q(0.5)} ms  p95 ${q(0.95)} ms`);
}

const q = (i: number) => ({ depotShortName: shortName, date: day(1 + (i % 30)) });
await measure('free/time (one dock, width 1)', (i) =>
  freeTimes(scope, { ...q(i), dockId: docks[i % 12]!.id, timeSlotWidth: 1 }),
);
await measure('free/all-time-dock (width 2)', (i) => freeTimeDocks(scope, { ...q(i), timeSlotWidth: 2 }));
await measure(
  'GET /api/timeSlot (day state)',
  (i) => timeSlotState(scope, q(i).depotShortName, q(i).date),
  100,
);
const state = await timeSlotState(scope, shortName, day(1));
await measure('day view cells (12 docks × 32 slots)', () => slotCells(state), 200);

// In headless Chromium (the built app): /timeslots on the bench depot, chosen in the depot field;
// from today (no bookings) `]` opens tomorrow, timed to its 12 × 32 booked cells on screen, and
// `[` goes back; p50 and max over the runs (the key press to the rendered day: query + render).
const { app } = await benchApp(db);
const RUNS = 7;
await withBenchBrowser(app, 'bench-password-123', async ({ page, base }) => {
  await page.goto(`${base}timeslots`);
  await page.getByTestId('time-slots-day').waitFor();
  await page.getByTestId('ts-depot').getByRole('button').focus();
  await page.keyboard.press('Enter');
  await page.keyboard.type(shortName.toLowerCase());
  await page.keyboard.press('Enter');
  await page.getByTestId('time-slots-day').filter({ hasText: 'Bench depó' }).waitFor();
  await page.getByTestId('time-slots-grid').waitFor();
  const full = SLOTS * docks.length;
  const booked = (n: number) =>
    page.waitForFunction((want) => document.querySelectorAll('.ts-cell.booked').length === want, n, {
      timeout: 120_000,
    });
  const runs: { total: number; render: number }[] = [];
  for (let i = 0; i < RUNS; i++) {
    const answer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/api/timeSlot'));
    const t = performance.now();
    await page.keyboard.press('BracketRight');
    await (await answer).finished();
    const answered = performance.now();
    await booked(full);
    const done = performance.now();
    runs.push({ total: done - t, render: done - answered });
    await page.keyboard.press('BracketLeft');
    await booked(0);
  }
  const stats = (pick: (r: { total: number; render: number }) => number) => {
    const [first, ...rest] = runs.map(pick);
    rest.sort((a, b) => a - b);
    const f = (v: number | undefined) => `${(v ?? 0).toFixed(0)} ms`;
    return `first ${f(first)}, p50 ${f(rest[Math.floor(rest.length / 2)])}, max ${f(rest.at(-1))}`;
  };
  console.log(
    `load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min)`,
  );
  console.log(
    `browser: day view of ${docks.length} docks × ${SLOTS} slots, ${full} bookings, after ]: rendered from the day's answer ${stats((r) => r.render)} (target ≤ 500 ms); key press to rendered (query + render) ${stats((r) => r.total)}`,
  );
});
await app.close();
await handle.close();
