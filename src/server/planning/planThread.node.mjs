// Node entry of the planning worker thread: its source runs precompiled (workers/runPrecompiled.mjs,
// as the rules worker: one bundle, rebuilt when a source changed), since tsx transpiling its modules
// in the thread was most of its start (about 0.75 s of CPU per server process); where no bundle can be
// built, tsx registered in the thread (it registers only on the main thread: workers/README.md).
import { runPrecompiled } from '../../../workers/runPrecompiled.mjs';

await runPrecompiled(new URL('./planThread.ts', import.meta.url), 'plan-thread');
