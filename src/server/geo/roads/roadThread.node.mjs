// Node entry of the road routing worker thread: its source runs precompiled (workers/runPrecompiled.mjs,
// as the planning and rules workers); where no bundle can be built, tsx registered in the thread (it
// registers only on the main thread: workers/README.md, the same trap).
import { runPrecompiled } from '../../../../workers/runPrecompiled.mjs';

await runPrecompiled(new URL('./roadThread.ts', import.meta.url), 'road-thread');
