import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { freshBundle } from '../../scripts/precompiled.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LISTENING = /^\[start\] listening at (http:\/\/\S+\/logistics\/) \(API at /;
const MAIN = 'src/server/main.ts';

/**
 * How the process runs src/server/main.ts: `bundle` (default) precompiled into one module
 * (scripts/precompiled.mjs, rebuilt when a source changed; the packages stay imports), a third of
 * tsx's start-up CPU (measured: 2.1 s against 6 s, 11 s against 35 s wall at load average 20);
 * `tsx`: node with tsx as a loader, as `npm start` runs it (tests/api/startup.test.ts).
 */
export type ServerEntry = 'bundle' | 'tsx';

let bundled: Promise<string> | undefined;
/** The command line of node for `entry`. */
async function nodeArgs(entry: ServerEntry): Promise<string[]> {
  if (entry === 'tsx') return ['--import', 'tsx', MAIN];
  bundled ??= freshBundle(MAIN, 'server-test', { server: true });
  return [await bundled];
}

/** A port free now on the loopback (the system's pick), so parallel runs never meet on a fixed one. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** A real API server process (src/server/main.ts), as `npm start` runs it minus the build. */
export interface ServerProcess {
  child: ChildProcess;
  /** Every line it printed on stdout so far. */
  lines: string[];
  /** Its stderr so far (errors, recovery reports). */
  errors: string[];
  /** The base URL (…/logistics/) once it listens; rejects when it exits first. */
  ready: Promise<string>;
  /** Settles with the exit code when the process has exited. */
  exited: Promise<number | null>;
  /** Everything it printed (stdout and stderr as they came), for a failing test's message. */
  output(): string;
  /** SIGTERM (a clean stop), SIGKILL after 15 s, then waits for the exit. */
  stop(): Promise<void>;
}

/**
 * Starts the real server with `env` over this process's environment: node itself (not npx or the
 * tsx binary), so a signal sent to the child reaches the server; `entry` says how it loads the code.
 */
export async function startServerProcess(
  env: Record<string, string>,
  entry: ServerEntry = 'bundle',
): Promise<ServerProcess> {
  const child = spawn(process.execPath, await nodeArgs(entry), {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const errors: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let printed = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors.push(chunk.toString());
    printed += chunk.toString();
  });
  const output = () => printed;
  const ready = new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      buffer += chunk.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        const url = LISTENING.exec(line)?.[1];
        if (url) resolve(url);
      }
    });
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${output()}`)));
  });
  // A test that never awaits `ready` (it stops the process first) leaves no unhandled rejection.
  ready.catch(() => {});
  return {
    child,
    lines,
    errors,
    ready,
    exited,
    output,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

/** A started server of {@link startApiProcess}: its origin (`http://127.0.0.1:<port>`) as `url`. */
export interface ApiProcess extends ServerProcess {
  url: string;
}

/**
 * Starts the API on `port` with `env` and waits until it listens (killed, with its output in the
 * error, when it has not within `startTimeoutMs`: a bench's bound, tests have their own time-outs).
 */
export async function startApiProcess(
  port: number,
  env: Record<string, string>,
  startTimeoutMs = 180_000,
): Promise<ApiProcess> {
  const server = await startServerProcess({ ...env, PORT: String(port) });
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      server.child.kill('SIGKILL');
      reject(new Error(`API on ${port} did not listen within ${startTimeoutMs} ms:\n${server.output()}`));
    }, startTimeoutMs);
  });
  try {
    const base = await Promise.race([server.ready, late]);
    return { ...server, url: new URL(base).origin };
  } finally {
    clearTimeout(timer);
  }
}
