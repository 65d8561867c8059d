import type { GoldenCase } from './ruleFile.schemas.ts';
import type { EntityResult } from './ruleResults.ts';

/** What a result says, in the shape golden cases expect. */
export function summarizeResult(result: EntityResult) {
  return {
    fields: Object.fromEntries(Object.entries(result.fields).map(([k, v]) => [k, v.message])),
    warnings: result.warnings.map((w) => w.message),
    denied: Object.keys(result.denied).sort(),
    changes: result.changes,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (v && typeof v === 'object') {
    return Object.fromEntries(
      Object.entries(v as Record<string, unknown>)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([k, x]) => [k, sortKeys(x)]),
    );
  }
  return v;
}

/** Only the keys `wanted` names (every key when it is not given). */
function pick<T>(all: Record<string, T>, wanted: Record<string, unknown> | undefined): Record<string, T> {
  if (!wanted) return all;
  return Object.fromEntries(Object.entries(all).filter(([k]) => k in wanted));
}

/**
 * Differences between a golden case's expectation and a result: fields, warnings and denied
 * fields must match exactly (absent means none); changes are compared only when given. With
 * `match: "subset"` only the fields and changes the case names are compared.
 */
export function checkGoldenCase(c: GoldenCase, result: EntityResult): string[] {
  const summary = summarizeResult(result);
  const subset = c.expect.match === 'subset';
  // A subset case compares only the fields and changes it names (a mode's one field among many).
  const got = subset
    ? {
        ...summary,
        fields: pick(summary.fields, c.expect.fields ?? {}),
        changes: pick(summary.changes, c.expect.changes),
      }
    : summary;
  const problems: string[] = [];
  const expectFields = c.expect.fields ?? {};
  if (!same(got.fields, expectFields)) {
    problems.push(`fields: expected ${JSON.stringify(expectFields)}, got ${JSON.stringify(got.fields)}`);
  }
  const expectWarnings = c.expect.warnings ?? [];
  if (!same(got.warnings, expectWarnings)) {
    problems.push(
      `warnings: expected ${JSON.stringify(expectWarnings)}, got ${JSON.stringify(got.warnings)}`,
    );
  }
  const expectDenied = [...(c.expect.denied ?? [])].sort();
  if (!same(got.denied, expectDenied)) {
    problems.push(`denied: expected ${JSON.stringify(expectDenied)}, got ${JSON.stringify(got.denied)}`);
  }
  if (c.expect.changes && !same(got.changes, c.expect.changes)) {
    problems.push(
      `changes: expected ${JSON.stringify(c.expect.changes)}, got ${JSON.stringify(got.changes)}`,
    );
  }
  return problems;
}
