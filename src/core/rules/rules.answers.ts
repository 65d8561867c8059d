import { z } from 'zod';
import { importConfigAnswer } from '../orders/import/import.answers.ts';
import { RULE_MESSAGE_KEYS } from '../validation/generalRules.ts';
import { DATE_STEP_OPS } from './ruleDateCalc.ts';
import type { RuleCondition } from './ruleFile.schemas.ts';
import { RULE_ENTITIES, RULE_FAMILIES, RULE_OPERATORS } from './ruleFile.schemas.ts';
import type { ConditionTrace } from './ruleResults.ts';
import { REPLAY_RECORD_ENTITIES } from './rulesReplay.schemas.ts';

/**
 * The rules answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link RuleCondition} (ruleFile.schemas.ts). */
export const ruleConditionAnswer: z.ZodType<RuleCondition> = z
  .union([
    z.object({
      fact: z.string(),
      operator: z.enum(RULE_OPERATORS),
      value: z.unknown(),
      path: z.string().optional(),
      params: z.record(z.string(), z.unknown()).optional(),
    }),
    z.object({ all: z.array(z.lazy(() => ruleConditionAnswer)) }),
    z.object({ any: z.array(z.lazy(() => ruleConditionAnswer)) }),
    z.object({ not: z.lazy(() => ruleConditionAnswer) }),
  ])
  .meta({ id: 'RuleCondition' });

/** The message parts of a rule event (a key of the general messages, or a text, with parameters). */
const ruleMessagePartsAnswer = {
  messageKey: z.enum(RULE_MESSAGE_KEYS).optional(),
  message: z.string().optional(),
  messageParams: z
    .record(
      z.string(),
      z.union([
        z.string(),
        z.number(),
        z.object({
          fact: z.string(),
          format: z.literal('number').optional(),
          path: z.string().optional(),
          params: z.record(z.string(), z.unknown()).optional(),
        }),
      ]),
    )
    .optional(),
};

/** A rule's event (ruleFile.schemas.ts `ruleSchema`). */
const ruleEventAnswer = z.union([
  z.object({
    type: z.literal('fieldError'),
    params: z.object({
      field: z.string(),
      /** `record`: a rule on the whole record (its message refuses every save of the record). */
      scope: z.enum(['field', 'record']).optional(),
      ...ruleMessagePartsAnswer,
    }),
  }),
  z.object({
    type: z.literal('invalidReason'),
    params: z.object({
      field: z.string(),
      code: z.string(),
      ...ruleMessagePartsAnswer,
    }),
  }),
  z.object({
    type: z.literal('warning'),
    params: z.object({
      code: z.string(),
      ...ruleMessagePartsAnswer,
    }),
  }),
  z.object({
    type: z.literal('set'),
    params: z.object({
      field: z.string(),
      value: z.unknown().optional(),
      compute: z
        .object({
          fact: z.string(),
          path: z.string().optional(),
          params: z.record(z.string(), z.unknown()).optional(),
        })
        .optional(),
    }),
  }),
  z.object({
    type: z.literal('denyFields'),
    params: z.object({ fields: z.array(z.string()), message: z.string().optional() }),
  }),
  z.object({
    type: z.literal('allowOnlyFields'),
    params: z.object({ fields: z.array(z.string()), message: z.string().optional() }),
  }),
]);

/** {@link ResolvedRule} (ruleFile.schemas.ts). */
export const resolvedRuleAnswer = z
  .object({
    family: z.enum(RULE_FAMILIES),
    /** Path relative to the rules directory, e.g. `modes/marka/validation.json`. */
    file: z.string(),
    /** `base` or the mode whose file defined (or overrode) the rule. */
    source: z.string(),
    name: z.string(),
    entity: z.enum(RULE_ENTITIES),
    conditions: z.union([
      z.object({ all: z.array(ruleConditionAnswer) }),
      z.object({ any: z.array(ruleConditionAnswer) }),
      z.object({ not: ruleConditionAnswer }),
    ]),
    event: ruleEventAnswer,
    description: z.string().optional(),
    priority: z.number().optional(),
    locked: z.boolean().optional(),
    validFrom: z.string().optional(),
    validTo: z.string().optional(),
  })
  .meta({ id: 'ResolvedRule' });

