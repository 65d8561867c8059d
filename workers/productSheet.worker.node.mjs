// Node entry of the product sheet worker, started with node:worker_threads (so the server can cap
// its memory: a zip-bomb .xlsx ends the worker, not the server). The worker file speaks the browser's
// worker API (addEventListener / postMessage), bridged here to the thread's parentPort. It runs
// precompiled (runPrecompiled.mjs, as the rules worker): a worker starts per upload.
import { parentPort } from 'node:worker_threads';
import { runPrecompiled } from './runPrecompiled.mjs';

globalThis.addEventListener = (type, listener) => {
  if (type === 'message') parentPort?.on('message', (data) => listener({ data }));
};
globalThis.postMessage = (message) => parentPort?.postMessage(message);

await runPrecompiled(new URL('./productSheet.worker.ts', import.meta.url), 'product-sheet-worker');
