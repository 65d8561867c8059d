// Node entry of the product sheet worker, started with node:worker_threads (so the server can cap
// its memory: a zip-bomb .xlsx ends the worker, not the server). The worker file speaks the browser's
// worker API (addEventListener / postMessage), bridged here to the thread's parentPort. It runs
// precompiled (scripts/precompiled.mjs, as the rules worker: one bundle, rebuilt when one of its
// sources changed), since a worker starts per upload and tsx's transpile was most of its start; where
// no bundle can be built, tsx as before (it registers only on the main thread, so here first).
import { pathToFileURL } from 'node:url';
import { parentPort } from 'node:worker_threads';

globalThis.addEventListener = (type, listener) => {
  if (type === 'message') parentPort?.on('message', (data) => listener({ data }));
};
globalThis.postMessage = (message) => parentPort?.postMessage(message);

let bundle = null;
try {
  const { freshBundle } = await import('../scripts/precompiled.mjs');
  bundle = await freshBundle('workers/productSheet.worker.ts', 'product-sheet-worker');
} catch {
  bundle = null;
}
if (bundle) await import(pathToFileURL(bundle).href);
else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./productSheet.worker.ts');
}
