// npm test: every check once, stopping at the first failure; the time of each stage at the end (also
// after a failure), so each can be watched. A stage is one entry of STAGES: a name, the npm script it
// runs, the environment it adds, when it runs and which stages it needs first.
//
//   npm test                         every stage
//   npm test -- --from api-pglite    from that stage on (after fixing it)
//   npm test -- --only unit,rules    these stages
//   TEST_JOBS=1 npm test             one stage at a time (default: two, or the machine's cores);
//                                    TEST_BESIDE=1 runs the `beside` stage (API PostgreSQL) outside
//                                    the slots (measured: no gain on a clean clone, README Tests)
//   npm test -- --plan               the start order and each stage's measured cost, nothing run
//
// Stages run side by side (TEST_JOBS at a time): much of a stage's time is one busy core (tsc, vite
// build, seeding a template, the Playwright web server, a last slow file) or waiting on another
// process (PostgreSQL, Chromium), so a second stage fills the other core. The longest chain (build →
// e2e, about as long as all other stages together) starts at once, the quick gates (typecheck, lint:
// a type error fails in seconds) beside it, then the others longest first, so the two slots end
// close together. API PostgreSQL waits half its time (on PostgreSQL, server processes, timers): it
// runs beside the two slots from the start instead of holding one. The output stays in order: the
// oldest running stage prints live, the others' output is held and printed when their turn comes.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { PGLITE_FILES } from '../tests/api/pgliteFiles.mjs';

const scripts = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).scripts;
const pg = Boolean(process.env.TEST_PG_URL?.trim());
// With PostgreSQL every API file runs there; PGlite runs the database files and a smoke set
// (tests/api/pgliteFiles.mjs). API_PGLITE=all runs every file on both.
const pgliteAll = !pg || process.env.API_PGLITE === 'all';
const missing = PGLITE_FILES.map((f) => f.file).filter(
  (f) => !existsSync(new URL(`../${f}`, import.meta.url)),
);
if (missing.length > 0) {
  console.error(`npm test: tests/api/pgliteFiles.mjs names files that do not exist: ${missing.join(', ')}`);
  process.exit(2);
}

/**
 * id, label, npm script, env (added), args (to the script), when (runs only then), needs (stages that
 * must pass first), cost: seconds measured (CI on a clean clone, 2026-11-30 after the eighth merge, two stages at a time;
 * README "Tests"), which orders the start: the longest chain, the quick gates (`first`), the rest
 * longest first. The order here is the pipeline's, which `--from` follows.
 */
const STAGES = [
  { id: 'typecheck', label: 'typecheck', script: 'typecheck', cost: 13, first: true },
  { id: 'lint', label: 'lint', script: 'lint', cost: 6, first: true },
  { id: 'unit', label: 'unit', script: 'test:unit', cost: 70 },
  { id: 'rules', label: 'rules', script: 'rules:test', cost: 5 },
  {
    id: 'api-pglite',
    label: pgliteAll ? 'API PGlite' : `API PGlite (${PGLITE_FILES.length} files)`,
    script: 'test:api',
    env: { API_BACKENDS: 'pglite' },
    args: pgliteAll ? [] : PGLITE_FILES.map((f) => f.file),
    // 20 of 87 files (all of them: 860 s, measured before the split).
    cost: pgliteAll ? 860 : 139,
  },
  {
    id: 'api-postgres',
    label: 'API PostgreSQL',
    script: 'test:api',
    env: { API_BACKENDS: 'postgres' },
    when: () => pg,
    cost: 245,
    // Half its time waiting (PostgreSQL's own processes, API server processes, job and lease timers):
    // beside the two slots, not in one (README "Tests": measured).
    beside: true,
  },
  { id: 'api-lint', label: 'OpenAPI lint', script: 'api:lint', when: () => 'api:lint' in scripts, cost: 27 },
  { id: 'drift', label: 'drift', script: 'test:drift', cost: 4 },
  // The unit files at three shifts; the API files' moved-clock runs (~4 min) are `npm run test:clock`'s,
  // kept out of npm test for CI's 30 minutes.
  { id: 'clock', label: 'clock', script: 'test:clock', env: { CLOCK_PROJECTS: 'unit' }, cost: 35 },
  { id: 'build', label: 'build', script: 'build', cost: 5 },
  { id: 'e2e', label: 'e2e', script: 'test:e2e', needs: ['build'], cost: 569 },
];

const arg = (name) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const ids = STAGES.map((s) => s.id);
const only = arg('--only')?.split(',');
const from = arg('--from');
for (const id of [...(only ?? []), ...(from ? [from] : [])]) {
  if (!ids.includes(id)) {
    console.error(`npm test: no stage ${id} (stages: ${ids.join(', ')})`);
    process.exit(2);
  }
}
const selected = STAGES.filter(({ id, when = () => true }) => {
  if (only && !only.includes(id)) return false;
  if (from && ids.indexOf(id) < ids.indexOf(from)) return false;
  return when();
});
const jobs = Math.max(1, Number(process.env.TEST_JOBS) || Math.max(2, availableParallelism()));

