// The server side of npm run bench:signin: an app on a seeded in-memory PGlite, listening on a free
// port, that measures its own event loop (perf_hooks monitorEventLoopDelay, plus the worst delay per
// 100 ms slot so a stall can be placed in time). Prints `READY <port>`; answers lines on stdin:
// `reset` starts the measurement, `report` prints it as one JSON line. The bench's clients run in
// another process, so their own work never counts as the server's delay.
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { PGlite } from '@electric-sql/pglite';
import { benchApp } from './benchApp.ts';
import { benchOrdersDb } from './benchOrdersDb.ts';

// BENCH_SLOW_QUERY_MS: every PGlite query slower than that is printed with its SQL (the stalls' cause).
const slowMs = Number(process.env.BENCH_SLOW_QUERY_MS ?? 0);
if (slowMs > 0) {
  const query = PGlite.prototype.query;
  PGlite.prototype.query = async function (this: PGlite, ...args: Parameters<PGlite['query']>) {
    const start = performance.now();
    try {
      return await query.apply(this, args);
    } finally {
      const ms = performance.now() - start;
      if (ms > slowMs)
        console.log(`slow query ${ms.toFixed(0)} ms: ${String(args[0]).replace(/\s+/g, ' ').slice(0, 160)}`);
    }
  } as PGlite['query'];
}
// BENCH_ORDERS: a database of a real size (the stall grew with it).
const { db } = await benchOrdersDb(Number(process.env.BENCH_ORDERS ?? 0));
const { app } = await benchApp(db);
await app.listen({ port: 0, host: '127.0.0.1' });

const histogram = monitorEventLoopDelay({ resolution: 10 });
histogram.enable();
let slots: number[] = [];
let startedAt = performance.now();
let last = performance.now();
// A 10 ms tick: how late it fires is the loop's delay at that moment.
setInterval(() => {
  const now = performance.now();
  const late = Math.max(0, now - last - 10);
  last = now;
  const slot = Math.floor((now - startedAt) / 100);
  slots[slot] = Math.max(slots[slot] ?? 0, late);
}, 10).unref();

createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'reset') {
    histogram.reset();
    slots = [];
    startedAt = performance.now();
    last = startedAt;
    console.log('RESET');
  } else if (line === 'report') {
    const ms = (ns: number) => ns / 1e6;
    console.log(
      `REPORT ${JSON.stringify({
        max: ms(histogram.max),
        p99: ms(histogram.percentile(99)),
        p50: ms(histogram.percentile(50)),
        mean: ms(histogram.mean),
        slots: slots.map((s) => Math.round(s ?? 0)),
      })}`,
    );
  } else if (line === 'exit') {
    void app.close().then(() => process.exit(0));
  }
});
console.log(`READY ${(app.server.address() as AddressInfo).port}`);
