import { endpoint } from '../api/endpoint.ts';
import { defineErrors } from '../errors/catalogue.ts';
import type { GoldenCase, ResolvedRuleSet } from './ruleFile.schemas.ts';
import type { ReplayReport } from './ruleReplay.ts';
import type { EntityResult } from './ruleResults.ts';
import { rulesEvaluateSchema } from './rulesEvaluate.schemas.ts';
import { rulesReplaySchema } from './rulesReplay.schemas.ts';

/** The refusal of a save whose rows break a field rule (422; details per field or row). */
export const RULES_ERRORS = defineErrors('rules', {
  rejected: 'A megadott adatok hibásak!',
  draftBroken: 'A szabálytervezet hibás, nem futtatható!',
  /** 503 of a rule-checked save while the rules workers are down (they restart by themselves). */
  unavailable:
    'A szabályellenőrző szolgáltatás átmenetileg nem érhető el, ezért a mentés most nem lehetséges. Próbálja újra néhány másodperc múlva!',
});

/**
 * The rules engine's calls: the active rule set for the browser's worker (everyone signed in);
 * other modes' sets, golden cases and evaluation for the playground (superadmin). The `:mode`
 * parameter is checked in the handler (ruleModeParamsSchema).
 */
export const RULES_API = {
  set: endpoint<ResolvedRuleSet>()({ method: 'GET', path: '/api/rules' }),
  modeSet: endpoint<ResolvedRuleSet>()({ method: 'GET', path: '/api/rules/modes/:mode' }),
  cases: endpoint<(GoldenCase & { file: string })[]>()({ method: 'GET', path: '/api/rules/cases/:mode' }),
  evaluate: endpoint<{ mode: string; results: EntityResult[] }>()({
    method: 'POST',
    path: '/api/rules/evaluate',
    body: rulesEvaluateSchema,
  }),
  /** What-if replay: a draft against the last n stored orders or freights (issue 17, item 7). */
  replay: endpoint<RulesReplayResponse>()({
    method: 'POST',
    path: '/api/rules/replay',
    body: rulesReplaySchema,
  }),
  /** A stored order or freight as rule facts (the playground loads it by id). */
  record: endpoint<RuleRecordResponse>()({ method: 'GET', path: '/api/rules/records/:entity/:id' }),
} as const;

/** The replay's answer: which sets were compared and what would change. */
export interface RulesReplayResponse extends ReplayReport {
  mode: string;
  currentHash: string | null;
  draftHash: string | null;
}
/** A stored record as the rules see it: values and its own context (an order's interval). */
export interface RuleRecordResponse {
  entity: 'order' | 'freight';
  id: string;
  values: Record<string, unknown>;
  ctx: Record<string, unknown>;
}
