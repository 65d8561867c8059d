// Loaded into an API process by bench:team (NODE_OPTIONS=--import): every 2 s prints the event-loop
// delay of the last 2 s as one line `event-loop-delay {"p50":…,"p99":…,"max":…}` (ms) on stderr.
// Only in the process that runs src/server/main.ts (tsx's own launcher loads it too and stays quiet).
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
}
