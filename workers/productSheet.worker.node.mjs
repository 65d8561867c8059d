// Node entry of the product sheet worker, started with node:worker_threads (so the server can cap
// its memory: a zip-bomb .xlsx ends the worker, not the server). tsx registers only on the main
// thread, so it is registered here first; the worker file speaks the browser's worker API
// (addEventListener / postMessage), bridged here to the thread's parentPort.
import { parentPort } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
globalThis.addEventListener = (type, listener) => {
  if (type === 'message') parentPort?.on('message', (data) => listener({ data }));
};
globalThis.postMessage = (message) => parentPort?.postMessage(message);
await import('./productSheet.worker.ts');
