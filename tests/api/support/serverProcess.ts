import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const LISTENING = /^\[start\] listening at (http:\/\/\S+\/logistics\/) \(API at /;

/** A `tsx src/server/main.ts` process of a test. */
export interface ServerProcess {
  child: ChildProcess;
  /** Every line it printed on stdout so far. */
  lines: string[];
  /** Its stderr so far (errors, recovery reports). */
  errors: string[];
  /** The base URL (…/logistics/) once it listens; rejects when it exits first. */
  ready: Promise<string>;
  /** Settles when the process has exited. */
  exited: Promise<number | null>;
}

/** Starts the real server (node itself, not npx, so signals reach it) with `env` over the test's environment. */
export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, LOG_LEVEL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const errors: string[] = [];
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  child.stderr?.on('data', (chunk: Buffer) => errors.push(chunk.toString()));
  const ready = new Promise<string>((resolve, reject) => {
    let buffer = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const parts = buffer.split('\n');
      buffer = parts.pop() ?? '';
      for (const line of parts) {
        lines.push(line);
        const url = LISTENING.exec(line)?.[1];
        if (url) resolve(url);
      }
    });
    child.on('exit', (code) =>
      reject(new Error(`server exited (${code}) before listening:\n${lines.join('\n')}\n${errors.join('')}`)),
    );
  });
  return { child, lines, errors, ready, exited };
}
