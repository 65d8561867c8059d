import { z } from 'zod';
import { importConfigAnswer } from '../orders/import/import.answers.ts';
import type { RuleCondition } from './ruleFile.schemas.ts';
import { RULE_ENTITIES } from './ruleFile.schemas.ts';
import type { ConditionTrace } from './ruleResults.ts';

/**
 * The rules answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link RuleCondition} (ruleFile.schemas.ts). */
export const ruleConditionAnswer: z.ZodType<RuleCondition> = z
  .union([
    z.object({
      fact: z.string(),
      operator: z.enum([
        'in',
        'contains',
        'equal',
        'notEqual',
        'notIn',
        'doesNotContain',
        'lessThan',
        'lessThanInclusive',
        'greaterThan',
        'greaterThanInclusive',
        'violates',
        'isEmpty',
        'dateBefore',
        'dateAfter',
        'inRoleGroup',
      ]),
      value: z.unknown(),
      path: z.string().optional(),
      params: z.record(z.string(), z.unknown()).optional(),
    }),
    z.object({ all: z.array(z.lazy(() => ruleConditionAnswer)) }),
    z.object({ any: z.array(z.lazy(() => ruleConditionAnswer)) }),
    z.object({ not: z.lazy(() => ruleConditionAnswer) }),
  ])
  .meta({ id: 'RuleCondition' });

