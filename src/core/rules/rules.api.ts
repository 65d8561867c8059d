import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { defineErrors } from '../errors/catalogue.ts';
import { goldenExpectFields, RULE_ENTITIES } from './ruleFile.schemas.ts';
import {
  entityResultAnswer,
  resolvedRuleSetAnswer,
  ruleRecordAnswer,
  rulesReplayAnswer,
  rulesStatusAnswer,
} from './rules.answers.ts';
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
  set: endpoint({
    summary: 'Reads the rules in force',
    response: resolvedRuleSetAnswer,
    method: 'GET',
    path: '/api/rules',
  }),
  modeSet: endpoint({
    summary: 'Reads the rules of a config mode',
    response: resolvedRuleSetAnswer,
    method: 'GET',
    path: '/api/rules/modes/:mode',
  }),
  cases: endpoint({
    summary: "Lists the rules' golden cases",
    response: z.array(
      z.object({
        name: z.string(),
        entity: z.enum(RULE_ENTITIES),
        values: z.record(z.string(), z.unknown()),
        expect: z.object(goldenExpectFields),
        ctx: z.record(z.string(), z.unknown()).optional(),
        file: z.string(),
        /** The base case file a mode's case overrides. */
        overrides: z.string().optional(),
      }),
    ),
    method: 'GET',
    path: '/api/rules/cases/:mode',
  }),
  evaluate: endpoint({
    summary: 'Runs the rules on a record',
    response: z.object({ mode: z.string(), results: z.array(entityResultAnswer) }),
    method: 'POST',
    path: '/api/rules/evaluate',
    body: rulesEvaluateSchema,
  }),
  replay: endpoint({
    summary: 'Replays draft rules on stored records',
    description: 'What-if replay: a draft against the last n stored orders or freights (issue 17, item 7).',
    response: rulesReplayAnswer,
    method: 'POST',
    path: '/api/rules/replay',
    body: rulesReplaySchema,
  }),
  status: endpoint({
    summary: 'Reads the rule set in force and the last change kept out',
    description:
      'Admins: the config mode, the hash and load time of the rule set the server enforces, its files, and the last rule-file change a reload refused with every problem (issue 36).',
    response: rulesStatusAnswer,
    method: 'GET',
    path: '/api/rules/status',
  }),
  record: endpoint({
    summary: 'Reads a stored record as rule facts',
    description: 'A stored order or freight as rule facts (the playground loads it by id).',
    response: ruleRecordAnswer,
    method: 'GET',
    path: '/api/rules/records/:entity/:id',
  }),
} as const;

/** The replay's answer: which sets were compared and what would change. */
export type RulesReplayResponse = z.output<typeof rulesReplayAnswer>;
/** A stored record as the rules see it: values and its own context (an order's interval). */
export type RuleRecordResponse = z.output<typeof ruleRecordAnswer>;

/** GET /api/rules/status: what the server enforces now and the last rule change it refused. */
export type RulesStatusResponse = z.output<typeof rulesStatusAnswer>;
