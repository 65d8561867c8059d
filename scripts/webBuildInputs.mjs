// What the web app's build reads (issue 23), for `npm start`'s skip-if-unchanged build. Rule files
// are NOT among them (issue 36): the browser loads the rule set in force from the API at run time
// (GET /api/rules), so editing a rule file never rebuilds the web app; a test keeps any source of
// the web, the core or the workers from importing a file of rules/.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

export const WEB_BUILD_INPUTS = [
  'src/web',
  'src/core',
  'locales',
  'keymaps',
  'workers',
  'vite.config.ts',
  'scripts/precompress.mjs',
  'package-lock.json',
];

function* files(root, entry) {
  const full = path.join(root, entry);
  if (!existsSync(full)) return;
  if (!statSync(full).isDirectory()) return yield entry;
  for (const name of readdirSync(full).sort()) yield* files(root, path.join(entry, name));
}

/** A fingerprint of every input file (path, size, mtime) under `root`, with the baked-in settings. */
export function webBuildFingerprint(root, env = process.env) {
  const hash = createHash('sha256');
  // The base path and build version are baked into the bundle too.
  hash.update(`${env.BASE_PATH ?? ''}|${env.BUILD_VERSION ?? ''}\n`);
  for (const input of WEB_BUILD_INPUTS) {
    for (const file of files(root, input)) {
      const { size, mtimeMs } = statSync(path.join(root, file));
      hash.update(`${file}|${size}|${mtimeMs}\n`);
    }
  }
  return hash.digest('hex');
}