// A stage's priority: its cost plus the longest chain of selected stages that need it.
const chain = (stage) =>
  stage.cost + Math.max(0, ...selected.filter((s) => s.needs?.includes(stage.id)).map((s) => chain(s)));
const byChain = [...selected].sort((a, b) => chain(b) - chain(a));
const head = byChain.find((s) => !s.needs?.length);
const next = byChain.filter((s) => head && s.needs?.includes(head.id));
const rest = byChain.filter((s) => s !== head && !next.includes(s));
// `beside` stages run outside the TEST_JOBS slots, started first, only with TEST_BESIDE=1 (a clean
// clone's `npm test` took 577 s so against 581 s in the slots, its API stages slower: README Tests).
const isBeside = (s) => Boolean(s.beside) && process.env.TEST_BESIDE === '1';
const waiting = [
  ...byChain.filter(isBeside),
  ...[
    ...(head ? [head] : []),
    ...next,
    ...rest.filter((s) => s.first),
    ...rest.filter((s) => !s.first),
  ].filter((s) => !isBeside(s)),
];
if (process.argv.includes('--plan')) {
  const beside = waiting.filter(isBeside).map((s) => `${s.label} ${s.cost} s`);
  console.log(
    `npm test: start order (${jobs} at a time${beside.length > 0 ? `, ${beside.join(', ')} beside them` : ''}): ${waiting
      .filter((s) => !isBeside(s))
      .map((s) => `${s.label} ${s.cost} s`)
      .join(', ')}`,
  );
  process.exit(0);
}

const fmt = (ms) => `${(ms / 1000).toFixed(1)} s`;
/**
 * CPU seconds of the reaped children (user + system, /proc/self/stat's cutime and cstime): read as
 * each stage's process exits, the growth since the last reading is that stage's whole process tree
 * (every stage reaps what it started). Null where /proc is missing. The machine's 2 cores give
 * `npm test` at most 2 CPU seconds a second, so the stages' sum shows what the wall time can reach.
 * Processes a stage's tools leave to init are not counted (the browser's renderers: e2e's figure is
 * Playwright's, its web server's and part of Chromium's); the machine's line at the end counts all.
 */
const TICKS = 100;
function childrenCpu() {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[13]) + Number(fields[14])) / TICKS;
  } catch {
    return null;
  }
}
let cpuSeen = childrenCpu();
/** The machine's busy and idle CPU seconds so far (/proc/stat's first line), or null. */
function machineCpu() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number);
    return {
      busy: (user + nice + system + irq + softirq) / TICKS,
      idle: (idle + iowait) / TICKS,
      steal: steal / TICKS,
    };
  } catch {
    return null;
  }
}
const machineAtStart = machineCpu();
const started = Date.now();
/** Stages started, in start order: the first unfinished one prints live, the rest are held. */
const running = [];
const results = new Map();
/** Every stage started, to find the failed one's output at the end. */
const runs = [];
let failed = null;

const header = (s) => `\n━━ npm test: ${s.label} (npm run ${s.script}) ━━\n`;
const flush = () => {
  while (running.length > 0) {
    const head = running[0];
    if (!head.live) {
      head.live = true;
      process.stdout.write(header(head) + head.held.join(''));
      head.held = [];
    }
    if (!head.done) return;
    running.shift();
  }
};

function start(stage) {
  const run = { ...stage, held: [], tail: [], live: false, done: false, t0: Date.now() };
  // Own process group, so a failure elsewhere can stop the stage with everything it started.
  const args = stage.args?.length ? ['--', ...stage.args] : [];
  run.child = spawn('npm', ['run', '--silent', stage.script, ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    env: {
      ...process.env,
      ...(process.stdout.isTTY && !process.env.NO_COLOR ? { FORCE_COLOR: '1' } : {}),
      ...stage.env,
    },
  });
  const out = (chunk) => {
    keepTail(run, chunk.toString());
    return run.live ? process.stdout.write(chunk) : run.held.push(chunk.toString());
  };
  run.child.stdout.on('data', out);
  run.child.stderr.on('data', out);
  running.push(run);
  runs.push(run);
  flush();
  run.child.on('exit', () => {
    const now = childrenCpu();
    run.cpu = now === null || cpuSeen === null ? null : now - cpuSeen;
    cpuSeen = now;
  });
  return new Promise((resolve) =>
    run.child.on('close', (code, signal) => {
      run.done = true;
      const ok = code === 0;
      const result = ok ? 'ok' : run.stopped ? 'stopped' : `failed (${code ?? signal})`;
      results.set(stage.id, [stage.label, Date.now() - run.t0, result, run.cpu]);
      if (!ok && !run.stopped && !failed) {
        failed = stage.id;
        stopAll();
      }
      flush();
      resolve();
    }),
  );
}

