import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

/** A real API server process (src/server/main.ts through tsx), as `npm start` runs it minus the build. */
export interface ApiProcess {
  url: string;
  /** Everything it printed, for a failing test's message. */
  output(): string;
  /** SIGTERM (a clean stop), then waits for the exit. */
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Starts the API on `port` with `env` on top of this process's, and waits until /api/version answers. */
export async function startApiProcess(
  port: number,
  env: Record<string, string>,
  startTimeoutMs = 180_000,
): Promise<ApiProcess> {
  const child: ChildProcess = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    out += d.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API on ${port} exited at start:\n${out}`);
    try {
      const res = await fetch(`${url}/api/version`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > startTimeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`API on ${port} did not answer within ${startTimeoutMs} ms:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    output: () => out,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