/** {@link ResolvedRuleSet} (ruleFile.schemas.ts). */
export const resolvedRuleSetAnswer = z
  .object({
    mode: z.string(),
    rules: z.array(resolvedRuleAnswer),
    /**
     * The Excel import's columns of this mode (rules/base/importColumns.json with the mode's
     * importColumns.json, src/core/rules/importColumnFiles.ts); the server's loader always sets it.
     */
    importColumns: importConfigAnswer.optional(),
    /** Short content hash of the set (the server sets it): a reload changes it, the browser refetches on it. */
    hash: z.string().optional(),
  })
  .meta({ id: 'ResolvedRuleSet' });

/** {@link FieldMessage} (ruleResults.ts). */
export const fieldMessageAnswer = z
  .object({
    message: z.string(),
    rule: z.string(),
    /**
     * Set when an `invalidReason` event gave the message: the order is saved as `invalid` with this
     * code instead of being refused (business.md §5).
     */
    invalidReason: z.string().optional(),
    /** A record-level message (`scope: "record"`): it refuses every save of the record, whatever was sent. */
    record: z.boolean().optional(),
  })
  .meta({ id: 'FieldMessage' });

/** {@link WarningMessage} (ruleResults.ts). */
export const warningMessageAnswer = z
  .object({ code: z.string(), message: z.string(), rule: z.string() })
  .meta({ id: 'WarningMessage' });

/** {@link LeafTrace} (ruleResults.ts). */
export const leafTraceAnswer = z
  .object({
    fact: z.string(),
    path: z.string().optional(),
    params: z.record(z.string(), z.unknown()).optional(),
    operator: z.string(),
    value: z.unknown(),
    factResult: z.unknown(),
    result: z.boolean(),
  })
  .meta({ id: 'LeafTrace' });

/** {@link ConditionTrace} (ruleResults.ts). */
export const conditionTraceAnswer: z.ZodType<ConditionTrace> = z
  .union([
    leafTraceAnswer,
    z.object({ all: z.array(z.lazy(() => conditionTraceAnswer)), result: z.boolean() }),
    z.object({ any: z.array(z.lazy(() => conditionTraceAnswer)), result: z.boolean() }),
    z.object({ not: z.lazy(() => conditionTraceAnswer), result: z.boolean() }),
  ])
  .meta({ id: 'ConditionTrace' });

/** {@link DateStepTrace} (ruleDateCalc.ts). */
export const dateStepTraceAnswer = z
  .object({
    op: z.enum(DATE_STEP_OPS),
    args: z.record(z.string(), z.unknown()),
    before: z.string(),
    after: z.string(),
  })
  .meta({ id: 'DateStepTrace' });

/** {@link DateCalcTrace} (ruleDateCalc.ts). */
export const dateCalcTraceAnswer = z
  .object({
    from: z.string(),
    inputs: z.record(z.string(), z.unknown()),
    steps: z.array(dateStepTraceAnswer),
    value: z.string().nullable(),
  })
  .meta({ id: 'DateCalcTrace' });

/** {@link RuleTrace} (ruleResults.ts). */
export const ruleTraceAnswer = z
  .object({
    rule: z.string(),
    family: z.string(),
    file: z.string(),
    source: z.string(),
    priority: z.number(),
    fired: z.boolean(),
    event: ruleEventAnswer,
    conditions: conditionTraceAnswer,
    /** A fired `set` with a computed date: its inputs and every step (ruleDateCalc.ts). */
    computed: dateCalcTraceAnswer.optional(),
    /** A rule with effective dates: the version that applied and the row's relevant date (ruleVersions.ts). */
    version: z
      .object({
        validFrom: z.string().optional(),
        validTo: z.string().optional(),
        relevantDate: z.string(),
        /** What gave the date: the field (`orderDate`), `parent` (an item's order) or `ctx.today`. */
        selectedBy: z.string().optional(),
      })
      .optional(),
  })
  .meta({ id: 'RuleTrace' });

