// The API files `npm test` runs on PGlite when PostgreSQL runs too (TEST_PG_URL set): every API file
// runs on PostgreSQL (about three times faster here: a PGlite clone of the seeded template costs
// seconds of one core per file, a PostgreSQL `create database … template` a fraction), and PGlite
// runs the files whose subject is the database itself, the embedded-only ones, and a smoke set of
// the everyday paths. Without TEST_PG_URL (or with API_PGLITE=all) every file runs on PGlite, as
// before. README "Tests" says the same; scripts/test.mjs reads this list.

/** @type {{ file: string, why: string }[]} */
export const PGLITE_FILES = [
  // The database layer: both databases must answer the same.
  {
    file: 'tests/api/database.test.ts',
    why: 'type parsers (DATE, int8, numeric, timestamptz), seeding once, JWT secret',
  },
  { file: 'tests/api/dbSchema.test.ts', why: 'db/schema.ts is what the migrations build' },
  {
    file: 'tests/api/versionedTable.test.ts',
    why: 'versioned writes: version check and event in one transaction',
  },
  { file: 'tests/api/freightsRepository.test.ts', why: 'sequences and every stored field read back' },
  { file: 'tests/api/uniqueness.test.ts', why: 'unique constraints and their answers' },
  { file: 'tests/api/ordersListIndexes.test.ts', why: 'the planner uses the trigram and composite indexes' },
  { file: 'tests/api/search.test.ts', why: 'pg_trgm and accent-free matching' },
  { file: 'tests/api/timeSlots.test.ts', why: 'btree_gist exclusion of overlapping dock bookings' },
  { file: 'tests/api/events.test.ts', why: 'the event log written in the transaction of its change' },
  { file: 'tests/api/planningJobs.test.ts', why: 'the job queue: claims, leases, cancel' },
  { file: 'tests/api/jobCrash.test.ts', why: 'a crashed job found and recovered' },
  { file: 'tests/api/timerLeases.test.ts', why: 'timer leases taken over between instances' },
  // Embedded only, or no database at all (these run in the PGlite stage alone: RUNS_BACKEND_FREE).
  { file: 'tests/api/pgliteEventLoop.test.ts', why: 'PGlite shares the event loop' },
  { file: 'tests/api/startup.test.ts', why: 'npm start on the embedded database' },
  { file: 'tests/api/serverConfig.test.ts', why: 'server settings from the environment (no database)' },
  { file: 'tests/api/errors.test.ts', why: 'error answers; a route without a policy stops start-up' },
  { file: 'tests/api/demoFirstStart.test.ts', why: "the first start's demo planning" },
  // Smoke: sign-in, a versioned write, a list with filters.
  { file: 'tests/api/auth.test.ts', why: 'smoke: sign-in, refresh, sign-out' },
  { file: 'tests/api/orders.test.ts', why: 'smoke: an order written, read, edited at its version' },
  { file: 'tests/api/freightsList.test.ts', why: 'smoke: a list with filters, sorting and paging' },
];
