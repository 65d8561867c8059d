import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../src/core/api/endpoint.ts';
import { CONFIG_API } from '../../src/core/config/config.api.ts';
import { freePort, startServerProcess } from '../support/serverProcess.ts';
import { RUNS_BACKEND_FREE } from './support/testDatabase.ts';

const PHASES = [
  /^\[start\] checking rule files$/,
  /^\[start\] opening the database$/,
  /^\[start\] database: /,
  /^\[start\] migrating$/,
  /^\[start\] migrations applied: /,
  /^\[start\] seeding \(only on a first start\)$/,
  /^\[start\] seeded: /,
  /^\[start\] rules loaded: \d+ rules of config mode logistics$/,
  /^\[start\] listening at (http:\/\/\S+\/logistics\/) \(API at /,
];

describe.runIf(RUNS_BACKEND_FREE)('npm start (the server process)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'startup-'));
  let child: ChildProcess | undefined;
  afterAll(() => {
    child?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  it('prints its phases in order and the URL with the base path, and no request lines by default', async () => {
    const port = String(await freePort());
    // Through tsx, as `npm start` runs it (the other server processes of the tests run a bundle).
    const server = await startServerProcess(
      { PORT: port, HOST: '127.0.0.1', DATA_DIR: path.join(dir, 'data'), DEMO_PASSWORD: 'x-Demo-123' },
      'tsx',
    );
    child = server.child;
    const url = await server.ready;
    expect(url).toBe(`http://127.0.0.1:${port}/logistics/`);
    const phases = server.lines.filter((l) => l.startsWith('[start]'));
    expect(phases).toHaveLength(PHASES.length);
    for (const [i, pattern] of PHASES.entries()) expect(phases[i]).toMatch(pattern);

    const res = await fetch(new URL(apiPath(CONFIG_API.version), url));
    expect(res.status).toBe(200);
    const exited = new Promise((resolve) => server.child.on('exit', resolve));
    server.child.kill('SIGTERM');
    await exited;
    // Everything it printed is read now: no request was echoed as a JSON log line (LOG_LEVEL unset).
    expect(server.lines.filter((l) => l.includes('"reqId"'))).toEqual([]);
    // A first start migrates and seeds the demo data: seconds on a quiet machine, over three minutes
    // at load average 50 (a clean-clone run beside five busy worktrees). The time-out only stops a hang.
  }, 600_000);
});
