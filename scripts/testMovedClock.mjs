// The moved-clock check (no test time bombs): the date-sensitive unit and API test files run with the
// whole process clock a month, a year and five years ahead. libfaketime (Debian: faketime) moves every
// clock the Node processes read (Date, dayjs, PGlite's now()), so a test that pinned a date that is
// "future" today fails here long before the calendar catches up with it.
//
// Only what the clock can change runs (scripts/testFiles.mjs): the files that take their dates from
// tests/support/dates.ts or read today's date, directly or through a factory or support file. The
// golden cases (npm run rules:test) are dated by their own files and do not run here. The API files
// run on PGlite only: a PostgreSQL server's own clock is not moved.
//
// CLOCK_SHIFTS=+31d,+365d overrides the shifts (faketime's offsets); CLOCK_API_SHIFTS the API files'
// own; CLOCK_PROJECTS=unit runs one project's files (npm test runs the unit files only, to keep CI
// within its 30 minutes; `npm run test:clock` runs both projects at all three shifts).
import { spawnSync } from 'node:child_process';
import { dateSensitiveFiles } from './testFiles.mjs';

const SHIFTS = (process.env.CLOCK_SHIFTS ?? '+31d,+365d,+1826d').split(',').filter(Boolean);
const API_SHIFTS = (process.env.CLOCK_API_SHIFTS ?? SHIFTS.join(',')).split(',').filter(Boolean);

if (spawnSync('faketime', ['-f', '+1d', 'true']).status !== 0) {
  console.error('test:clock needs faketime (apt-get install faketime); .ci/run installs it.');
  process.exit(1);
}
const env = { ...process.env, TEST_PG_URL: '', API_BACKENDS: 'pglite' };
const projects = (process.env.CLOCK_PROJECTS ?? 'unit,api').split(',');

// The unit files: one vitest run for every shift (a project per shift in vitest.config.ts, its worker
// processes started with libfaketime's preload and the shift), not a run under faketime per shift:
// the unit files need no moved clock in vitest's own process (no global set-up), and a run's start
// (config, transforms, workers) is paid once. The preload is the one faketime itself sets.
const unitFiles = projects.includes('unit') ? dateSensitiveFiles(['tests/unit', 'src']) : [];
if (unitFiles.length > 0) {
  const shown = spawnSync('faketime', ['-f', '+0d', 'env'], { encoding: 'utf8' }).stdout;
  const preload = Object.fromEntries(
    shown
      .split('\n')
      .filter((line) => line.startsWith('LD_PRELOAD='))
      .map((line) => ['LD_PRELOAD', line.slice('LD_PRELOAD='.length)]),
  );
  if (!preload.LD_PRELOAD) {
    console.error('test:clock: faketime did not show its LD_PRELOAD');
    process.exit(1);
  }
  console.log(`test:clock (${SHIFTS.join(', ')}): unit, ${unitFiles.length} date-sensitive files`);
  const clock = { shifts: SHIFTS, files: unitFiles, preload, startedAt: Date.now() };
  const args = ['vitest', 'run', ...SHIFTS.flatMap((shift) => ['--project', `unit ${shift}`])];
  const run = spawnSync('npx', args, {
    stdio: 'inherit',
    env: { ...env, TEST_CLOCK_UNIT: JSON.stringify(clock) },
  });
  if (run.status !== 0) {
    console.error(`test:clock: unit failed with the clock moved (${SHIFTS.join(', ')})`);
    process.exit(run.status ?? 1);
  }
}

const runs = [['api', () => dateSensitiveFiles(['tests/api'])]]
  .filter(([project]) => projects.includes(project))
  .map(([project, files]) => [project, files()]);
for (const shift of SHIFTS) {
  for (const [project, files] of runs) {
    if (files.length === 0 || !API_SHIFTS.includes(shift)) continue;
    console.log(`test:clock (${shift}): ${project}, ${files.length} date-sensitive files`);
    const args = ['vitest', 'run', '--project', project, ...files];
    const run = spawnSync('faketime', ['-f', shift, 'npx', ...args], { stdio: 'inherit', env });
    if (run.status !== 0) {
      console.error(`test:clock: ${project} failed with the clock ${shift}`);
      process.exit(run.status ?? 1);
    }
  }
}
