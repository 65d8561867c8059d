import { endpoint } from '../api/endpoint.ts';
import { defineErrors } from '../errors/catalogue.ts';
import type { GoldenCase, ResolvedRuleSet } from './ruleFile.schemas.ts';
import type { EntityResult } from './ruleResults.ts';
import { rulesEvaluateSchema } from './rulesEvaluate.schemas.ts';

/** The refusal of a save whose rows break a field rule (422; details per field or row). */
export const RULES_ERRORS = defineErrors('rules', {
  rejected: 'A megadott adatok hibásak!',
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
} as const;
