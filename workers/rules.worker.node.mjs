// Node entry of the rules worker: its source runs precompiled (runPrecompiled.mjs, issue 36).
import { runPrecompiled } from './runPrecompiled.mjs';

await runPrecompiled(new URL('./rules.worker.ts', import.meta.url), 'rules-worker');
