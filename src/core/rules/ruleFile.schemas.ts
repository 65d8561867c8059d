import { z } from 'zod';
import { isIsoDate } from '../calendar/workdays.ts';
import { ORDER_INVALID_CODES } from '../orders/orders.schemas.ts';
import { RULE_MESSAGE_KEYS } from '../validation/generalRules.ts';
import type { resolvedRuleAnswer, resolvedRuleSetAnswer } from './rules.answers.ts';

/** Rule families: one file per family in rules/base and rules/modes/<mode>. */
export const RULE_FAMILIES = [
  'validation',
  'deadlines',
  'capacity',
  'freightWarnings',
  'permissions',
  'masterData',
] as const;
export type RuleFamily = (typeof RULE_FAMILIES)[number];

/** Entities the rules are written for (fact shapes in ruleFacts.schemas.ts). */
export const RULE_ENTITIES = [
  'user',
  'baseConfig',
  'vehicle',
  'order',
  'orderItem',
  'importRow',
  'freight',
  'pickup',
  'calendarOverride',
  'freightCost',
  'waypointCost',
  'palletFee',
  'product',
  'transporter',
  'fleet',
  'depot',
  'factory',
  'externalIdName',
] as const;
export type RuleEntity = (typeof RULE_ENTITIES)[number];

/** json-rules-engine's built-in operators plus ours (ruleOperators.ts); nothing else is accepted. */
export const RULE_OPERATORS = [
  'equal',
  'notEqual',
  'in',
  'notIn',
  'contains',
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
] as const;
export type RuleOperator = (typeof RULE_OPERATORS)[number];

/** Only plain dotted paths ($.a.b.0): the compiled path and the reference engine resolve them alike. */
const pathSchema = z.string().regex(/^\$(\.[A-Za-z0-9_]+)+$/, 'path must look like $.field or $.a.b');
const factName = z.string().regex(/^[A-Za-z_$][A-Za-z0-9_]*$/, 'fact names are identifiers');
const params = z.record(z.string(), z.unknown());

/** A value compared against: a JSON literal or another fact ({fact, path?, params?}). */
export const factRefSchema = z.strictObject({
  fact: factName,
  path: pathSchema.optional(),
  params: params.optional(),
});
export type FactRef = z.infer<typeof factRefSchema>;

export const leafConditionSchema = z.strictObject({
  fact: factName,
  path: pathSchema.optional(),
  params: params.optional(),
  operator: z.enum(RULE_OPERATORS, { error: (i) => `unknown operator ${JSON.stringify(i.input)}` }),
  value: z.unknown(),
});
export type LeafCondition = z.infer<typeof leafConditionSchema>;

/** Recursive, so written as a type (the answer schema `ruleConditionAnswer` is typed with it). */
export type RuleCondition =
  | LeafCondition
  | { all: RuleCondition[] }
  | { any: RuleCondition[] }
  | { not: RuleCondition };

/** Walks a condition tree so a bad leaf is reported with its own reason (a zod union would only say "invalid"). */
function conditionIssues(
  c: unknown,
  path: (string | number)[],
  out: { path: (string | number)[]; message: string }[],
) {
  if (!c || typeof c !== 'object' || Array.isArray(c)) {
    out.push({ path, message: 'a condition must be an object' });
    return;
  }
  const o = c as Record<string, unknown>;
  const group = ['all', 'any', 'not'].filter((k) => k in o);
  if (group.length > 1 || (group.length === 1 && Object.keys(o).length > 1)) {
    out.push({ path, message: 'a group has exactly one of all, any or not' });
    return;
  }
  if (group[0] === 'not') {
    conditionIssues(o.not, [...path, 'not'], out);
    return;
  }
  if (group[0] === 'all' || group[0] === 'any') {
    const list = o[group[0]];
    if (!Array.isArray(list)) out.push({ path: [...path, group[0]], message: 'must be an array' });
    else
      list.forEach((x, i) => {
        conditionIssues(x, [...path, group[0] as string, i], out);
      });
    return;
  }
  const leaf = leafConditionSchema.safeParse(o, { error: z.locales.en().localeError });
  if (!leaf.success)
    for (const i of leaf.error.issues)
      out.push({ path: [...path, ...(i.path as (string | number)[])], message: i.message });
}

