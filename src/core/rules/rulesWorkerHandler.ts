import { type CompiledRuleSet, compileRuleSet } from './compileRules.ts';
import { evaluateCompiled } from './evaluateRules.ts';
import { createReferenceEngine, type ReferenceEngine } from './referenceEngine.ts';
import type { ResolvedRuleSet } from './ruleFile.schemas.ts';
import type { RulesWorkerRequest, RulesWorkerResponse } from './rulesProtocol.ts';

/**
 * The worker's logic, kept apart from the worker file so the main-thread fallback runs exactly
 * the same code. Compiles a loaded rule set once; builds the json-rules-engine one on first use.
 */
export function createRulesWorkerHandler() {
  let set: ResolvedRuleSet | null = null;
  let compiled: CompiledRuleSet | null = null;
  let reference: ReferenceEngine | null = null;
  return async function handle(message: RulesWorkerRequest): Promise<RulesWorkerResponse> {
    try {
      if (message.type === 'load') {
        set = message.set;
        compiled = compileRuleSet(set);
        reference = null;
        return { id: message.id, ok: true };
      }
      if (!set || !compiled) throw new Error('No rule set loaded');
      if (message.engine === 'reference') {
        reference ??= createReferenceEngine(set);
        return { id: message.id, ok: true, results: await reference.evaluate(message.request) };
      }
      return { id: message.id, ok: true, results: evaluateCompiled(compiled, message.request) };
    } catch (err) {
      return { id: message.id, ok: false, error: err instanceof Error ? err.message : String(err) };
    }
  };
}
