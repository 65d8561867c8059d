import { summarizeResult } from './checkGoldenCase.ts';
import type { EvaluateRequest } from './evaluateRules.ts';
import type { RulesContextInput } from './ruleFacts.schemas.ts';
import type { RuleEntity } from './ruleFile.schemas.ts';
import type { EntityResult } from './ruleResults.ts';

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

export type ReplayDifferenceKind = 'field' | 'warning' | 'denied' | 'change';
/** One thing that differs: the field (or warning code), its answer now and under the draft (null: none). */
export interface ReplayDifference {
  kind: ReplayDifferenceKind;
  key: string;
  before: unknown;
  after: unknown;
}
export interface ReplayChangedRecord {
  id: string;
  differences: ReplayDifference[];
}
export interface ReplayReport {
  entity: RuleEntity;
  /** How many stored records were evaluated. */
  compared: number;
  /** The records whose answer changes, in the order they were read (latest first). */
  changed: ReplayChangedRecord[];
  /** How many records changed per kind of difference. */
  byKind: Record<ReplayDifferenceKind, number>;
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
      const differences = diffResults(now[i] as EntityResult, then[i] as EntityResult);
      if (differences.length === 0) return;
      report.changed.push({ id: row.id, differences });
      for (const kind of new Set(differences.map((d) => d.kind))) report.byKind[kind]++;
    });
  }
  return report;
}

const shown = (v: unknown) =>
  v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v);

/** The report as lines for a terminal: a summary, then each changed record and what changes. */
export function formatReplayReport(report: ReplayReport, limit = 200): string[] {
  const lines = [
    `${report.entity}: ${report.compared} stored record(s) replayed, ${report.changed.length} would change` +
      ` (messages ${report.byKind.field}, warnings ${report.byKind.warning}, refused fields ${report.byKind.denied}, computed values ${report.byKind.change})`,
  ];
  for (const r of report.changed.slice(0, limit)) {
    lines.push(`  ${r.id}`);
    for (const d of r.differences)
      lines.push(`    ${d.kind} ${d.key}: ${shown(d.before)} → ${shown(d.after)}`);
  }
  if (report.changed.length > limit) lines.push(`  … and ${report.changed.length - limit} more`);
  return lines;
}
