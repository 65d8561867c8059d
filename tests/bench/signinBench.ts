// npm run bench:signin — a sign-in flood (BENCH_FLOODERS = 20 clients signing in back to back, right
// passwords, a full hash each) for BENCH_SECONDS (15) against a server in its own process
// (signinServer.ts), while one client probes GET /api/version every 20 ms. Prints the server's
// event-loop delay (max, p99, p50, and the worst 100 ms slots with their time since the flood
// began), /api/version p50/p99/max and the sign-ins' p50/p99 and errors. Target (issue 32): delay
// < 50 ms at every moment. BENCH_CPU_PROF=dir writes the server's --cpu-prof there. Never fails on time.
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { apiPath } from '../../src/core/api/endpoint.ts';
import { CONFIG_API } from '../../src/core/config/config.api.ts';
import { AUTH_API } from '../../src/core/users/auth.api.ts';
import { DEMO_USERS } from '../../src/server/db/seed/seed.ts';
import { BENCH_PASSWORD } from './benchOrdersDb.ts';

const FLOODERS = Number(process.env.BENCH_FLOODERS ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const prof = process.env.BENCH_CPU_PROF;

const server = spawn(
  process.execPath,
  [
    ...(prof ? ['--cpu-prof', `--cpu-prof-dir=${prof}`] : []),
    '--import',
    'tsx',
    'tests/bench/signinServer.ts',
  ],
  { cwd: ROOT, stdio: ['pipe', 'pipe', 'inherit'] },
);
const lines = createInterface({ input: server.stdout! });
const waiters: { prefix: string; resolve: (rest: string) => void }[] = [];
lines.on('line', (line) => {
  const at = waiters.findIndex((w) => line.startsWith(w.prefix));
  if (at >= 0) waiters.splice(at, 1)[0]!.resolve(line.slice(waiters[at]?.prefix.length ?? 0));
  else console.log(`server: ${line}`);
});
const next = (prefix: string) =>
  new Promise<string>((resolve) => waiters.push({ prefix, resolve: (l) => resolve(l.slice(prefix.length)) }));
const tell = (command: string) => server.stdin!.write(`${command}\n`);

const port = Number((await next('READY ')).trim());
const base = `http://127.0.0.1:${port}`;
const times = new Map<string, { ms: number[]; errors: number }>();
async function call(kind: string, path: string, init: RequestInit = {}): Promise<void> {
  const start = performance.now();
  let ok = false;
  try {
    const res = await fetch(base + path, { ...init, signal: AbortSignal.timeout(30_000) });
    await res.arrayBuffer();
    ok = res.ok;
  } catch {
    ok = false;
  }
  const t = times.get(kind) ?? { ms: [], errors: 0 };
  times.set(kind, t);
  t.ms.push(performance.now() - start);
  if (!ok) t.errors++;
}
const login = (i: number) =>
  call('sign-in', apiPath(AUTH_API.login), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_USERS[i % DEMO_USERS.length]?.username, password: BENCH_PASSWORD }),
  });

// Warm-up, not counted: one sign-in and a few version calls (a cold JIT is not the flood's).
await login(0);
for (let i = 0; i < 5; i++) await call('version', apiPath(CONFIG_API.version));
times.clear();
const reset = next('RESET');
tell('reset');
await reset;

const load = loadavg()[0]!.toFixed(2);
const end = performance.now() + SECONDS * 1000;
await Promise.all([
  ...Array.from({ length: FLOODERS }, async (_, i) => {
    while (performance.now() < end) await login(i);
  }),
  (async () => {
    while (performance.now() < end) {
      await call('version', apiPath(CONFIG_API.version));
      await sleep(20);
    }
  })(),
]);
const reported = next('REPORT ');
tell('report');
const eld = JSON.parse(await reported) as { max: number; p99: number; p50: number; slots: number[] };
const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
console.log(`sign-in flood: ${FLOODERS} clients, ${SECONDS} s, load average at start ${load}`);
console.log(
  `server event-loop delay: max ${eld.max.toFixed(1)} ms, p99 ${eld.p99.toFixed(1)} ms, p50 ${eld.p50.toFixed(1)} ms (target: max < 50 ms)`,
);
const worst = eld.slots
  .map((ms, i) => ({ ms, at: i / 10 }))
  .sort((a, b) => b.ms - a.ms)
  .slice(0, 5)
  .map((s) => `${s.ms} ms at ${s.at.toFixed(1)} s`);
console.log(`worst 100 ms slots: ${worst.join(', ')}`);
for (const [kind, t] of times) {
  const s = [...t.ms].sort((a, b) => a - b);
  console.log(
    `${kind.padEnd(8)} n=${s.length} p50 ${pct(s, 50).toFixed(1)} ms  p99 ${pct(s, 99).toFixed(1)} ms  max ${(s.at(-1) ?? 0).toFixed(1)} ms  errors ${t.errors}`,
  );
}
tell('exit');
await new Promise((r) => server.on('exit', r));
