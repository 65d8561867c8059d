// The only module that imports json-rules-engine (CommonJS): the worker and the tests load it,
// plain helpers stay in the other files so bundles that only need them never pull it in.
import { Engine, type RuleResult } from 'json-rules-engine';
import { traceEntry } from './compileRules.ts';
import { type EvaluateRequest, evaluateRow, type RowDecider, rowContexts } from './evaluateRules.ts';
import { COMPUTED_FACTS, type RowFacts, rowFacts } from './ruleComputedFacts.ts';
import type { ResolvedRule, ResolvedRuleSet } from './ruleFile.schemas.ts';
import { RULE_OPERATOR_FNS } from './ruleOperators.ts';
import { type ConditionTrace, type EntityResult, NESTED_ENTITIES, type RuleTrace } from './ruleResults.ts';
import { inForce, isVersioned, rowDate } from './ruleVersions.ts';

/** Our operators; json-rules-engine brings the built-in ones itself. */
const OPERATORS_FOR_ENGINE = {
  violates: RULE_OPERATOR_FNS.violates,
  isEmpty: RULE_OPERATOR_FNS.isEmpty,
  dateBefore: RULE_OPERATOR_FNS.dateBefore,
  dateAfter: RULE_OPERATOR_FNS.dateAfter,
  inRoleGroup: RULE_OPERATOR_FNS.inRoleGroup,
};

import { resolvePath } from './resolvePath.ts';

const ROW_FACT = '$row';

interface EngineCondition {
  all?: EngineCondition[];
  any?: EngineCondition[];
  not?: EngineCondition;
  fact?: string;
  path?: string;
  params?: Record<string, unknown>;
  operator?: string;
  value?: unknown;
  factResult?: unknown;
  valueResult?: unknown;
  result?: boolean;
}

function toTrace(c: EngineCondition): ConditionTrace {
  if (c.all) {
    const all = c.all.map(toTrace);
    return { all, result: all.every((t) => t.result) };
  }
  if (c.any) {
    const any = c.any.map(toTrace);
    return { any, result: any.some((t) => t.result) };
  }
  if (c.not) {
    const not = toTrace(c.not);
    return { not, result: !not.result };
  }
  const isRef = c.value !== null && typeof c.value === 'object' && 'fact' in (c.value as object);
  return {
    fact: String(c.fact),
    ...(c.path ? { path: c.path } : {}),
    ...(c.params ? { params: c.params } : {}),
    operator: String(c.operator),
    value: isRef ? c.valueResult : c.value,
    factResult: c.factResult,
    result: c.result === true,
  };
}

/**
 * json-rules-engine over the same resolved rules, operators and computed facts: the reference
 * for the compiled path (parity tests) and the source of the engine's own trace.
 */
export function createReferenceEngine(set: ResolvedRuleSet) {
  const engines = new Map<
    string,
    { engine: Engine; rules: Map<string, { rule: ResolvedRule; index: number }> }
  >();
  set.rules.forEach((rule, index) => {
    let entry = engines.get(rule.entity);
    if (!entry) {
      const engine = new Engine([], { allowUndefinedFacts: true, pathResolver: resolvePath });
      for (const [name, fn] of Object.entries(OPERATORS_FOR_ENGINE)) engine.addOperator(name, fn);
      for (const [name, compute] of Object.entries(COMPUTED_FACTS)) {
        engine.addFact(name, async (params, almanac) =>
          compute((params ?? {}) as Record<string, unknown>, (await almanac.factValue(ROW_FACT)) as RowFacts),
        );
      }
      entry = { engine, rules: new Map() };
      engines.set(rule.entity, entry);
    }
    // Versions of a rule share its name: the engine knows each by its place in the set.
    const key = `${rule.name}#${index}`;
    entry.rules.set(key, { rule, index });
    entry.engine.addRule({
      name: key,
      priority: rule.priority ?? 1,
      conditions: rule.conditions as never,
      // The event type is only a label here (never `error`: that name crashes the engine's emitter).
      event: { type: 'rule-fired', params: { rule: rule.name } },
    });
  });

  /** Runs one row on the entity's engine; fired rules come back in rule-set order. */
  async function decide(
    entity: string,
    row: RowFacts,
    families: ReadonlySet<string> | null,
    trace: RuleTrace[] | null,
  ) {
    const entry = engines.get(entity);
    if (!entry) return [];
    const facts: Record<string, unknown> = { ctx: row.ctx, [ROW_FACT]: row };
    for (const [k, v] of Object.entries(row.values)) if (!(k in COMPUTED_FACTS) && k !== 'ctx') facts[k] = v;
    const { results, failureResults } = await entry.engine.run(facts);
    const all = [...results, ...failureResults]
      .map((r: RuleResult) => ({ r, meta: entry.rules.get(String(r.name)) }))
      .filter(
        (x): x is { r: RuleResult; meta: { rule: ResolvedRule; index: number } } => x.meta !== undefined,
      )
      .filter((x) => !families || families.has(x.meta.rule.family))
      .filter(
        (x) => !isVersioned(x.meta.rule) || inForce(x.meta.rule, rowDate(entity, x.meta.rule.family, row)),
      )
      .sort((a, b) => a.meta.index - b.meta.index);
    if (trace) {
      for (const x of all)
        trace.push(traceEntry(x.meta.rule, toTrace(x.r.conditions as unknown as EngineCondition), row));
    }
    return all.filter((x) => x.r.result === true).map((x) => x.meta.rule);
  }

  return {
    mode: set.mode,
    /** Evaluates every row of the request through json-rules-engine. */
    async evaluate(request: EvaluateRequest): Promise<EntityResult[]> {
      const ctxOf = rowContexts(request);
      const families = request.families ? new Set<string>(request.families) : null;
      const withTrace = request.trace === true;
      const out: EntityResult[] = [];
      for (const [index, values] of request.rows.entries()) {
        const ctx = ctxOf(index);
        // The engine is async: decide the row and its children first, then build the result with
        // the same sync code as the compiled path.
        const decided = new Map<object, { fired: ResolvedRule[]; trace: RuleTrace[] }>();
        const pending: [string, Record<string, unknown>][] = [[request.entity, values]];
        for (const nested of NESTED_ENTITIES[request.entity] ?? []) {
          const children = values[nested.field];
          if (Array.isArray(children)) {
            for (const child of children)
              if (child && typeof child === 'object') pending.push([nested.entity, child]);
          }
        }
        const parent = rowFacts(values, ctx);
        for (const [entity, v] of pending) {
          const trace: RuleTrace[] = [];
          const row = v === values ? parent : rowFacts(v, ctx);
          if (v !== values) row.parentDate = (family) => rowDate(request.entity, family, parent);
          decided.set(v, {
            fired: await decide(entity, row, families, withTrace ? trace : null),
            trace,
          });
        }
        const replay: RowDecider = (_entity, row, _families, trace) => {
          const d = decided.get(row.values);
          if (!d) return [];
          if (trace) trace.push(...d.trace);
          return d.fired;
        };
        const result = evaluateRow(
          replay,
          request.entity,
          values,
          ctx,
          families,
          withTrace,
          request.allMessages === true,
        );
        out.push(withTrace ? { ...result, ruleSet: { mode: set.mode, hash: set.hash ?? null } } : result);
      }
      return out;
    },
  };
}
export type ReferenceEngine = ReturnType<typeof createReferenceEngine>;
