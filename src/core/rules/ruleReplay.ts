import type { z } from 'zod';
import { summarizeResult } from './checkGoldenCase.ts';
import type { EvaluateRequest } from './evaluateRules.ts';
import type { RulesContextInput } from './ruleFacts.schemas.ts';
import type { RuleEntity } from './ruleFile.schemas.ts';
import type { EntityResult } from './ruleResults.ts';
import type {
  replayChangedRecordAnswer,
  replayDifferenceAnswer,
  replayDifferenceKindAnswer,
} from './rules.answers.ts';
/**
 * What-if replay (issue 17, item 7): stored records are evaluated with the rule set in force and
 * with a draft set, and every record whose answer would change is listed with what changes — a
 * field message that appears, goes or reads differently, a warning, a refused field, a computed
 * value. Pure: the caller supplies both evaluations (the server's pool, an inline host, a pool per
 * set in the bench), so the same code runs in the CLI, the server call and the bench.
 */

/** One stored record as the rules see it. */
export interface ReplayRow {
  /** The record's id or number, to name it in the list. */
  id: string;
  facts: Record<string, unknown>;
  /** The record's own context (an order's delivery interval). */
  ctx?: Partial<RulesContextInput> | undefined;
}

export type ReplayDifferenceKind = z.output<typeof replayDifferenceKindAnswer>;
/** One thing that differs: the field (or warning code), its answer now and under the draft (null: none). */
export type ReplayDifference = z.output<typeof replayDifferenceAnswer>;
/** A computed value that the draft computes differently: which field, from → to. */
export interface ReplayValueChange {
  field: string;
  from: unknown;
  to: unknown;
}
/**
 * What a difference means for the record (issue 36): refused now or no longer (a field message
 * that refuses a save, or a refused field; an invalid-order reason does not refuse), newly warned
 * (warning codes the draft adds), and the computed values that change.
 */
export interface ReplayVerdict {
  newlyRefused: boolean;
  noLongerRefused: boolean;
  newlyWarned: string[];
  changedValues: ReplayValueChange[];
}
export type ReplayChangedRecord = z.output<typeof replayChangedRecordAnswer>;
/** Records per verdict: how many the draft would newly refuse, let pass, warn, compute differently. */
export interface ReplayTotals {
  newlyRefused: number;
  noLongerRefused: number;
  newlyWarned: number;
  changedValues: number;
}
export interface ReplayReport {
  entity: RuleEntity;
  /** How many stored records were evaluated. */
  compared: number;
  /** The records whose answer changes, in the order they were read (latest first). */
  changed: ReplayChangedRecord[];
  /** How many records changed per kind of difference. */
  byKind: Record<ReplayDifferenceKind, number>;
  /** How many records per verdict (a record may count in several). */
  totals: ReplayTotals;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

function diffMaps(
  kind: ReplayDifferenceKind,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
  out: ReplayDifference[],
) {
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)]))
    if (!same(before[key], after[key]))
      out.push({ kind, key, before: before[key] ?? null, after: after[key] ?? null });
}

/** What differs between two answers for one record (empty: the draft answers the same). */
export function diffResults(before: EntityResult, after: EntityResult): ReplayDifference[] {
  const a = summarizeResult(before);
  const b = summarizeResult(after);
  const out: ReplayDifference[] = [];
  diffMaps('field', a.fields, b.fields, out);
  const warnings = (r: EntityResult) => Object.fromEntries(r.warnings.map((w) => [w.code, w.message]));
  diffMaps('warning', warnings(before), warnings(after), out);
  const denied = (r: EntityResult) =>
    Object.fromEntries(Object.entries(r.denied).map(([k, v]) => [k, v.message]));
  diffMaps('denied', denied(before), denied(after), out);
  diffMaps('change', a.changes, b.changes, out);
  return out;
}

/** Whether an answer refuses the record's save: a refusing field message or a refused field. */
const refuses = (r: EntityResult) =>
  Object.values(r.fields).some((m) => !m.invalidReason) || Object.keys(r.denied).length > 0;

