import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const LISTENING = /^\[start\] listening at (http:\/\/\S+\/logistics\/) \(API at /;

/** A real API server process (src/server/main.ts through tsx), as `npm start` runs it minus the build. */
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
 * Starts the real server with `env` over this process's environment: node itself with tsx as a
 * loader (not npx or the tsx binary), so a signal sent to the child reaches the server.
 */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
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
  const server = startServerProcess({ ...env, PORT: String(port) });
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
