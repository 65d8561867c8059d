// Node entry of the rules worker. The worker runs precompiled (scripts/precompiled.mjs: one bundle,
// rebuilt when one of its sources changed): transpiling its modules with tsx in every worker was
// most of a worker's start (issue 36). Where no bundle can be built, tsx as before: it registers
// only on the main thread, so a .ts worker needs it registered here first (else web-worker just
// logs ERR_UNKNOWN_FILE_EXTENSION and the caller waits forever).
import { pathToFileURL } from 'node:url';

let bundle = null;
try {
  const { freshBundle } = await import('../scripts/precompiled.mjs');
  bundle = await freshBundle('workers/rules.worker.ts', 'rules-worker');
} catch {
  bundle = null;
}
if (bundle) await import(pathToFileURL(bundle).href);
else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./rules.worker.ts');
}
