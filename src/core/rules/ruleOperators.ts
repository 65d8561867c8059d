import { inGroup, ROLE_GROUPS, type RoleGroup, type RoleOrAnyone } from '../permissions/roles.ts';
import {
  dateNotEarlier,
  email,
  greaterThan,
  isoDate,
  matchesPattern,
  maxLength,
  maxValue,
  nonNegative,
  nonNegativeInteger,
  noSpaces,
  packingAlgorithm,
  percent,
  phone,
  positive,
  positiveInteger,
  required,
  time,
} from '../validation/generalRules.ts';
import type { RuleOperator } from './ruleFile.schemas.ts';

/** An operator: fact value and the rule's value in, true when the condition holds. */
export type OperatorFn = (factValue: unknown, jsonValue: unknown) => boolean;

const numberValidator = (v: unknown) => Number.parseFloat(v as string).toString() !== 'NaN';
const isEmptyValue = (v: unknown) =>
  v === null ||
  v === undefined ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);

/** The general rules of shell.md §5 by name; `violates` runs them, so each message has one source. */
export const GENERAL_CHECKS: Record<
  string,
  (arg: Record<string, unknown>) => (value: unknown) => string | null
> = {
  required: () => required,
  percent: () => percent,
  positive: () => positive,
  nonNegative: () => nonNegative,
  positiveInteger: (a) => positiveInteger(a.allowEmpty === true),
  nonNegativeInteger: () => nonNegativeInteger,
  email: () => email,
  time: () => time,
  noSpaces: () => noSpaces,
  maxValue: (a) => maxValue(Number(a.n)),
  minExclusive: (a) => greaterThan(Number(a.n)),
  dateNotEarlier: (a) => dateNotEarlier(String(a.date)),
  phone: () => phone,
  packingAlgorithm: () => packingAlgorithm,
  maxLength: (a) => maxLength(Number(a.n)),
  pattern: (a) => matchesPattern(String(a.pattern)),
  isoDate: () => isoDate,
};

const checkCache = new Map<string, (value: unknown) => string | null>();
/** The check named by a `violates` value: "email" or {"check": "maxValue", "n": 100}. */
export function generalCheck(spec: unknown): (value: unknown) => string | null {
  const key = typeof spec === 'string' ? spec : JSON.stringify(spec);
  let check = checkCache.get(key);
  if (!check) {
    const args = (typeof spec === 'string' ? { check: spec } : (spec ?? {})) as Record<string, unknown>;
    const make = GENERAL_CHECKS[String(args.check)];
    if (!make) throw new Error(`unknown general check ${JSON.stringify(args.check)}`);
    check = make(args);
    checkCache.set(key, check);
  }
  return check;
}

/**
 * Every operator the rule files may use. The first ten copy json-rules-engine's built-ins
 * exactly (including its number check), so the compiled path and the engine agree.
 */
export const RULE_OPERATOR_FNS: Record<RuleOperator, OperatorFn> = {
  equal: (a, b) => a === b,
  notEqual: (a, b) => a !== b,
  in: (a, b) => (b as unknown[]).indexOf(a) > -1,
  notIn: (a, b) => (b as unknown[]).indexOf(a) === -1,
  contains: (a, b) => Array.isArray(a) && a.indexOf(b) > -1,
  doesNotContain: (a, b) => Array.isArray(a) && a.indexOf(b) === -1,
  lessThan: (a, b) => numberValidator(a) && (a as number) < (b as number),
  lessThanInclusive: (a, b) => numberValidator(a) && (a as number) <= (b as number),
  greaterThan: (a, b) => numberValidator(a) && (a as number) > (b as number),
  greaterThanInclusive: (a, b) => numberValidator(a) && (a as number) >= (b as number),
  /** True when the general rule named by the value rejects the fact value. */
  violates: (a, b) => generalCheck(b)(a) !== null,
  /** value true: the fact is empty (null, undefined, blank, []); value false: it is not. */
  isEmpty: (a, b) => isEmptyValue(a) === (b !== false),
  /** Both ISO dates present and the fact earlier / later than the value. */
  dateBefore: (a, b) => typeof a === 'string' && typeof b === 'string' && a !== '' && b !== '' && a < b,
  dateAfter: (a, b) => typeof a === 'string' && typeof b === 'string' && a !== '' && b !== '' && a > b,
  /** The fact (a role) belongs to the role group named by the value (shell.md §6). */
  inRoleGroup: (a, b) =>
    typeof b === 'string' && b in ROLE_GROUPS && inGroup(a as RoleOrAnyone, b as RoleGroup),
};
