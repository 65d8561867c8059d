// npm test: every check once, in order, stopping at the first failure; the time of each stage at the
// end (also after a failure), so each can be watched. A stage is one line of STAGES: a name and the
// npm script it runs, with the environment it adds and when it runs.
//
//   npm test                         every stage
//   npm test -- --from api-pglite    from that stage on (after fixing it)
//   npm test -- --only unit,rules    these stages
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const scripts = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts;
const pg = Boolean(process.env.TEST_PG_URL?.trim());

/** [id, label, npm script, extra environment, runs when (default: always)] */
const STAGES = [
  ['typecheck', 'typecheck', 'typecheck'],
  ['lint', 'lint', 'lint'],
  ['unit', 'unit', 'test:unit'],
  ['rules', 'rules', 'rules:test'],
  ['api-pglite', 'API PGlite', 'test:api', { API_BACKENDS: 'pglite' }],
  ['api-postgres', 'API PostgreSQL', 'test:api', { API_BACKENDS: 'postgres' }, () => pg],
  ['api-lint', 'OpenAPI lint', 'api:lint', {}, () => 'api:lint' in scripts],
  ['drift', 'drift', 'test:drift'],
  // The unit files at three shifts; the API files' moved-clock runs (~4 min) are `npm run test:clock`'s,
  // kept out of npm test for CI's 30 minutes.
  ['clock', 'clock', 'test:clock', { CLOCK_PROJECTS: 'unit' }],
  ['build', 'build', 'build'],
  ['e2e', 'e2e', 'test:e2e'],
];

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const ids = STAGES.map(([id]) => id);
const only = arg('--only')?.split(',');
const from = arg('--from');
for (const id of [...(only ?? []), ...(from ? [from] : [])]) {
  if (!ids.includes(id)) {
    console.error(`npm test: no stage ${id} (stages: ${ids.join(', ')})`);
    process.exit(2);
  }
}
const selected = STAGES.filter(([id, , , , when = () => true]) => {
  if (only && !only.includes(id)) return false;
  if (from && ids.indexOf(id) < ids.indexOf(from)) return false;
  return when();
});

const run = (script, env) =>
  new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const fmt = (ms) => `${(ms / 1000).toFixed(1)} s`;
const times = [];
const started = Date.now();
let failed = null;
for (const [id, label, script, env = {}] of selected) {
  console.log(`\n━━ npm test: ${label} (npm run ${script}) ━━`);
  const t0 = Date.now();
  const code = await run(script, env);
  times.push([label, Date.now() - t0, code === 0 ? 'ok' : `failed (${code})`]);
  if (code !== 0) {
    failed = id;
    break;
  }
}
const width = Math.max(...times.map(([label]) => label.length), 5);
console.log('\nnpm test: stage times');
for (const [label, ms, result] of times)
  console.log(`  ${label.padEnd(width)}  ${fmt(ms).padStart(8)}  ${result}`);
const skipped = STAGES.filter(([id]) => !selected.some(([s]) => s === id)).map(([, label]) => label);
if (skipped.length > 0) console.log(`  skipped: ${skipped.join(', ')}`);
console.log(`  ${'total'.padEnd(width)}  ${fmt(Date.now() - started).padStart(8)}`);
if (failed) {
  console.error(`npm test: stopped at ${failed} (npm test -- --from ${failed} to go on from there)`);
  process.exit(1);
}
