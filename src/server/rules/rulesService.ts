import { availableParallelism } from 'node:os';
import { createInlineRulesHost } from '../../core/rules/createRulesPool.ts';
import type { EvaluateRequest } from '../../core/rules/evaluateRules.ts';
import type { ResolvedRuleSet } from '../../core/rules/ruleFile.schemas.ts';
import type { EntityResult } from '../../core/rules/ruleResults.ts';
import type { RulesStatusResponse } from '../../core/rules/rules.api.ts';
import type { RulesEngineKind, RulesHost } from '../../core/rules/rulesProtocol.ts';
import { createNodeRulesPool } from './createNodeRulesPool.ts';
import { loadRuleSet, readRuleFiles, ruleProblemsOf, rulesDir, unknownModeFolders } from './loadRuleFiles.ts';
import { noteRuleSet } from './ruleSetContext.ts';

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
  /** Evaluates on the pool (started on first use), or on any mode's set for the playground. */
  evaluate(
    request: EvaluateRequest,
    options?: { mode?: string; engine?: RulesEngineKind },
  ): Promise<EntityResult[]>;
  /** Starts the pool and loads the set now, so the first save does not wait for it. */
  warm(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Loads and validates every rule file now (a broken file throws RuleFileError, which stops
 * start-up); the pool starts on the first evaluation. RULES_WORKERS sets the pool size
 * (default: one per core; 0: evaluate on the main thread).
 */
export function createRulesService(mode: string, dir: string = rulesDir()): RulesService {
  let set = loadRuleSet(mode, dir);
  const filesOf = () => readRuleFiles(dir, mode).map((f) => `rules/${f.file}`);
  let loaded = { at: new Date(), files: filesOf() };
  let lastRefused: RulesStatusResponse['lastRefused'] = null;
  // A misspelled mode folder would never load: say so (it does not stop this mode).
  for (const problem of unknownModeFolders(dir)) console.warn(`rules: ${problem}`);
  const size = Number(process.env.RULES_WORKERS ?? availableParallelism());
  let ready: Promise<RulesHost> | null = null;
  const hostFor = () => {
    ready ??= (async () => {
      const host = size > 0 ? createNodeRulesPool(size) : createInlineRulesHost();
      await host.load(set);
      return host;
    })();
    return ready;
  };
  let reloading: Promise<unknown> = Promise.resolve();
  // Other modes (playground) are evaluated on the main thread: rare, and the pool keeps its set.
  const others = new Map<string, RulesHost>();
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
          if (ready) await (await ready).load(next);
          set = next;
          loaded = { at: new Date(), files: filesOf() };
          others.clear();
        }
        return { ok: true as const, hash: next.hash ?? '', changed };
      });
      reloading = run.catch(() => undefined);
      return run;
    },
    async evaluate(request, options = {}) {
      if (options.mode && options.mode !== mode) {
        let host = others.get(options.mode);
        if (!host) {
          host = createInlineRulesHost();
          await host.load(loadRuleSet(options.mode, dir));
          others.set(options.mode, host);
        }
        return host.evaluate(request, options.engine);
      }
      const inForce = set;
      const results = await (await hostFor()).evaluate(request, options.engine);
      // The request's events name the set that judged its change (ruleSetContext.ts).
      noteRuleSet(mode, inForce.hash);
      return results;
    },
    async warm() {
      await hostFor();
    },
    async close() {
      if (ready) await (await ready).close();
    },
  };
}