const conditionTree = (top: boolean) =>
  z.unknown().superRefine((value, ctx) => {
    const issues: { path: (string | number)[]; message: string }[] = [];
    if (top && (!value || typeof value !== 'object' || !['all', 'any', 'not'].some((k) => k in value))) {
      issues.push({ path: [], message: 'the top level must be all, any or not' });
    } else conditionIssues(value, [], issues);
    for (const i of issues) ctx.addIssue({ code: 'custom', path: i.path, message: i.message });
  }) as unknown as z.ZodType<RuleCondition>;

/** Any condition: a leaf or a group (all, any, not). */
export const conditionSchema = conditionTree(false);
/** json-rules-engine needs all, any or not at the top (a single leaf is not allowed there). */
export const topConditionSchema = conditionTree(true) as z.ZodType<
  { all: RuleCondition[] } | { any: RuleCondition[] } | { not: RuleCondition }
>;

const messageKey = z.enum(RULE_MESSAGE_KEYS, {
  error: (i) =>
    `unknown messageKey ${JSON.stringify(i.input)} (see RULE_MESSAGES in src/core/validation/generalRules.ts)`,
});
/** Message params: literals or fact references, filled into {name} placeholders. */
/** How a message param's value is shown: `number` groups digits as Hungarian text does ("24 000", "2,5"). */
export const MESSAGE_PARAM_FORMATS = ['number'] as const;
export type MessageParamFormat = (typeof MESSAGE_PARAM_FORMATS)[number];
const messageParamRef = z.strictObject({
  ...factRefSchema.shape,
  format: z
    .enum(MESSAGE_PARAM_FORMATS, { error: (i) => `unknown format ${JSON.stringify(i.input)} (number)` })
    .optional(),
});
const messageParams = z.record(
  z.string(),
  z.union([z.string(), z.number(), messageParamRef], {
    error: () =>
      `a text, a number or a fact reference { fact, path?, params?, format? } (format: ${MESSAGE_PARAM_FORMATS.join(', ')})`,
  }),
);
const fieldPath = z.string().min(1);

/** A message: a general rule's key (one source of each text) or a literal business message. */
const messageParts = {
  messageKey: messageKey.optional(),
  message: z.string().min(1).optional(),
  messageParams: messageParams.optional(),
};
const hasOneMessage = (e: { messageKey?: unknown; message?: unknown }) =>
  (e.messageKey === undefined) !== (e.message === undefined);
const ONE_MESSAGE = { message: 'give exactly one of message or messageKey' };
/** The invalid-order codes an `invalidReason` event may give (business.md §5). */
export const INVALID_REASON_CODES = Object.values(ORDER_INVALID_CODES) as [string, ...string[]];
const invalidReasonCode = z.enum(INVALID_REASON_CODES, {
  error: (i) =>
    `unknown invalid-order code ${JSON.stringify(i.input)}; codes: ${INVALID_REASON_CODES.join(', ')}`,
});

