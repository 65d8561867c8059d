import { summarizeResult } from './checkGoldenCase.ts';
import type { ResolvedGoldenCase } from './goldenCaseInheritance.ts';
import type { EntityResult } from './ruleResults.ts';

/**
 * Golden cases for people (issue 36): `npm run rules:cases -- --mode <mode> --review` runs the
 * mode's resolved cases (inherited ones included) and lists each difference as a table row;
 * `--accept` turns them into the mode's case overrides (like snapshot updates). Pure: the CLI reads
 * and writes the files (src/server/rules/rulesCasesCli.ts).
 */

/** One difference of a case: which part (a field, the warnings, the refused fields, a computed value). */
export interface CaseDifference {
  case: string;
  /** Where the case comes from: its file, and the base file for an inherited one. */
  file: string;
  inherited: boolean;
  aspect: 'fields' | 'warnings' | 'denied' | 'changes';
  key: string;
  expected: unknown;
  actual: unknown;
}

const json = (v: unknown) => JSON.stringify(v ?? null);
const same = (a: unknown, b: unknown) => json(a) === json(b);

/** Whether the mode runs the case as the base wrote it or as its override changed it. */
export const isInherited = (c: ResolvedGoldenCase) =>
  c.file.startsWith('cases/base/') || c.overrides !== undefined;

/** Every difference between a case's expectation and the rules' answer (empty: it passes). */
export function reviewCase(c: ResolvedGoldenCase, result: EntityResult): CaseDifference[] {
  const got = summarizeResult(result);
  const subset = c.expect.match === 'subset';
  const out: CaseDifference[] = [];
  const base = { case: c.name, file: c.overrides ?? c.file, inherited: isInherited(c) };
  const expectedFields: Record<string, unknown> = c.expect.fields ?? {};
  const keys = subset
    ? Object.keys(expectedFields)
    : [...new Set([...Object.keys(expectedFields), ...Object.keys(got.fields)])];
  for (const key of keys.sort())
    if (!same(expectedFields[key], got.fields[key]))
      out.push({
        ...base,
        aspect: 'fields',
        key,
        expected: expectedFields[key] ?? null,
        actual: got.fields[key] ?? null,
      });
  if (!same(c.expect.warnings ?? [], got.warnings))
    out.push({
      ...base,
      aspect: 'warnings',
      key: '',
      expected: c.expect.warnings ?? [],
      actual: got.warnings,
    });
  if (!same([...(c.expect.denied ?? [])].sort(), got.denied))
    out.push({ ...base, aspect: 'denied', key: '', expected: c.expect.denied ?? [], actual: got.denied });
  for (const [key, expected] of Object.entries(c.expect.changes ?? {}))
    if (!same(expected, got.changes[key]))
      out.push({ ...base, aspect: 'changes', key, expected, actual: got.changes[key] ?? null });
  return out;
}

/** A mode file's case entry (an override of an inherited case, or the mode's own case). */
export type CaseEntry = Record<string, unknown> & { name: string; expect?: Record<string, unknown> };

/**
 * The differences of one case accepted into its mode entry: an inherited case's override (created
 * when there is none: `{name, override: true, expect}` with only what differs; a field the rules
 * no longer give is `null`, which drops it), or the mode's own case with its expectation updated.
 */
export function acceptDifferences(
  entry: CaseEntry | undefined,
  name: string,
  diffs: readonly CaseDifference[],
): CaseEntry {
  const next: CaseEntry = entry ? { ...entry } : { name, override: true };
  const expect: Record<string, unknown> = { ...(next.expect ?? {}) };
  const own = entry !== undefined && !('override' in entry);
  for (const d of diffs) {
    if (d.aspect === 'fields' || d.aspect === 'changes') {
      const map = { ...((expect[d.aspect] as Record<string, unknown> | undefined) ?? {}) };
      // An override drops a key with null; the mode's own case just leaves it out.
      if (d.actual === null && own) delete map[d.key];
      else map[d.key] = d.actual;
      expect[d.aspect] = map;
    } else expect[d.aspect] = d.actual;
  }
  next.expect = expect;
  return next;
}

const cell = (v: unknown) =>
  v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v);

/** The differences as a text table: case, where it comes from, what, expected, actual. */
export function formatReviewTable(diffs: readonly CaseDifference[]): string[] {
  const rows = [
    ['case', 'from', 'what', 'expected', 'actual'],
    ...diffs.map((d) => [
      d.case,
      `${d.inherited ? 'inherited ' : ''}rules/${d.file}`,
      d.key ? `${d.aspect}.${d.key}` : d.aspect,
      cell(d.expected),
      cell(d.actual),
    ]),
  ];
  const widths =
    rows[0]?.map((_, i) => Math.min(60, Math.max(...rows.map((r) => (r[i] ?? '').length)))) ?? [];
  const line = (r: string[]) =>
    `| ${r.map((c, i) => (c.length > (widths[i] ?? 0) ? `${c.slice(0, (widths[i] ?? 1) - 1)}…` : c.padEnd(widths[i] ?? 0))).join(' | ')} |`;
  return [
    line(rows[0] ?? []),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...rows.slice(1).map(line),
  ];
}
