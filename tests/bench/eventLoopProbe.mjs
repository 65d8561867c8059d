// Loaded into an API process by bench:team (NODE_OPTIONS=--import): every 2 s prints the event-loop
// delay of the last 2 s as one line `event-loop-delay {"p50":…,"p99":…,"max":…}` (ms) on stderr.
// Only in the process that runs src/server/main.ts (tsx's own launcher loads it too and stays quiet).
// BENCH_CPU_PROF_DIR=dir also records a CPU profile of the process (node --cpu-prof cannot be given
// through NODE_OPTIONS) and writes it there as <pid>.cpuprofile after BENCH_CPU_PROF_SECONDS (40).
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

if (process.argv[1]?.endsWith('main.ts')) {
  const h = monitorEventLoopDelay({ resolution: 10 });
  h.enable();
  const ms = (ns) => Math.round(ns / 1e5) / 10;
  setInterval(() => {
    process.stderr.write(
      `event-loop-delay ${JSON.stringify({ p50: ms(h.percentile(50)), p99: ms(h.percentile(99)), max: ms(h.max) })}\n`,
    );
    h.reset();
  }, 2000).unref();
  const dir = process.env.BENCH_CPU_PROF_DIR;
  if (dir) {
    const session = new Session();
    session.connect();
    session.post('Profiler.enable', () =>
      session.post('Profiler.start', () => {
        const seconds = Number(process.env.BENCH_CPU_PROF_SECONDS ?? 40);
        setTimeout(() => {
          session.post('Profiler.stop', (err, { profile }) => {
            if (!err) writeFileSync(path.join(dir, `${process.pid}.cpuprofile`), JSON.stringify(profile));
            process.stderr.write(`cpu profile written to ${dir}\n`);
          });
        }, seconds * 1000).unref();
      }),
    );
  }
}
