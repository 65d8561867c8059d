import { availableParallelism } from 'node:os';
import { createInlineRulesHost, RulesWorkerFailure } from '../../core/rules/createRulesPool.ts';
import type { EvaluateRequest } from '../../core/rules/evaluateRules.ts';
import type { ResolvedRuleSet } from '../../core/rules/ruleFile.schemas.ts';
import type { EntityResult } from '../../core/rules/ruleResults.ts';
import { RULES_ERRORS, type RulesStatusResponse } from '../../core/rules/rules.api.ts';
import type { RulesEngineKind, RulesHost } from '../../core/rules/rulesProtocol.ts';
import { HttpError } from '../http/httpError.ts';
import { createNodeRulesPool } from './createNodeRulesPool.ts';
import { loadRuleSet, readRuleFiles, ruleProblemsOf, rulesDir, unknownModeFolders } from './loadRuleFiles.ts';
import { noteRuleSet } from './ruleSetContext.ts';

/** Where the worker pool stands: `down` while a failed or crashed pool waits for its restart. */
export type RulesPoolState = 'idle' | 'starting' | 'ready' | 'down';

/** The rules service's readiness, for GET /api/health. */
export interface RulesHealth {
  ready: boolean;
  state: RulesPoolState;
  /** Why the pool is down (the worker's error), while it is. */
  error?: string;
  /** Restart attempts since the pool last worked. */
  failures: number;
}

/** The server's rules: the active mode's rule set and the worker pool that evaluates it. */
export interface RulesService {
  mode: string;
  dir: string;
  /** The set in force now (a reload swaps it). */
  readonly set: ResolvedRuleSet;
  /** The set in force, when it was loaded, its files, and the last change kept out (GET /api/rules/status). */
  status(): RulesStatusResponse;
  /**
   * Re-reads the active mode's files: a valid set replaces the one in force (workers included),
   * a broken one is kept out and the old set stays, with every problem in `problems`.
   */
  reload(): Promise<
    { ok: true; hash: string; changed: boolean } | { ok: false; hash: string; problems: string }
  >;
  /**
   * Evaluates on the pool (started on first use), or on any mode's set for the playground. While
   * the pool is down it throws 503 `rules.unavailable` (HttpError) at once.
   */
  evaluate(
    request: EvaluateRequest,
    options?: { mode?: string; engine?: RulesEngineKind },
  ): Promise<EntityResult[]>;
  /** Starts the pool and loads the set now, so the first save does not wait for it. */
  warm(): Promise<void>;
  health(): RulesHealth;
  close(): Promise<void>;
}

