// The moved-clock check (issue 23, no test time bombs): the unit tests, the rules golden cases and the
// date-heavy API files run with the whole process clock a year ahead. libfaketime (Debian: faketime)
// moves every clock the Node processes read (Date, dayjs, PGlite's now()), so a test that pinned a
// date that is "future" today fails here long before the calendar catches up with it. The API files
// run on PGlite only: a PostgreSQL server's own clock is not moved.
import { spawnSync } from 'node:child_process';

const SHIFT = process.env.CLOCK_SHIFT ?? '+365d';
const API_FILES = [
  'tests/api/orders.test.ts',
  'tests/api/excelImport.test.ts',
  'tests/api/calendar.test.ts',
  'tests/api/demoOrders.test.ts',
  'tests/api/freightPlanning.test.ts',
];

if (spawnSync('faketime', ['-f', SHIFT, 'true']).status !== 0) {
  console.error('test:clock needs faketime (apt-get install faketime); .ci/run installs it.');
  process.exit(1);
}
const env = { ...process.env, TEST_PG_URL: '' };
for (const args of [
  ['vitest', 'run', '--project', 'unit'],
  ['vitest', 'run', '--project', 'api', ...API_FILES],
]) {
  console.log(`test:clock (${SHIFT}): ${args.join(' ')}`);
  const run = spawnSync('faketime', ['-f', SHIFT, 'npx', ...args], { stdio: 'inherit', env });
  if (run.status !== 0) process.exit(run.status ?? 1);
}
