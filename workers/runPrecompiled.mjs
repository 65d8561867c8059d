// Runs a worker's TypeScript source in a Node worker thread: precompiled (scripts/precompiled.mjs:
// one bundle, rebuilt when one of its sources changed), since transpiling its modules with tsx in
// every worker was most of a worker's start; where no bundle can be built, tsx as before. tsx
// registers only on the main thread, so a .ts worker needs it registered here first (else web-worker
// just logs ERR_UNKNOWN_FILE_EXTENSION and the caller waits forever).
import { fileURLToPath, pathToFileURL } from 'node:url';

/** `source`: the worker's .ts file as a URL; `name`: its bundle's name. */
export async function runPrecompiled(source, name) {
  let bundle = null;
  try {
    const { freshBundle } = await import('../scripts/precompiled.mjs');
    const entry = fileURLToPath(source).slice(fileURLToPath(new URL('../', import.meta.url)).length);
    bundle = await freshBundle(entry, name);
  } catch {
    bundle = null;
  }
  if (bundle) await import(pathToFileURL(bundle).href);
  else {
    const { register } = await import('tsx/esm/api');
    register();
    await import(source.href);
  }
}