/** How the service starts its pool and restarts a failed one (tests inject a failing factory and short waits). */
export interface RulesServiceOptions {
  /** A new pool (default: RULES_WORKERS Node workers, one per core; 0: the main thread). */
  makeHost?: () => RulesHost;
  /** Waits before restarting a failed pool: `firstMs`, doubled per failure up to `maxMs`. */
  restartBackoff?: { firstMs: number; maxMs: number };
  log?: (message: string, err?: unknown) => void;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Loads and validates every rule file now (a broken file throws RuleFileError, which stops
 * start-up); the pool starts on the first evaluation. RULES_WORKERS sets the pool size
 * (default: one per core; 0: evaluate on the main thread).
 *
 * Self-healing (issue 32): a pool that fails to start (e.g. it misses its start-up time-out on a
 * busy machine) or whose worker crashes or hangs during a call is closed and started again after a
 * back-off (1 s doubling to 30 s); meanwhile rule-checked saves answer 503 `rules.unavailable` at
 * once, and {@link RulesService.health} says so. A rule that refuses is an answer, not a failure.
 */
export function createRulesService(
  mode: string,
  dir: string = rulesDir(),
  options: RulesServiceOptions = {},
): RulesService {
  let set = loadRuleSet(mode, dir);
  const filesOf = () => readRuleFiles(dir, mode).map((f) => `rules/${f.file}`);
  let loaded = { at: new Date(), files: filesOf() };
  let lastRefused: RulesStatusResponse['lastRefused'] = null;
  // A misspelled mode folder would never load: say so (it does not stop this mode).
  for (const problem of unknownModeFolders(dir)) console.warn(`rules: ${problem}`);
  const size = Number(process.env.RULES_WORKERS ?? availableParallelism());
  const makeHost =
    options.makeHost ?? (() => (size > 0 ? createNodeRulesPool(size) : createInlineRulesHost()));
  const pool = createHealingPool({
    makeHost,
    backoff: options.restartBackoff ?? { firstMs: 1000, maxMs: 30_000 },
    log: options.log ?? ((message: string, err?: unknown) => console.error(message, err ?? '')),
    set: () => set,
  });
  let reloading: Promise<unknown> = Promise.resolve();
  const others = otherModes(dir);
  return {
    mode,
    dir,
    get set() {
      return set;
    },
    status() {
      return {
        mode,
        hash: set.hash ?? null,
        loadedAt: loaded.at.toISOString(),
        files: loaded.files,
        lastRefused,
      };
    },
    reload() {
      // One reload at a time: validate first, then swap the set and the workers' copy together.
      const run = reloading.then(async () => {
        let next: ResolvedRuleSet;
        try {
          next = loadRuleSet(mode, dir);
        } catch (err) {
          // Kept out, and said so (GET /api/rules/status, the superadmins' notice): every problem.
          lastRefused = {
            at: new Date().toISOString(),
            problems: ruleProblemsOf(err, dir),
            superseded: false,
          };
          return { ok: false as const, hash: set.hash ?? '', problems: (err as Error).message };
        }
        const changed = next.hash !== set.hash;
        if (lastRefused) lastRefused = { ...lastRefused, superseded: true };
        if (changed) {
          // A pool that is down (or starting) loads `set` when it starts: only a running one is told.
          const current = pool.running();
          if (current) {
            const host = await current;
            // A pool that fails here restarts (after the back-off, with the new set).
            await host.load(next).catch((err: unknown) => {
              if (!(err instanceof RulesWorkerFailure)) throw err;
              pool.failedIfCurrent(current, host, err);
            });
          }
          set = next;
          loaded = { at: new Date(), files: filesOf() };
          others.hosts.clear();
        }
        return { ok: true as const, hash: next.hash ?? '', changed };
      });
      reloading = run.catch(() => undefined);
      return run;
    },
    async evaluate(request, options = {}) {
      if (options.mode && options.mode !== mode)
        return others.evaluate(options.mode, request, options.engine);
      const inForce = set;
      const host = await pool.hostFor();
      const current = pool.current();
      let results: EntityResult[];
      try {
        results = await host.evaluate(request, options.engine);
      } catch (err) {
        if (!(err instanceof RulesWorkerFailure)) throw err;
        // Only the first failed call of a pool restarts it.
        if (current !== null) pool.failedIfCurrent(current, host, err);
        throw pool.unavailable();
      }
      // The request's events name the set that judged its change (ruleSetContext.ts).
      noteRuleSet(mode, inForce.hash);
      return results;
    },
    async warm() {
      await pool.hostFor();
    },
    health: () => pool.health(),
    close: () => pool.close(),
  };
}

/** Other modes (playground) are evaluated on the main thread: rare, and the pool keeps its set. */
function otherModes(dir: string) {
  const hosts = new Map<string, RulesHost>();
  return {
    hosts,
    async evaluate(
      mode: string,
      request: EvaluateRequest,
      engine?: RulesEngineKind,
    ): Promise<EntityResult[]> {
      let host = hosts.get(mode);
      if (!host) {
        host = createInlineRulesHost();
        await host.load(loadRuleSet(mode, dir));
        hosts.set(mode, host);
      }
      return host.evaluate(request, engine);
    },
  };
}

/**
 * The self-healing worker pool of the service (issue 32): started on first use with the set in
 * force; a pool that fails to start or fails a call is closed and started again after a back-off,
 * and answers 503 `rules.unavailable` meanwhile.
 */
function createHealingPool(o: {
  makeHost: () => RulesHost;
  backoff: { firstMs: number; maxMs: number };
  log: (message: string, err?: unknown) => void;
  set: () => ResolvedRuleSet;
}) {
  const { backoff, log } = o;
  let ready: Promise<RulesHost> | null = null;
  let started = false;
  let down: { error: string } | null = null;
  let failures = 0;
  let restartTimer: NodeJS.Timeout | null = null;
  let closed = false;

  const startHost = (): Promise<RulesHost> => {
    const host = o.makeHost();
    const attempt = (async () => {
      await host.load(o.set());
      return host;
    })();
    ready = attempt;
    started = false;
    attempt.then(
      () => {
        if (ready !== attempt) return;
        started = true;
        if (down) log(`rules: workers running again after ${failures} failed start(s)`);
        down = null;
        failures = 0;
      },
      (err: unknown) => {
        if (ready === attempt) failed(host, err);
      },
    );
    return attempt;
  };
  /** The pool failed or crashed: close it, answer 503 meanwhile, start a new one after the back-off. */
  const failed = (host: RulesHost, err: unknown) => {
    ready = null;
    started = false;
    void host.close().catch(() => undefined);
    failures += 1;
    down = { error: errorText(err) };
    const wait = Math.min(backoff.maxMs, backoff.firstMs * 2 ** (failures - 1));
    log(`rules: the workers failed (${down.error}); restart in ${wait} ms`, err);
    if (closed || restartTimer) return;
    restartTimer = setTimeout(() => {
      restartTimer = null;
      if (!closed) startHost().catch(() => undefined);
    }, wait);
    restartTimer.unref();
  };
  const unavailable = () =>
    new HttpError(503, RULES_ERRORS.unavailable, undefined, {
      'retry-after': String(Math.ceil(backoff.firstMs / 1000)),
    });
  return {
    unavailable,
    /** The pool's host, started on first use; 503 while the pool is down or when it fails to start. */
    async hostFor(): Promise<RulesHost> {
      if (down) throw unavailable();
      try {
        return await (ready ?? startHost());
      } catch {
        throw unavailable();
      }
    },
    /** The pool as it is now (started or starting), null when none. */
    current: () => ready,
    /** The pool when it runs (started and not down), else null: a starting one loads the set itself. */
    running: () => (ready && started && !down ? ready : null),
    /** A call on `current` failed: the pool restarts, unless another one has replaced it already. */
    failedIfCurrent(current: Promise<RulesHost>, host: RulesHost, err: unknown) {
      if (ready === current) failed(host, err);
    },
    health(): RulesHealth {
      const state: RulesPoolState = down ? 'down' : started ? 'ready' : ready ? 'starting' : 'idle';
      return {
        ready: state === 'ready' || state === 'idle',
        state,
        ...(down && { error: down.error }),
        failures,
      };
    },
    async close() {
      closed = true;
      if (restartTimer) clearTimeout(restartTimer);
      const current = ready;
      ready = null;
      if (current) await (await current.catch(() => null))?.close();
    },
  };
}
