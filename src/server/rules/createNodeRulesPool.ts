import { availableParallelism } from 'node:os';
import Worker from 'web-worker';
import { createRulesPool, type WorkerLike } from '../../core/rules/createRulesPool.ts';
import type { RulesHost } from '../../core/rules/rulesProtocol.ts';

const SHIM = new URL('../../../workers/rules.worker.node.mjs', import.meta.url);

/** A pool of Node rules workers (the `web-worker` package), one per core unless told otherwise. */
export function createNodeRulesPool(size: number = availableParallelism()): RulesHost {
  return createRulesPool(() => new Worker(SHIM, { type: 'module' }) as unknown as WorkerLike, size);
}