/** {@link EntityResult} (ruleResults.ts). */
export const entityResultAnswer = z
  .object({
    /** First message per field (highest priority wins), keyed by field path, e.g. `orderItems.0.quantity`. */
    fields: z.record(z.string(), fieldMessageAnswer),
    /** Confirm-or-go-back warnings, in rule order. */
    warnings: z.array(warningMessageAnswer),
    /** Fields present in the values that the role may not change → message. */
    denied: z.record(z.string(), fieldMessageAnswer),
    /** Values the rules set (normalisations and computed dates). */
    changes: z.record(z.string(), z.unknown()),
    /** Every message per field in rule order, when the request asked for allMessages (the import). */
    allFields: z.record(z.string(), z.array(fieldMessageAnswer)).optional(),
    /** Every rule evaluated, when a trace was asked for. */
    trace: z.array(ruleTraceAnswer).optional(),
    /** With a trace: the mode and hash of the rule set that answered. */
    ruleSet: z.object({ mode: z.string(), hash: z.string().nullable() }).optional(),
  })
  .meta({ id: 'EntityResult' });

/** {@link ReplayDifferenceKind} (ruleReplay.ts). */
export const replayDifferenceKindAnswer = z
  .enum(['field', 'warning', 'denied', 'change'])
  .meta({ id: 'ReplayDifferenceKind' });

/** {@link ReplayDifference} (ruleReplay.ts). */
export const replayDifferenceAnswer = z
  .object({
    kind: replayDifferenceKindAnswer,
    key: z.string(),
    before: z.unknown(),
    after: z.unknown(),
  })
  .meta({ id: 'ReplayDifference' });

/** {@link ReplayChangedRecord} (ruleReplay.ts). */
export const replayChangedRecordAnswer = z
  .object({
    id: z.string(),
    differences: z.array(replayDifferenceAnswer),
    /** What the differences mean for the record (issue 36). */
    verdict: z.object({
      newlyRefused: z.boolean(),
      noLongerRefused: z.boolean(),
      newlyWarned: z.array(z.string()),
      changedValues: z.array(z.object({ field: z.string(), from: z.unknown(), to: z.unknown() })),
    }),
  })
  .meta({ id: 'ReplayChangedRecord' });

/** {@link RulesReplayResponse} (rules.api.ts). */
export const rulesReplayAnswer = z
  .object({
    mode: z.string(),
    currentHash: z.string().nullable(),
    draftHash: z.string().nullable(),
    entity: z.enum(RULE_ENTITIES),
    compared: z.number(),
    changed: z.array(replayChangedRecordAnswer),
    byKind: z.object({ field: z.number(), warning: z.number(), denied: z.number(), change: z.number() }),
    /** Records per verdict (a record may count in several). */
    totals: z.object({
      newlyRefused: z.number(),
      noLongerRefused: z.number(),
      newlyWarned: z.number(),
      changedValues: z.number(),
    }),
  })
  .meta({ id: 'RulesReplay' });

/** {@link RulesStatusResponse} (rules.api.ts). */
export const rulesStatusAnswer = z
  .object({
    mode: z.string(),
    /** The content hash of the set in force (GET /api/rules `hash`). */
    hash: z.string().nullable(),
    /** When the set in force was loaded (start-up or the last accepted reload), ISO time. */
    loadedAt: z.string(),
    /** The files of the set in force, under rules/ (base files and the mode's). */
    files: z.array(z.string()),
    /**
     * The last change kept out (a broken file): when, every problem at file:line:column, and whether
     * a later reload of valid files has passed since (the files on disk are fine again); null when none.
     */
    lastRefused: z
      .object({ at: z.string(), problems: z.array(z.string()), superseded: z.boolean() })
      .nullable(),
  })
  .meta({ id: 'RulesStatus' });

/** {@link RuleRecordResponse} (rules.api.ts). */
export const ruleRecordAnswer = z
  .object({
    entity: z.enum(REPLAY_RECORD_ENTITIES),
    id: z.string(),
    values: z.record(z.string(), z.unknown()),
    ctx: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'RuleRecord' });
