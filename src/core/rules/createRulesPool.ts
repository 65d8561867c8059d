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

/**
 * A call failed because of the worker, not the rules: it crashed, stopped answering, or the pool was
 * closed. The server's rules service restarts the pool on it and answers 503 meanwhile.
 */
export class RulesWorkerFailure extends Error {
  override name = 'RulesWorkerFailure';
}

/** Below this many rows a request goes to one worker whole: splitting costs more than it saves. */
const SPLIT_FROM_ROWS = 200;

export interface RulesPoolOptions {
  /** A worker that has not answered by then is replaced and the call rejected (default 30 s). */
  timeoutMs?: number;
  /**
   * Workers started with the pool (default: all `size`). Fewer: the others start when a call finds
   * every started worker busy, or a large request is split (each gets the loaded rule set first).
   * The browser starts one: a screen's checks are small and one after another, and each worker is
   * a thread that parses the engine and compiles the rule set (the server starts all, warm).
   */
  initial?: number;
}

interface Slot {
  worker: WorkerLike;
  pending: Map<number, { resolve: (r: RulesWorkerResponse) => void; reject: (e: Error) => void }>;
}

/**
 * A pool of rules workers behind the RulesHost facade: a rule set is loaded into every worker,
 * a large request is split into one chunk per worker and the answers are joined in order; a small
 * one goes to an idle worker (a new one while fewer than `size` run, else the next in turn). A
 * worker that fails or stops answering is replaced (and given the rule set again), so a save
 * never waits forever on a dead worker.
 */
export function createRulesPool(
  makeWorker: () => WorkerLike,
  size: number,
  options: RulesPoolOptions = {},
): RulesHost {
  const timeoutMs = options.timeoutMs ?? 30_000;
  let nextId = 1;
  let turn = 0;
  let loaded: ResolvedRuleSet | null = null;
  let closed = false;

  const failAll = (slot: Slot, error: Error) => {
    for (const [id, waiter] of slot.pending) {
      slot.pending.delete(id);
      waiter.reject(error);
    }
  };
  const start = (): Slot => {
    const slot: Slot = { worker: makeWorker(), pending: new Map() };
    slot.worker.addEventListener('message', (event: { data: unknown }) => {
      const reply = event.data as RulesWorkerResponse;
      const waiter = slot.pending.get(reply.id);
      if (!waiter) return;
      slot.pending.delete(reply.id);
      waiter.resolve(reply);
    });
    slot.worker.addEventListener('error', (event: unknown) => {
      const message = (event as { message?: string } | null)?.message ?? 'rules worker failed';
      replace(slot, new RulesWorkerFailure(message));
    });
    return slot;
  };
  const max = Math.max(1, size);
  const slots = Array.from({ length: Math.min(max, Math.max(1, options.initial ?? max)) }, start);
  /** One more worker, given the loaded set first (a worker answers its messages in order). */
  const grow = (): Slot => {
    const slot = start();
    slots.push(slot);
    if (loaded) void send(slot, { type: 'load', set: loaded }).catch(() => undefined);
    return slot;
  };
  /** An idle worker, else a new one while the pool may grow, else the next in turn. */
  const pick = (): Slot =>
    slots.find((slot) => slot.pending.size === 0) ??
    (slots.length < max ? grow() : (slots[turn++ % slots.length] as Slot));
  /** Drops a broken worker: its calls fail, a fresh one takes its place with the loaded set. */
  function replace(slot: Slot, error: Error) {
    const index = slots.indexOf(slot);
    if (index === -1) return;
    slot.worker.terminate();
    failAll(slot, error);
    if (closed) return;
    const fresh = start();
    slots[index] = fresh;
    if (loaded) void send(fresh, { type: 'load', set: loaded }).catch(() => undefined);
  }

  function send(slot: Slot, message: Unnumbered): Promise<EntityResult[]> {
    return new Promise<RulesWorkerResponse>((resolve, reject) => {
      const id = nextId++;
      const timer = setTimeout(() => {
        if (slot.pending.has(id))
          replace(slot, new RulesWorkerFailure(`rules worker did not answer within ${timeoutMs} ms`));
      }, timeoutMs);
      const done = () => clearTimeout(timer);
      slot.pending.set(id, {
        resolve: (r) => {
          done();
          resolve(r);
        },
        reject: (e) => {
          done();
          reject(e);
        },
      });
      slot.worker.postMessage({ ...message, id });
    }).then((reply) => {
      if (!reply.ok) throw new Error(reply.error);
      return reply.results ?? [];
    });
  }

  return {
    async load(set: ResolvedRuleSet) {
      loaded = set;
      await Promise.all(slots.map((slot) => send(slot, { type: 'load', set })));
    },
    async evaluate(request: EvaluateRequest, engine?: RulesEngineKind): Promise<EntityResult[]> {
      if (request.rows.length < SPLIT_FROM_ROWS || max === 1) {
        return send(pick(), { type: 'evaluate', request, engine });
      }
      while (slots.length < max) grow();
      const chunk = Math.ceil(request.rows.length / slots.length);
      const parts = await Promise.all(
        slots.map((slot, i) =>
          send(slot, {
            type: 'evaluate',
            request: {
              ...request,
              rows: request.rows.slice(i * chunk, (i + 1) * chunk),
              ...(request.rowCtx && { rowCtx: request.rowCtx.slice(i * chunk, (i + 1) * chunk) }),
            },
            engine,
          }),
        ),
      );
      return parts.flat();
    },
    async close() {
      closed = true;
      for (const slot of slots) {
        slot.worker.terminate();
        failAll(slot, new RulesWorkerFailure('rules pool closed'));
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