export const ruleEventSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('fieldError'),
    // `scope: "record"`: a rule on the whole record (an order's pallets): it refuses every save of
    // the record, whatever fields were sent; `field` (default): only a save that sends the field.
    params: z
      .strictObject({ field: fieldPath, scope: z.enum(['field', 'record']).optional(), ...messageParts })
      .refine(hasOneMessage, ONE_MESSAGE),
  }),
  z.strictObject({
    // A message that saves the order as `invalid` with this reason instead of refusing it (business.md §5).
    type: z.literal('invalidReason'),
    params: z
      .strictObject({ field: fieldPath, code: invalidReasonCode, ...messageParts })
      .refine(hasOneMessage, ONE_MESSAGE),
  }),
  z.strictObject({
    type: z.literal('warning'),
    params: z.strictObject({ code: z.string().min(1), ...messageParts }).refine(hasOneMessage, ONE_MESSAGE),
  }),
  z.strictObject({
    type: z.literal('set'),
    params: z
      .strictObject({ field: fieldPath, value: z.unknown().optional(), compute: factRefSchema.optional() })
      .refine((p) => (p.value === undefined) !== (p.compute === undefined), {
        message: 'give exactly one of value or compute',
      }),
  }),
  z.strictObject({
    type: z.literal('denyFields'),
    params: z.strictObject({ fields: z.array(fieldPath).min(1), message: z.string().min(1).optional() }),
  }),
  z.strictObject({
    type: z.literal('allowOnlyFields'),
    params: z.strictObject({ fields: z.array(fieldPath), message: z.string().min(1).optional() }),
  }),
]);
export type RuleEvent = z.infer<typeof ruleEventSchema>;

/** An effective date: a real calendar date, YYYY-MM-DD. */
const effectiveDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
  .refine((d) => isIsoDate(d), 'not a calendar date');

export const ruleSchema = z.strictObject({
  /** Unique within a mode's resolved set; a mode file replaces the base rule of the same name. */
  name: z.string().regex(/^[A-Za-z0-9_.:-]+$/, 'rule names use letters, digits and . _ : -'),
  description: z.string().optional(),
  entity: z.enum(RULE_ENTITIES, { error: (i) => `unknown entity ${JSON.stringify(i.input)}` }),
  /** Higher runs first; the first message per field wins. Default 1. */
  priority: z.number().int().min(1).max(100).optional(),
  /**
   * A guard no mode may relax: a base rule marked locked cannot be replaced or removed by a mode
   * file (rules:check and start-up refuse it). Only base files lock.
   */
  locked: z.boolean().optional(),
  conditions: topConditionSchema,
  event: ruleEventSchema,
  /** Effective dates, both inclusive (ruleVersions.ts): versions of a rule share its name. */
  validFrom: effectiveDate.optional(),
  validTo: effectiveDate.optional(),
});
export type RuleDefinition = z.infer<typeof ruleSchema>;

/** A mode file may also remove a base rule by name. */
export const ruleRemovalSchema = z.strictObject({ name: z.string(), remove: z.literal(true) });

export const ruleFileSchema = z.strictObject({
  $schema: z.string().optional(),
  family: z.enum(RULE_FAMILIES, { error: (i) => `unknown family ${JSON.stringify(i.input)}` }),
  description: z.string().optional(),
  rules: z.array(z.unknown()),
});

/** One rule after base and mode files are merged, with where it came from. */
export type ResolvedRule = z.output<typeof resolvedRuleAnswer>;

/** Every rule in effect for one config mode, in evaluation order. */
export type ResolvedRuleSet = z.output<typeof resolvedRuleSetAnswer>;

/**
 * What a golden case expects: the fields' messages, the warnings, the denied permissions and the
 * computed changes.
 */
export const goldenExpectFields = {
  fields: z.record(z.string(), z.string()).optional(),
  warnings: z.array(z.string()).optional(),
  denied: z.array(z.string()).optional(),
  changes: z.record(z.string(), z.unknown()).optional(),
  /** `subset`: fields and changes are compared only on the keys given (default `exact`). */
  match: z.enum(['exact', 'subset']).optional(),
};

/** A golden case: input → expected messages (rules/cases/<mode>/*.json). */
export const goldenCaseSchema = z.strictObject({
  name: z.string().min(1),
  entity: z.enum(RULE_ENTITIES),
  values: z.record(z.string(), z.unknown()),
  ctx: z.record(z.string(), z.unknown()).optional(),
  expect: z.strictObject(goldenExpectFields),
});
export type GoldenCase = z.infer<typeof goldenCaseSchema>;
export const goldenCaseFileSchema = z.strictObject({
  $schema: z.string().optional(),
  description: z.string().optional(),
  cases: z.array(goldenCaseSchema).min(1),
});