/** What the draft's answer means for the record against the answer in force. */
export function replayVerdict(before: EntityResult, after: EntityResult): ReplayVerdict {
  const codes = new Set(before.warnings.map((w) => w.code));
  const a = summarizeResult(before).changes;
  const b = summarizeResult(after).changes;
  return {
    newlyRefused: !refuses(before) && refuses(after),
    noLongerRefused: refuses(before) && !refuses(after),
    newlyWarned: [...new Set(after.warnings.map((w) => w.code))].filter((c) => !codes.has(c)),
    changedValues: [...new Set([...Object.keys(a), ...Object.keys(b)])]
      .filter((k) => !same(a[k], b[k]))
      .map((field) => ({ field, from: a[field] ?? null, to: b[field] ?? null })),
  };
}

/** Evaluates a request on one rule set. */
export type Evaluate = (request: EvaluateRequest) => Promise<EntityResult[]>;

/**
 * Replays the rows on both sets, in chunks (the pools split each chunk over their workers; both
 * sets run at once), and lists what would change.
 */
export async function replayRules(options: {
  entity: RuleEntity;
  rows: readonly ReplayRow[];
  ctx: RulesContextInput;
  current: Evaluate;
  draft: Evaluate;
  chunk?: number;
}): Promise<ReplayReport> {
  const { entity, rows, ctx, current, draft } = options;
  const chunk = options.chunk ?? 20_000;
  const report: ReplayReport = {
    entity,
    compared: rows.length,
    changed: [],
    byKind: { field: 0, warning: 0, denied: 0, change: 0 },
    totals: { newlyRefused: 0, noLongerRefused: 0, newlyWarned: 0, changedValues: 0 },
  };
  for (let start = 0; start < rows.length; start += chunk) {
    const part = rows.slice(start, start + chunk);
    const request: EvaluateRequest = {
      entity,
      rows: part.map((r) => r.facts),
      ctx,
      ...(part.some((r) => r.ctx) ? { rowCtx: part.map((r) => r.ctx ?? null) } : {}),
    };
    const [now, then] = await Promise.all([current(request), draft(request)]);
    if (now.length !== part.length || then.length !== part.length)
      throw new Error('the rules answered a different number of rows');
    part.forEach((row, i) => {
      const before = now[i] as EntityResult;
      const after = then[i] as EntityResult;
      const differences = diffResults(before, after);
      if (differences.length === 0) return;
      const verdict = replayVerdict(before, after);
      report.changed.push({ id: row.id, differences, verdict });
      for (const kind of new Set(differences.map((d) => d.kind))) report.byKind[kind]++;
      if (verdict.newlyRefused) report.totals.newlyRefused++;
      if (verdict.noLongerRefused) report.totals.noLongerRefused++;
      if (verdict.newlyWarned.length > 0) report.totals.newlyWarned++;
      if (verdict.changedValues.length > 0) report.totals.changedValues++;
    });
  }
  return report;
}

const shown = (v: unknown) =>
  v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v);

/** The report as lines for a terminal: a summary, then each changed record and what changes. */
export function formatReplayReport(report: ReplayReport, limit = 200): string[] {
  const { totals } = report;
  const lines = [
    `${report.entity}: ${report.compared} stored record(s) replayed, ${report.changed.length} would change` +
      ` (messages ${report.byKind.field}, warnings ${report.byKind.warning}, refused fields ${report.byKind.denied}, computed values ${report.byKind.change})`,
    `  newly refused ${totals.newlyRefused}, no longer refused ${totals.noLongerRefused}, newly warned ${totals.newlyWarned}, changed computed values ${totals.changedValues}`,
  ];
  for (const r of report.changed.slice(0, limit)) {
    const v = r.verdict;
    const tags = [
      v.newlyRefused && 'NEWLY REFUSED',
      v.noLongerRefused && 'NO LONGER REFUSED',
      v.newlyWarned.length > 0 && `NEWLY WARNED (${v.newlyWarned.join(', ')})`,
    ].filter(Boolean);
    lines.push(`  ${r.id}${tags.length > 0 ? ` [${tags.join('; ')}]` : ''}`);
    for (const d of r.differences)
      lines.push(`    ${d.kind} ${d.key}: ${shown(d.before)} → ${shown(d.after)}`);
  }
  if (report.changed.length > limit) lines.push(`  … and ${report.changed.length - limit} more`);
  return lines;
}
