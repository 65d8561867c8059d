import { defineConfig } from 'vitest/config';
import { TEST_PASSWORD_HASH_COST } from './tests/support/passwordHashCost.ts';

/** The rules' golden cases: their own project (`npm run rules:test`), so unit does not run them again. */
const RULES_FILES = ['tests/unit/rules/goldenCases.test.ts', 'tests/unit/rules/productPaths.test.ts'];

/** `TEST_ISOLATE=1`: a fresh process per test file (vitest's default), to tell a leak between files apart. */
const ISOLATE = process.env.TEST_ISOLATE === '1';

/**
 * API files at a time (`API_WORKERS`, default 2). Three on PostgreSQL alone (a file there waits on the
 * server, a child process or a tool much of its time) measured no faster at load average 27–30:
 * 520 s wall, 136 s CPU, against 368–774 s for two at load 23–50.
 */
const API_WORKERS = Number(process.env.API_WORKERS) || 2;

/**
 * `npm run test:clock` (scripts/testMovedClock.mjs) hands over the date-sensitive unit files, the
 * shifts and libfaketime's preload: one project per shift runs the files in worker processes whose
 * whole clock is moved (the preload and FAKETIME in the forks' environment), the shifts one after
 * another (`groupOrder`: a worker runs one shift's files only). One vitest run for the three shifts,
 * not three. tests/support/movedClock.ts checks in each worker that its clock is moved.
 */
type ClockRun = { shifts: string[]; files: string[]; preload: Record<string, string>; startedAt: number };
const CLOCK: ClockRun | undefined = process.env.TEST_CLOCK_UNIT
  ? JSON.parse(process.env.TEST_CLOCK_UNIT)
  : undefined;

/** The unit project's settings (the moved-clock projects run its files with them). */
const UNIT = {
  environment: 'node',
  maxWorkers: 2,
  // Files run one after another in a worker's process (no re-import per file; 2.6× faster). A
  // file puts back what it changes globally (stubs, fake timers, the web session's user).
  isolate: ISOLATE,
  // Worker pools and 10,000-row corpora take half a minute at load average 40.
  testTimeout: 120000,
} as const;

/**
 * Three projects: pure unit tests, the rules' golden cases, and API tests that boot Fastify on PGlite
 * (and PostgreSQL when TEST_PG_URL is set; API_BACKENDS=pglite|postgres picks one).
 * The API files run two at a time (2 cores): each file clones its own database per backend from the
 * run's seeded template (tests/api/globalSetup.ts, support/testDatabase.ts), so files share no data.
 * Time-outs are those of a machine at load average 20+, not of a quiet one.
 */
/**
 * Vite's transforms of the TypeScript sources kept on disk (node_modules/.experimental-vitest-cache,
 * named by each file's content and the config; cleared when the lock file changes): the stages of
 * `npm test` (unit, API PGlite, API PostgreSQL, the clock's three shifts) transform the same server
 * and core modules, each vitest run once; with the cache only the first. Measured on one API file:
 * 12.3 s of CPU for the run without, 7.8 s with. `VITEST_FS_CACHE=0` transforms afresh.
 */
const FS_CACHE = process.env.VITEST_FS_CACHE !== '0';

export default defineConfig({
  test: {
    experimental: { fsModuleCache: FS_CACHE },
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
          exclude: RULES_FILES,
          ...UNIT,
        },
      },
      ...(CLOCK?.shifts ?? []).map((shift, i) => ({
        test: {
          name: `unit ${shift}`,
          include: CLOCK?.files ?? [],
          ...UNIT,
          env: {
            ...CLOCK?.preload,
            FAKETIME: shift,
            MOVED_CLOCK: shift,
            MOVED_CLOCK_FROM: String(CLOCK?.startedAt),
          },
          setupFiles: ['tests/support/movedClock.ts'],
          sequence: { groupOrder: i + 1 },
        },
      })),
      {
        test: {
          name: 'rules',
          include: RULES_FILES,
          environment: 'node',
          maxWorkers: 2,
          testTimeout: 120000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/api/globalSetup.ts'],
          // API_CPU_LOG=file: each file's wall time and CPU seconds (tests/api/support/cpuLog.ts).
          setupFiles: process.env.API_CPU_LOG ? ['tests/api/support/cpuLog.ts'] : [],
          testTimeout: 120000,
          hookTimeout: 180000,
          fileParallelism: true,
          maxWorkers: API_WORKERS,
          // One rules worker per app, not one per core: an app is started per file (136 worker
          // starts in a PostgreSQL run, a quarter of its CPU), and no API test is about the pool's
          // size (tests/unit/rules/rulesPool.test.ts splits work over two workers).
          // PASSWORD_HASH_COST: the server processes the API files start hash as the in-process apps do.
          env: {
            RULES_WORKERS: process.env.RULES_WORKERS ?? '1',
            PASSWORD_HASH_COST: String(TEST_PASSWORD_HASH_COST),
          },
          // One worker process per slot runs file after file on one module graph (no re-import of the
          // server, Fastify, PGlite's WASM per file): the files share no module state that matters —
          // apps, rules pools, runners and databases are per file and closed in its afterAll.
          isolate: ISOLATE,
        },
      },
    ],
  },
});
