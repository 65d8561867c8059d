import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sourcesOf } from '../../../scripts/precompiled.mjs';
import { rulesDir } from '../../../src/server/rules/loadRuleFiles.ts';

/**
 * The PGlite template of the API tests (migrated and seeded, dumped as a tar) kept between runs in
 * node_modules/.cache/api-pglite-template/, named by a hash of everything that builds it: the source
 * of the migrations, the seed and the client and every local module they import (esbuild's list of the
 * files it reads), the rule files the seed's orders go through, the lock file (PGlite's and Kysely's
 * versions), the demo password and today's date (UTC: the seed's orders and bills are dated from it;
 * a moved clock names another template). A run with none of that changed loads the dump instead of
 * migrating and seeding (8 s of one core on a quiet machine, a minute at load average 20). A clean
 * clone (`npm ci`) has no cache: its first run builds and keeps one. `API_TEMPLATE_CACHE=0` builds
 * afresh and keeps nothing.
 */

const ROOT = path.resolve(import.meta.dirname, '../../..');
const DIR = path.join(ROOT, 'node_modules/.cache/api-pglite-template');
/** What builds the template (globalSetup.ts): esbuild follows their imports. */
export const TEMPLATE_ENTRIES = [
  'src/server/db/migrate.ts',
  'src/server/db/seed/seed.ts',
  'src/server/db/client.ts',
];
/** Templates kept (a checkout switching between branches finds its own again). */
const KEEP = 3;

const stampOf = (file: string) => {
  const s = statSync(path.join(ROOT, file), { throwIfNoEntry: false });
  return s ? `${s.size}:${s.mtimeMs}` : 'missing';
};

/** The hash of the sources' contents; their list is esbuild's, kept with stamps and rebuilt when one changed. */
async function sourcesHash(): Promise<string> {
  const listFile = path.join(DIR, 'sources.json');
  let files: string[] | undefined;
  if (existsSync(listFile)) {
    const kept = JSON.parse(readFileSync(listFile, 'utf8')) as Record<string, string>;
    if (Object.entries(kept).every(([file, stamp]) => stampOf(file) === stamp)) files = Object.keys(kept);
  }
  if (!files) {
    files = await sourcesOf(TEMPLATE_ENTRIES);
    mkdirSync(DIR, { recursive: true });
    writeAside(listFile, JSON.stringify(Object.fromEntries(files.map((f) => [f, stampOf(f)]))));
  }
  const hash = createHash('sha256');
  for (const file of files)
    hash
      .update(`${file}\0`)
      .update(readFileSync(path.join(ROOT, file)))
      .update('\0');
  return hash.digest('hex');
}

/** Every file under the rules directory, by path and content. */
function rulesHash(): string {
  const dir = rulesDir();
  const hash = createHash('sha256');
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(dir, file);
    if (statSync(full).isFile()) hash.update(`${file}\0`).update(readFileSync(full)).update('\0');
  }
  return hash.digest('hex');
}

/** The name of the template's dump: a hash of everything that builds it (see above). */
export async function templateKey(demoPassword: string): Promise<string> {
  const lock = createHash('sha256')
    .update(readFileSync(path.join(ROOT, 'package-lock.json')))
    .digest('hex');
  const today = new Date().toISOString().slice(0, 10);
  return createHash('sha256')
    .update(JSON.stringify([await sourcesHash(), rulesHash(), lock, demoPassword, today]))
    .digest('hex')
    .slice(0, 24);
}

/** Written under another name first: a parallel run never reads half a file. */
function writeAside(file: string, data: string | Uint8Array): void {
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, data);
  renameSync(partial, file);
}

/**
 * The template's dump: the cached one when its inputs are unchanged, else `build()`'s (kept for the
 * next run, the oldest beyond {@link KEEP} removed). `cached` says which.
 */
export async function cachedPgliteTemplate(
  demoPassword: string,
  build: () => Promise<Uint8Array>,
): Promise<{ file: string; cached: boolean; keep: boolean }> {
  if (process.env.API_TEMPLATE_CACHE === '0') {
    const file = path.join(os.tmpdir(), `ft-api-pglite-template-${process.pid}.tar`);
    writeFileSync(file, await build());
    return { file, cached: false, keep: false };
  }
  const key = await templateKey(demoPassword);
  const file = path.join(DIR, `${key}.tar`);
  if (existsSync(file)) return { file, cached: true, keep: true };
  const dump = await build();
  mkdirSync(DIR, { recursive: true });
  writeAside(file, dump);
  const old = readdirSync(DIR)
    .filter((f) => f.endsWith('.tar'))
    .map((f) => ({ f, at: statSync(path.join(DIR, f)).mtimeMs }))
    .sort((a, b) => b.at - a.at)
    .slice(KEEP);
  for (const { f } of old) rmSync(path.join(DIR, f), { force: true });
  return { file, cached: false, keep: true };
}
