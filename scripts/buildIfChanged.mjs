// `npm start` builds the web terminal only when its inputs changed since the last build (issue 23):
// a fingerprint of every input file (path, size, mtime) is kept beside the built files; when it
// matches, the ~12 s Vite build is skipped. Inputs: what Vite reads for the web app.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(root, process.env.WEB_DIST_DIR ?? 'dist/web');
// Beside the output, not in it: nothing under the served folder but the app itself.
const stampFile = path.join(path.dirname(outDir), `.${path.basename(outDir)}-build-inputs`);
const INPUTS = [
  'src/web',
  'src/core',
  'locales',
  'keymaps',
  'rules',
  'workers',
  'vite.config.ts',
  'package-lock.json',
];

function* files(entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) return yield entry;
  for (const name of readdirSync(full).sort()) yield* files(path.join(entry, name));
}

const hash = createHash('sha256');
// The base path and build version are baked into the bundle too.
hash.update(`${process.env.BASE_PATH ?? ''}|${process.env.BUILD_VERSION ?? ''}\n`);
for (const input of INPUTS) {
  for (const file of files(input)) {
    const { size, mtimeMs } = statSync(path.join(root, file));
    hash.update(`${file}|${size}|${mtimeMs}\n`);
  }
}
const fingerprint = hash.digest('hex');
const built = existsSync(path.join(outDir, 'index.html')) && existsSync(stampFile);
if (built && readFileSync(stampFile, 'utf8') === fingerprint) {
  console.log('[start] web app up to date: build skipped');
  process.exit(0);
}
console.log('[start] building the web app (its sources changed since the last build)');
const run = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);
writeFileSync(stampFile, fingerprint);
