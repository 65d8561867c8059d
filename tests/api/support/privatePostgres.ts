import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../support/serverProcess.ts';

/** The newest installed PostgreSQL's bin directory (Debian layout), or null when none is installed. */
export function postgresBinDir(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')))
    .sort((a, b) => Number(a) - Number(b));
  const newest = versions.at(-1);
  return newest ? path.join(root, newest, 'bin') : null;
}

/** A PostgreSQL cluster of the test's own, so it may restart it without disturbing TEST_PG_URL's. */
export interface PrivatePostgres {
  url: string;
  /** `pg_ctl restart -m fast`: connections in use are cut, as in a failover. */
  restart(): void;
  /** `pg_ctl stop -m fast`, keeping the cluster to start again (`up`): the database is away. */
  down(): void;
  up(): void;
  stop(): void;
}

/**
 * initdb + pg_ctl start in a temporary directory, loopback only, trust auth. initdb refuses root, so
 * as root (CI) the commands run as the postgres user, like .ci/run does.
 */
export async function startPrivatePostgres(binDir: string): Promise<PrivatePostgres> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ft-pg-restart-'));
  const data = path.join(dir, 'data');
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    chmodSync(dir, 0o777);
    execFileSync('chown', ['postgres', dir]);
  }
  const run = (tool: string, args: string[]) => {
    const argv = [path.join(binDir, tool), ...args];
    if (asRoot) {
      const line = argv.map((a) => `'${a.replaceAll("'", `'\\''`)}'`).join(' ');
      execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', line], { stdio: 'ignore' });
    } else {
      execFileSync(argv[0] as string, argv.slice(1), { stdio: 'ignore' });
    }
  };
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off`;
  const pgCtl = (...args: string[]) =>
    run('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'log'), '-w', ...args]);
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  pgCtl('start');
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: () => pgCtl('-m', 'fast', 'restart'),
    down: () => pgCtl('-m', 'fast', 'stop'),
    up: () => pgCtl('start'),
    stop: () => {
      try {
        pgCtl('-m', 'immediate', 'stop');
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
