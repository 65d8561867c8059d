import type { EvaluateRequest } from './evaluateRules.ts';
import type { ResolvedRuleSet } from './ruleFile.schemas.ts';
import type { EntityResult } from './ruleResults.ts';

/** `compiled`: the precompiled predicates (fast); `reference`: json-rules-engine itself. */
export type RulesEngineKind = 'compiled' | 'reference';

/** Messages to workers/rules.worker.ts. */
export type RulesWorkerRequest =
  | { id: number; type: 'load'; set: ResolvedRuleSet }
  | { id: number; type: 'evaluate'; request: EvaluateRequest; engine?: RulesEngineKind };

/** Its answers, matched by id. */
export type RulesWorkerResponse =
  | { id: number; ok: true; results?: EntityResult[] }
  | { id: number; ok: false; error: string };

/** What the browser, the server and the fallback all offer: load a rule set, evaluate rows. */
export interface RulesHost {
  load(set: ResolvedRuleSet): Promise<void>;
  evaluate(request: EvaluateRequest, engine?: RulesEngineKind): Promise<EntityResult[]>;
  close(): Promise<void>;
}
