import { factAtPath } from './resolvePath.ts';
import { explainComputed, factValue, type RowFacts } from './ruleComputedFacts.ts';
import type { LeafCondition, ResolvedRule, ResolvedRuleSet, RuleCondition } from './ruleFile.schemas.ts';
import { RULE_OPERATOR_FNS } from './ruleOperators.ts';
import type { ConditionTrace, RuleTrace } from './ruleResults.ts';
import { isVersioned, rowDate, selectedBy } from './ruleVersions.ts';

/** A condition compiled to a plain predicate; with a trace sink it records what it saw. */
type Predicate = (row: RowFacts) => boolean;
type Tracer = (row: RowFacts) => ConditionTrace;

export interface CompiledRule {
  rule: ResolvedRule;
  test: Predicate;
  explain: Tracer;
  /** The rule has an effective range (ruleVersions.ts): checked against the row's relevant date. */
  versioned: boolean;
}

/** A rule set compiled once: rules by entity, each a JS predicate (the fast path). */
export interface CompiledRuleSet {
  mode: string;
  /** The set's hash, shown in traces (which rules answered). */
  hash?: string;
  byEntity: Map<string, CompiledRule[]>;
}

const isRef = (v: unknown): v is { fact: string; path?: string; params?: Record<string, unknown> } =>
  v !== null &&
  typeof v === 'object' &&
  !Array.isArray(v) &&
  typeof (v as { fact?: unknown }).fact === 'string';

function leafParts(c: LeafCondition) {
  const op = RULE_OPERATOR_FNS[c.operator];
  const left = (row: RowFacts) => factAtPath(factValue(row, c.fact, c.params), c.path);
  // Like json-rules-engine, a value of the form {fact, path?, params?} is read from the facts.
  const ref = isRef(c.value) ? c.value : null;
  const right = ref
    ? (row: RowFacts) => factAtPath(factValue(row, ref.fact, ref.params), ref.path)
    : () => c.value;
  return { op, left, right };
}

function compilePredicate(c: RuleCondition): Predicate {
  if ('all' in c) {
    const parts = c.all.map(compilePredicate);
    return (row) => parts.every((p) => p(row));
  }
  if ('any' in c) {
    const parts = c.any.map(compilePredicate);
    return (row) => parts.some((p) => p(row));
  }
  if ('not' in c) {
    const inner = compilePredicate(c.not);
    return (row) => !inner(row);
  }
  const { op, left, right } = leafParts(c);
  return (row) => op(left(row), right(row));
}

function compileTracer(c: RuleCondition): Tracer {
  if ('all' in c) {
    const parts = c.all.map(compileTracer);
    return (row) => {
      const all = parts.map((p) => p(row));
      return { all, result: all.every((t) => t.result) };
    };
  }
  if ('any' in c) {
    const parts = c.any.map(compileTracer);
    return (row) => {
      const any = parts.map((p) => p(row));
      return { any, result: any.some((t) => t.result) };
    };
  }
  if ('not' in c) {
    const inner = compileTracer(c.not);
    return (row) => {
      const not = inner(row);
      return { not, result: !not.result };
    };
  }
  const { op, left, right } = leafParts(c);
  return (row) => {
    const factResult = left(row);
    const value = right(row);
    return {
      fact: c.fact,
      ...(c.path ? { path: c.path } : {}),
      ...(c.params ? { params: c.params } : {}),
      operator: c.operator,
      value,
      factResult,
      result: op(factResult, value),
    };
  };
}

/** Compiles every rule's conditions once into predicates (and tracers), grouped by entity. */
export function compileRuleSet(set: ResolvedRuleSet): CompiledRuleSet {
  const byEntity = new Map<string, CompiledRule[]>();
  for (const rule of set.rules) {
    const list = byEntity.get(rule.entity) ?? [];
    list.push({
      rule,
      test: compilePredicate(rule.conditions),
      explain: compileTracer(rule.conditions),
      versioned: isVersioned(rule),
    });
    byEntity.set(rule.entity, list);
  }
  return { mode: set.mode, hash: set.hash, byEntity };
}

/** The trace entry of one rule. */
export function traceEntry(rule: ResolvedRule, conditions: ConditionTrace, row?: RowFacts): RuleTrace {
  const computed = conditions.result && row ? explainComputed(rule, row) : undefined;
  // Which version applied: its range and the date it was chosen by.
  const version =
    row && isVersioned(rule)
      ? {
          ...(rule.validFrom ? { validFrom: rule.validFrom } : {}),
          ...(rule.validTo ? { validTo: rule.validTo } : {}),
          relevantDate: rowDate(rule.entity, rule.family, row),
          selectedBy: selectedBy(rule.entity, rule.family, row),
        }
      : undefined;
  return {
    rule: rule.name,
    family: rule.family,
    file: rule.file,
    source: rule.source,
    priority: rule.priority ?? 1,
    fired: conditions.result,
    event: rule.event,
    conditions,
    ...(computed ? { computed } : {}),
    ...(version ? { version } : {}),
  };
}
