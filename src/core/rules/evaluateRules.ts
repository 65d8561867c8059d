import { type CompiledRuleSet, traceEntry } from './compileRules.ts';
import { type RowFacts, rowFacts } from './ruleComputedFacts.ts';
import { type RulesContext, type RulesContextInput, rulesContextSchema } from './ruleFacts.schemas.ts';
import type { ResolvedRule, RuleEntity, RuleFamily } from './ruleFile.schemas.ts';
import { buildResult, type EntityResult, NESTED_ENTITIES, type RuleTrace } from './ruleResults.ts';
import { inForce, rowDate } from './ruleVersions.ts';

/** One evaluation: rows of one entity under one context. */
export interface EvaluateRequest {
  entity: RuleEntity;
  rows: Record<string, unknown>[];
  ctx?: RulesContextInput;
  /**
   * Per-row context on top of `ctx`, parallel to `rows` (e.g. an order's own delivery interval), so
   * a batch whose rows differ in context is still one evaluation.
   */
  rowCtx?: (Partial<RulesContextInput> | null | undefined)[];
  /** Only these families (default: all). */
  families?: RuleFamily[];
  /** Return every rule's trace with each row's result. */
  trace?: boolean;
  /** Also return every message per field (`allFields`), not only the first (the import reports all at once). */
  allMessages?: boolean;
}

/** The context with every default filled in (the `ctx` fact the rules read). */
export function resolveContext(ctx: RulesContextInput | undefined): RulesContext {
  return rulesContextSchema.parse(ctx ?? {});
}

/** Each row's resolved context: the request's, or it with the row's overrides (equal overrides resolved once). */
export function rowContexts(request: EvaluateRequest): (index: number) => RulesContext {
  const base = resolveContext(request.ctx);
  if (!request.rowCtx) return () => base;
  const byKey = new Map<string, RulesContext>();
  const overrides = request.rowCtx;
  return (index) => {
    const own = overrides[index];
    if (!own || Object.keys(own).length === 0) return base;
    const key = JSON.stringify(own);
    let ctx = byKey.get(key);
    if (!ctx) {
      ctx = resolveContext({ ...request.ctx, ...own });
      byKey.set(key, ctx);
    }
    return ctx;
  };
}

/** Decides which rules fire for one row; the compiled path and the reference engine each supply one. */
export type RowDecider = (
  entity: string,
  row: RowFacts,
  families: ReadonlySet<string> | null,
  trace: RuleTrace[] | null,
) => ResolvedRule[];

/** Evaluates one row and its nested children (an order's items) with a decider. */
export function evaluateRow(
  decide: RowDecider,
  entity: string,
  values: Record<string, unknown>,
  ctx: RulesContext,
  families: ReadonlySet<string> | null,
  withTrace: boolean,
  allMessages = false,
): EntityResult {
  const trace: RuleTrace[] | null = withTrace ? [] : null;
  const row = rowFacts(values, ctx);
  const result = buildResult(decide(entity, row, families, trace), row, '', undefined, allMessages);
  for (const nested of NESTED_ENTITIES[entity] ?? []) {
    const children = values[nested.field];
    if (!Array.isArray(children)) continue;
    children.forEach((child, i) => {
      if (!child || typeof child !== 'object') return;
      const childRow = rowFacts(child as Record<string, unknown>, ctx);
      childRow.parentDate = (family) => rowDate(entity, family, row);
      const before = trace?.length ?? 0;
      buildResult(
        decide(nested.entity, childRow, families, trace),
        childRow,
        `${nested.field}.${i}.`,
        result,
        allMessages,
      );
      if (trace)
        for (let t = before; t < trace.length; t++) (trace[t] as RuleTrace).rule += ` [${nested.field}.${i}]`;
    });
  }
  if (trace) result.trace = trace;
  return result;
}

/** The fast path: compiled predicates, sync, no json-rules-engine. */
export function compiledDecider(set: CompiledRuleSet): RowDecider {
  return (entity, row, families, trace) => {
    const fired: ResolvedRule[] = [];
    for (const c of set.byEntity.get(entity) ?? []) {
      if (families && !families.has(c.rule.family)) continue;
      // A version not in force on the row's relevant date does not apply (nor show in the trace).
      if (c.versioned && !inForce(c.rule, rowDate(entity, c.rule.family, row))) continue;
      if (trace) {
        const t = traceEntry(c.rule, c.explain(row), row);
        trace.push(t);
        if (t.fired) fired.push(c.rule);
      } else if (c.test(row)) fired.push(c.rule);
    }
    return fired;
  };
}

/** Evaluates every row of the request on the compiled rule set. */
export function evaluateCompiled(set: CompiledRuleSet, request: EvaluateRequest): EntityResult[] {
  const ctxOf = rowContexts(request);
  const families = request.families ? new Set<string>(request.families) : null;
  const decide = compiledDecider(set);
  const ruleSet = request.trace ? { mode: set.mode, hash: set.hash ?? null } : null;
  return request.rows
    .map((values, i) =>
      evaluateRow(
        decide,
        request.entity,
        values,
        ctxOf(i),
        families,
        request.trace === true,
        request.allMessages === true,
      ),
    )
    .map((result) => (ruleSet ? { ...result, ruleSet } : result));
}
