import { appendFileSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';

/**
 * `API_CPU_LOG=file`: each API file's wall time and CPU seconds appended to the file (a setup file,
 * vitest.config.ts): the test process's own CPU (its worker threads included) and that of the child
 * processes it ended (server processes, tools). Files run one after another in a worker process
 * (`isolate: false`), so the differences are the file's. README "Tests" has the figures.
 */
const out = process.env.API_CPU_LOG;

/** User + system seconds of this process's ended children (/proc: Linux only, else 0). */
function childrenSeconds(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]?.split(' ') ?? [];
    // After the command: state is field 3; cutime and cstime are fields 16 and 17 (clock ticks).
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

if (out) {
  let start = { wall: 0, cpu: process.cpuUsage(), children: 0 };
  beforeAll(() => {
    start = { wall: performance.now(), cpu: process.cpuUsage(), children: childrenSeconds() };
  });
  afterAll(() => {
    const cpu = process.cpuUsage(start.cpu);
    const file = (expect.getState().testPath ?? '?').replace(`${process.cwd()}/`, '');
    const row = [
      file,
      ((performance.now() - start.wall) / 1000).toFixed(1),
      ((cpu.user + cpu.system) / 1e6).toFixed(1),
      (childrenSeconds() - start.children).toFixed(1),
    ];
    appendFileSync(out, `${row.join('\t')}\n`);
  });
}
