// `npm start` builds the web terminal only when its inputs changed since the last build (issue 23):
// a fingerprint of every input file (path, size, mtime) is kept beside the built files; when it
// matches, the ~12 s Vite build is skipped. Inputs: what Vite reads for the web app (webBuildInputs.mjs;
// rule files are not among them: the browser loads the rules from the API).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { webBuildFingerprint } from './webBuildInputs.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.resolve(root, process.env.WEB_DIST_DIR ?? 'dist/web');
// Beside the output, not in it: nothing under the served folder but the app itself.
const stampFile = path.join(path.dirname(outDir), `.${path.basename(outDir)}-build-inputs`);
const fingerprint = webBuildFingerprint(root);
const built = existsSync(path.join(outDir, 'index.html')) && existsSync(stampFile);
if (built && readFileSync(stampFile, 'utf8') === fingerprint) {
  console.log('[start] web app up to date: build skipped');
  process.exit(0);
}
console.log('[start] building the web app (its sources changed since the last build)');
const run = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);
writeFileSync(stampFile, fingerprint);