/** The last lines of a stage's output, repeated after the stage times when it fails: a CI log that
 * keeps only its end still shows what failed (the stages' output is interleaved above). */
const TAIL_LINES = 80;
function keepTail(run, text) {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: colour codes are stripped for the summary
  const lines = text.replace(/\x1b\[[0-9;]*m/g, '').split('\n');
  if (run.tail.length > 0) run.tail[run.tail.length - 1] += lines.shift();
  run.tail.push(...lines);
  if (run.tail.length > TAIL_LINES) run.tail.splice(0, run.tail.length - TAIL_LINES);
}

function stopAll() {
  for (const r of running) {
    if (r.done) continue;
    r.stopped = true;
    signal(r, 'SIGTERM');
    // Some tools (the native tsc) finish their work on SIGTERM first: killed after a grace period.
    setTimeout(() => signal(r, 'SIGKILL'), 10_000).unref();
  }
}

function signal(run, name) {
  if (run.done) return;
  try {
    process.kill(-run.child.pid, name);
  } catch {
    // already gone
  }
}
process.on('SIGINT', () => {
  failed ??= 'interrupted';
  stopAll();
});

const active = new Set();
/** The running stages that hold one of the TEST_JOBS slots (not the `beside` ones). */
const slotted = new Set();
while (!failed && (waiting.length > 0 || active.size > 0)) {
  const ready = waiting.findIndex(
    (s) =>
      (isBeside(s) || slotted.size < jobs) &&
      (s.needs ?? []).every((n) => results.get(n)?.[2] === 'ok' || !selected.some((x) => x.id === n)),
  );
  if (ready >= 0) {
    const [stage] = waiting.splice(ready, 1);
    const p = start(stage).then(() => {
      active.delete(p);
      slotted.delete(p);
    });
    active.add(p);
    if (!isBeside(stage)) slotted.add(p);
    continue;
  }
  if (active.size === 0) break; // nothing runnable: a needed stage did not pass
  await Promise.race(active);
}
await Promise.all(active);

const times = selected.filter((s) => results.has(s.id)).map((s) => results.get(s.id));
const width = Math.max(...times.map(([label]) => label.length), 5);
console.log(
  `\nnpm test: stage times (${jobs} at a time; load average at the end ${loadavg()[0].toFixed(1)})`,
);
const cpuText = (s) => (s == null ? '' : `  CPU ${s.toFixed(1).padStart(6)} s`);
for (const [label, ms, result, cpu] of times)
  console.log(`  ${label.padEnd(width)}  ${fmt(ms).padStart(8)}${cpuText(cpu)}  ${result}`);
const labels = (stages) => stages.filter(({ id }) => !results.has(id)).map(({ label }) => label);
const notRun = labels(selected);
const skipped = labels(STAGES.filter((s) => !selected.includes(s)));
if (notRun.length > 0) console.log(`  not run: ${notRun.join(', ')}`);
if (skipped.length > 0) console.log(`  skipped: ${skipped.join(', ')}`);
const cpus = times.map(([, , , cpu]) => cpu);
const cpuTotal = cpus.every((c) => c != null) ? cpus.reduce((a, b) => a + b, 0) : null;
console.log(`  ${'total'.padEnd(width)}  ${fmt(Date.now() - started).padStart(8)}${cpuText(cpuTotal)}`);
const machineAtEnd = machineCpu();
if (machineAtStart && machineAtEnd) {
  // Everything the machine did meanwhile (the stages, processes they left to init such as Chromium's
  // renderers, PostgreSQL, anything else running): a run that is not busy most of the time waits.
  const busy = machineAtEnd.busy - machineAtStart.busy;
  const idle = machineAtEnd.idle - machineAtStart.idle;
  const steal = machineAtEnd.steal - machineAtStart.steal;
  console.log(
    `  machine: ${busy.toFixed(0)} CPU s busy, ${idle.toFixed(0)} s idle${steal > 1 ? `, ${steal.toFixed(0)} s stolen` : ''} (${((100 * busy) / (busy + idle + steal)).toFixed(0)} % busy)`,
  );
}
if (failed === 'interrupted') {
  console.error('npm test: interrupted');
  process.exit(130);
}
if (failed) {
  const failedRun = [...runs].find((r) => r.id === failed);
  if (failedRun) {
    console.error(`\nnpm test: the last lines of ${failedRun.label}:`);
    console.error(failedRun.tail.join('\n').trimEnd());
  }
  console.error(`npm test: stopped at ${failed} (npm test -- --from ${failed} to go on from there)`);
  process.exit(1);
}
