import type { z } from 'zod';
import { COMMON_ERRORS } from '../errors/messages.ts';
import { fillMessage, RULE_MESSAGES } from '../validation/generalRules.ts';
import { factAtPath } from './resolvePath.ts';
import { factValue, type RowFacts } from './ruleComputedFacts.ts';
import type { ResolvedRule, RuleCondition } from './ruleFile.schemas.ts';
import type {
  entityResultAnswer,
  fieldMessageAnswer,
  leafTraceAnswer,
  ruleTraceAnswer,
  warningMessageAnswer,
} from './rules.answers.ts';

/** One leaf condition as evaluated: the fact value it saw and whether it held. */
export type LeafTrace = z.output<typeof leafTraceAnswer>;
/** Recursive, so written as a type (the answer schema `conditionTraceAnswer` is typed with it). */
export type ConditionTrace =
  | LeafTrace
  | { all: ConditionTrace[]; result: boolean }
  | { any: ConditionTrace[]; result: boolean }
  | { not: ConditionTrace; result: boolean };

/** Why a rule fired or not: the rule, its file and mode, and every condition with its fact values. */
export type RuleTrace = z.output<typeof ruleTraceAnswer>;

export type FieldMessage = z.output<typeof fieldMessageAnswer>;
export type WarningMessage = z.output<typeof warningMessageAnswer>;

/** What the rules say about one entity. */
export type EntityResult = z.output<typeof entityResultAnswer>;

export const DENIED_MESSAGE = COMMON_ERRORS.forbidden.message;
/** Keys that are never subject to field permissions. */
const ALWAYS_ALLOWED = new Set(['id', '__v', 'original']);

/** Hungarian digit grouping, as the screens show numbers (24 000; 2,5; four digits stay 1234). */
const HU_NUMBER = new Intl.NumberFormat('hu-HU', { maximumFractionDigits: 3 });

/** Fills a message's {name} placeholders from literals or fact references (`format`: how a value reads). */
function messageOf(
  params: {
    message?: string;
    messageKey?: keyof typeof RULE_MESSAGES;
    messageParams?: Record<string, unknown>;
  },
  row: RowFacts,
): string {
  const template = params.message ?? (params.messageKey ? RULE_MESSAGES[params.messageKey] : '');
  if (!params.messageParams) return template;
  const filled: Record<string, string | number> = {};
  for (const [k, v] of Object.entries(params.messageParams)) {
    if (v && typeof v === 'object' && 'fact' in v) {
      const ref = v as { fact: string; path?: string; params?: Record<string, unknown>; format?: 'number' };
      const value = factAtPath(factValue(row, ref.fact, ref.params), ref.path);
      filled[k] =
        value === undefined || value === null
          ? ''
          : ref.format === 'number' && typeof value === 'number' && Number.isFinite(value)
            ? HU_NUMBER.format(value)
            : String(value);
    } else filled[k] = v as string | number;
  }
  return fillMessage(template, filled);
}

/**
 * Turns the fired rules (in rule-set order) into the result. Shared by the compiled path and the
 * reference engine, so both answer in the same shape from the same decisions.
 */
export function buildResult(
  fired: readonly ResolvedRule[],
  row: RowFacts,
  prefix = '',
  out?: EntityResult,
  allMessages = false,
): EntityResult {
  const result: EntityResult = out ?? { fields: {}, warnings: [], denied: {}, changes: {} };
  const present = Object.keys(row.values).filter((k) => !ALWAYS_ALLOWED.has(k));
  for (const rule of fired) {
    const e = rule.event;
    switch (e.type) {
      case 'fieldError':
      case 'invalidReason': {
        const key = prefix + e.params.field;
        const message: FieldMessage = { message: messageOf(e.params, row), rule: rule.name };
        if (e.type === 'invalidReason') message.invalidReason = e.params.code;
        else if (e.params.scope === 'record') message.record = true;
        result.fields[key] ??= message;
        if (allMessages) {
          result.allFields ??= {};
          const list = result.allFields[key] ?? [];
          list.push(message);
          result.allFields[key] = list;
        }
        break;
      }
      case 'warning':
        result.warnings.push({ code: e.params.code, message: messageOf(e.params, row), rule: rule.name });
        break;
      case 'set': {
        const value = e.params.compute
          ? factAtPath(factValue(row, e.params.compute.fact, e.params.compute.params), e.params.compute.path)
          : e.params.value;
        if (!(prefix + e.params.field in result.changes)) result.changes[prefix + e.params.field] = value;
        break;
      }
      case 'denyFields': {
        const fields = e.params.fields.includes('*')
          ? present
          : e.params.fields.filter((f) => present.includes(f));
        for (const f of fields)
          result.denied[prefix + f] ??= { message: e.params.message ?? DENIED_MESSAGE, rule: rule.name };
        break;
      }
      case 'allowOnlyFields':
        for (const f of present) {
          if (!e.params.fields.includes(f)) {
            result.denied[prefix + f] ??= { message: e.params.message ?? DENIED_MESSAGE, rule: rule.name };
          }
        }
        break;
    }
  }
  return result;
}

/** Child entities evaluated with their own rules: an order's items (fields prefixed orderItems.<i>.). */
export const NESTED_ENTITIES: Record<string, { field: string; entity: string }[]> = {
  order: [{ field: 'orderItems', entity: 'orderItem' }],
};

/** Whether a condition tree is a group. */
export function isGroup(c: RuleCondition): c is Exclude<RuleCondition, { fact: string }> {
  return 'all' in c || 'any' in c || 'not' in c;
}
