// Starts a TypeScript server entry from one precompiled bundle (scripts/precompiled.mjs with
// `server`: the packages stay outside, each source keeps its own URL), rebuilt only when one of its
// sources changed. tsx transpiles the server's few hundred modules one by one at each start, about
// 2–3 s of one core (more on a loaded machine); loading the bundle is one parse. The e2e web server
// starts so (playwright.config.ts):
//
//   node scripts/startBundled.mjs tests/e2e/support/e2eServer.ts e2e-server
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freshBundle } from './precompiled.mjs';

const [entry, name] = process.argv.slice(2);
if (!entry || !name) {
  console.error('usage: node scripts/startBundled.mjs <entry.ts> <bundle name>');
  process.exit(2);
}
const bundle = await freshBundle(path.normalize(entry), name, { server: true });
await import(pathToFileURL(bundle).href);
