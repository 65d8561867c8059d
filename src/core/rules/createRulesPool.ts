import type { EvaluateRequest } from './evaluateRules.ts';
import type { ResolvedRuleSet } from './ruleFile.schemas.ts';
import type { EntityResult } from './ruleResults.ts';
import type { RulesEngineKind, RulesHost, RulesWorkerRequest, RulesWorkerResponse } from './rulesProtocol.ts';

/** A request before the pool numbers it. */
type Unnumbered = RulesWorkerRequest extends infer R
  ? R extends RulesWorkerRequest
    ? Omit<R, 'id'>
    : never
  : never;

/** The part of a Worker (browser or the `web-worker` package) the pool uses. */
export interface WorkerLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(type: 'error', listener: (event: unknown) => void): void;
  terminate(): void;
}

/** Below this many rows a request goes to one worker whole: splitting costs more than it saves. */
const SPLIT_FROM_ROWS = 200;

/**
 * A pool of rules workers behind the RulesHost facade: a rule set is loaded into every worker,
 * a large request is split into one chunk per worker and the answers are joined in order.
 */
export function createRulesPool(makeWorker: () => WorkerLike, size: number): RulesHost {
  let nextId = 1;
  let turn = 0;
  const pending = new Map<
    number,
    { resolve: (r: RulesWorkerResponse) => void; reject: (e: Error) => void }
  >();
  const workers = Array.from({ length: Math.max(1, size) }, () => {
    const worker = makeWorker();
    worker.addEventListener('message', (event: { data: unknown }) => {
      const reply = event.data as RulesWorkerResponse;
      const waiter = pending.get(reply.id);
      if (!waiter) return;
      pending.delete(reply.id);
      waiter.resolve(reply);
    });
    worker.addEventListener('error', (event: unknown) => {
      const message = (event as { message?: string })?.message ?? 'rules worker failed';
      for (const [id, waiter] of pending) {
        pending.delete(id);
        waiter.reject(new Error(message));
      }
    });
    return worker;
  });

  const send = (worker: WorkerLike, message: Unnumbered) =>
    new Promise<RulesWorkerResponse>((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    }).then((reply) => {
      if (!reply.ok) throw new Error(reply.error);
      return reply.results ?? [];
    });

  return {
    async load(set: ResolvedRuleSet) {
      await Promise.all(workers.map((w) => send(w, { type: 'load', set })));
    },
    async evaluate(request: EvaluateRequest, engine?: RulesEngineKind): Promise<EntityResult[]> {
      if (request.rows.length < SPLIT_FROM_ROWS || workers.length === 1) {
        const worker = workers[turn++ % workers.length] as WorkerLike;
        return send(worker, { type: 'evaluate', request, engine });
      }
      const chunk = Math.ceil(request.rows.length / workers.length);
      const parts = await Promise.all(
        workers.map((w, i) =>
          send(w, {
            type: 'evaluate',
            request: { ...request, rows: request.rows.slice(i * chunk, (i + 1) * chunk) },
            engine,
          }),
        ),
      );
      return parts.flat();
    },
    async close() {
      for (const w of workers) w.terminate();
      for (const [id, waiter] of pending) {
        pending.delete(id);
        waiter.reject(new Error('rules pool closed'));
      }
    },
  };
}

/** Main-thread fallback for environments without workers: same handler, same answers. */
export function createInlineRulesHost(): RulesHost {
  let handle: ((m: RulesWorkerRequest) => Promise<RulesWorkerResponse>) | null = null;
  let nextId = 1;
  const run = async (message: Unnumbered) => {
    if (!handle) handle = (await import('./rulesWorkerHandler.ts')).createRulesWorkerHandler();
    const reply = await handle({ ...message, id: nextId++ } as RulesWorkerRequest);
    if (!reply.ok) throw new Error(reply.error);
    return reply.results ?? [];
  };
  return {
    async load(set) {
      await run({ type: 'load', set });
    },
    evaluate: (request, engine) => run({ type: 'evaluate', request, engine }),
    async close() {},
  };
}
