import { sql } from 'kysely';
import type { EventFilters } from '../../src/core/events/events.schemas.ts';
import { ALL_ROWS, type ListCall } from '../../src/core/list/listCall.schemas.ts';
import { createPglite, openPostgres, wrapPglite } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { type EventScope, listEventsPage } from '../../src/server/db/repositories/events.repository.ts';

/**
 * npm run bench:events [rows]: the event log at 100,000 events over a year on PGlite (or
 * DATABASE_URL): the /events list calls (first page, date range, entity/action, free text over the
 * changes, a transporter's own events, deep page, -1 = all of one day). Prints figures; never fails on time.
 */
const ROWS = Number(process.argv[2] ?? 100_000);
const TRANSPORTER = '11111111-1111-4111-8111-111111111111';
const handle = process.env.DATABASE_URL
  ? openPostgres(process.env.DATABASE_URL)
  : wrapPglite(await createPglite());
const { db } = handle;
await migrateToLatest(db);

// Generated in SQL: one event every ~5 minutes going back a year, 1 in 20 a transporter's.
const t = performance.now();
await sql`
  insert into events (at, user_id, username, role, entity, entity_id, action, changes, transporter_id, search_text)
  select now() - make_interval(mins => i * 5),
         null,
         'user' || (i % 40),
         (array['admin','logistics_manager','transporter_manager'])[1 + i % 3],
         (array['vehicle','order','fleetVehicle','depot','user'])[1 + i % 5],
         'id-' || i,
         (array['created','updated','deleted'])[1 + i % 3],
         jsonb_build_array(jsonb_build_object('field', 'truckLicensePlateNumber', 'before', 'ABC-' || i, 'after', 'XYZ-' || i)),
         case when i % 20 = 0 then ${TRANSPORTER}::uuid else null end,
         -- What recordEvent writes (eventSearchText): fields and values, user name, entity id.
         'trucklicenseplatenumber abc-' || i || ' xyz-' || i || ' user' || (i % 40) || ' id-' || i
  from generate_series(1, ${ROWS}) as i`.execute(db);
console.log(`insert ${ROWS} events: ${(performance.now() - t).toFixed(0)} ms`);

const call = (over: Partial<ListCall> = {}): ListCall => ({
  pagination: { page: 0, size: 100 },
  sort: [],
  filter: {},
  ...over,
});
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
const all: EventScope = { kind: 'all' };
const cases: [string, EventScope, ListCall, EventFilters][] = [
  ['first page (100), newest first', all, call(), {}],
  ['last 7 days', all, call(), { from: day(7), to: day(0) }],
  ['entity vehicle, action updated', all, call(), { entity: ['vehicle'], action: ['updated'] }],
  ['free text "xyz-4242" over the changes', all, call({ quickFilter: 'xyz-4242' }), {}],
  ['user contains "user7"', all, call(), { user: 'user7' }],
  ["a transporter's own events", { kind: 'transporter', transporterId: TRANSPORTER }, call(), {}],
  [
    'page 900, sort entity asc',
    all,
    call({ pagination: { page: 900, size: 100 }, sort: [{ field: 'entity', dir: 'asc' }] }),
    {},
  ],
  [
    'one day, size -1',
    all,
    call({ pagination: { page: 0, size: ALL_ROWS } }),
    { from: day(30), to: day(30) },
  ],
];
for (const [label, scope, c, f] of cases) {
  await listEventsPage(db, scope, c, f); // warm-up
  const times: number[] = [];
  let filtered = 0;
  for (let i = 0; i < 5; i++) {
    const t0 = performance.now();
    filtered = (await listEventsPage(db, scope, c, f)).filteredCount;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(`list ${label}: median ${times[2]?.toFixed(1)} ms (filtered ${filtered})`);
}
await handle.close();