/** {@link ResolvedRule} (ruleFile.schemas.ts). */
export const resolvedRuleAnswer = z
  .object({
    family: z.enum(['validation', 'deadlines', 'capacity', 'freightWarnings', 'permissions', 'masterData']),
    file: z.string(),
    source: z.string(),
    name: z.string(),
    entity: z.enum(RULE_ENTITIES),
    conditions: z.union([
      z.object({ all: z.array(ruleConditionAnswer) }),
      z.object({ any: z.array(ruleConditionAnswer) }),
      z.object({ not: ruleConditionAnswer }),
    ]),
    event: z.union([
      z.object({
        type: z.literal('fieldError'),
        params: z.object({
          field: z.string(),
          messageKey: z
            .enum([
              'workday',
              'phone',
              'email',
              'required',
              'percent',
              'positive',
              'nonNegative',
              'positiveInteger',
              'nonNegativeInteger',
              'time',
              'noSpaces',
              'maxValue',
              'minExclusive',
              'dateNotEarlier',
              'inactiveDefaultVehicle',
              'dateFieldWorkday',
              'dateFormat',
              'rangeFormat',
              'range',
              'timeHint',
              'packingAlgorithm',
              'maxLength',
              'invalidValue',
            ])
            .optional(),
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
        }),
      }),
      z.object({
        type: z.literal('invalidReason'),
        params: z.object({
          field: z.string(),
          code: z.string(),
          messageKey: z
            .enum([
              'workday',
              'phone',
              'email',
              'required',
              'percent',
              'positive',
              'nonNegative',
              'positiveInteger',
              'nonNegativeInteger',
              'time',
              'noSpaces',
              'maxValue',
              'minExclusive',
              'dateNotEarlier',
              'inactiveDefaultVehicle',
              'dateFieldWorkday',
              'dateFormat',
              'rangeFormat',
              'range',
              'timeHint',
              'packingAlgorithm',
              'maxLength',
              'invalidValue',
            ])
            .optional(),
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
        }),
      }),
      z.object({
        type: z.literal('warning'),
        params: z.object({
          code: z.string(),
          messageKey: z
            .enum([
              'workday',
              'phone',
              'email',
              'required',
              'percent',
              'positive',
              'nonNegative',
              'positiveInteger',
              'nonNegativeInteger',
              'time',
              'noSpaces',
              'maxValue',
              'minExclusive',
              'dateNotEarlier',
              'inactiveDefaultVehicle',
              'dateFieldWorkday',
              'dateFormat',
              'rangeFormat',
              'range',
              'timeHint',
              'packingAlgorithm',
              'maxLength',
              'invalidValue',
            ])
            .optional(),
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
    ]),
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
    importColumns: importConfigAnswer.optional(),
    hash: z.string().optional(),
  })
  .meta({ id: 'ResolvedRuleSet' });

/** {@link FieldMessage} (ruleResults.ts). */
export const fieldMessageAnswer = z
  .object({
    message: z.string(),
    rule: z.string(),
    invalidReason: z.string().optional(),
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
    op: z.enum(['addDays', 'addWorkdays', 'addInterval', 'toWorkday', 'capAt', 'notBefore']),
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
    event: z.union([
      z.object({
        type: z.literal('fieldError'),
        params: z.object({
          field: z.string(),
          messageKey: z
            .enum([
              'workday',
              'phone',
              'email',
              'required',
              'percent',
              'positive',
              'nonNegative',
              'positiveInteger',
              'nonNegativeInteger',
              'time',
              'noSpaces',
              'maxValue',
              'minExclusive',
              'dateNotEarlier',
              'inactiveDefaultVehicle',
              'dateFieldWorkday',
              'dateFormat',
              'rangeFormat',
              'range',
              'timeHint',
              'packingAlgorithm',
              'maxLength',
              'invalidValue',
            ])
            .optional(),
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
        }),
      }),
      z.object({
        type: z.literal('invalidReason'),
        params: z.object({
          field: z.string(),
          code: z.string(),
          messageKey: z
            .enum([
              'workday',
              'phone',
              'email',
              'required',
              'percent',
              'positive',
              'nonNegative',
              'positiveInteger',
              'nonNegativeInteger',
              'time',
              'noSpaces',
              'maxValue',
              'minExclusive',
              'dateNotEarlier',
              'inactiveDefaultVehicle',
              'dateFieldWorkday',
              'dateFormat',
              'rangeFormat',
              'range',
              'timeHint',
              'packingAlgorithm',
              'maxLength',
              'invalidValue',
            ])
            .optional(),
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
        }),
      }),
      z.object({
        type: z.literal('warning'),
        params: z.object({
          code: z.string(),
          messageKey: z
            .enum([
              'workday',
              'phone',
              'email',
              'required',
              'percent',
              'positive',
              'nonNegative',
              'positiveInteger',
              'nonNegativeInteger',
              'time',
              'noSpaces',
              'maxValue',
              'minExclusive',
              'dateNotEarlier',
              'inactiveDefaultVehicle',
              'dateFieldWorkday',
              'dateFormat',
              'rangeFormat',
              'range',
              'timeHint',
              'packingAlgorithm',
              'maxLength',
              'invalidValue',
            ])
            .optional(),
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
    ]),
    conditions: conditionTraceAnswer,
    computed: dateCalcTraceAnswer.optional(),
    version: z
      .object({ validFrom: z.string().optional(), validTo: z.string().optional(), relevantDate: z.string() })
      .optional(),
  })
  .meta({ id: 'RuleTrace' });

/** {@link EntityResult} (ruleResults.ts). */
export const entityResultAnswer = z
  .object({
    fields: z.record(z.string(), fieldMessageAnswer),
    warnings: z.array(warningMessageAnswer),
    denied: z.record(z.string(), fieldMessageAnswer),
    changes: z.record(z.string(), z.unknown()),
    allFields: z.record(z.string(), z.array(fieldMessageAnswer)).optional(),
    trace: z.array(ruleTraceAnswer).optional(),
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
    hash: z.string().nullable(),
    loadedAt: z.string(),
    files: z.array(z.string()),
    lastRefused: z
      .object({ at: z.string(), problems: z.array(z.string()), superseded: z.boolean() })
      .nullable(),
  })
  .meta({ id: 'RulesStatus' });

/** {@link RuleRecordResponse} (rules.api.ts). */
export const ruleRecordAnswer = z
  .object({
    entity: z.enum(['freight', 'order']),
    id: z.string(),
    values: z.record(z.string(), z.unknown()),
    ctx: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'RuleRecord' });
