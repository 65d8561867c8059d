import { isIsoDate } from '../calendar/workdays.ts';
import type { RulesContext } from './ruleFacts.schemas.ts';

/**
 * Versions with effective dates (issue 17, item 6). A rule may carry `validFrom` and/or `validTo`
 * (ISO dates, both inclusive); several versions of one rule share its name in one file, their
 * ranges may not overlap. A row is checked with the versions in force on its relevant date:
 *
 * | entity                         | relevant date                              |
 * | ------------------------------ | ------------------------------------------ |
 * | order                          | orderDeadlineDate (the order's deadline)   |
 * | orderItem                      | deadlineDate, else the order's deadline    |
 * | importRow, freight, pickup     | deliveryDate                               |
 * | any other (master data, users) | ctx.today                                  |
 *
 * An empty or invalid relevant date falls back to `ctx.today`, so a new record without a date is
 * checked with the rules in force today.
 */
export const RELEVANT_DATE_FIELDS: Readonly<Record<string, readonly string[]>> = {
  order: ['orderDeadlineDate'],
  orderItem: ['deadlineDate'],
  importRow: ['deliveryDate'],
  freight: ['deliveryDate'],
  pickup: ['deliveryDate'],
};

/** A rule's effective range. */
export interface RuleValidity {
  validFrom?: string | undefined;
  validTo?: string | undefined;
}

/** The date whose rules apply to a row of the entity. */
export function relevantDate(
  entity: string,
  values: Record<string, unknown>,
  ctx: RulesContext,
  parentDate?: string,
): string {
  for (const field of RELEVANT_DATE_FIELDS[entity] ?? []) {
    const v = values[field];
    if (typeof v === 'string' && isIsoDate(v)) return v;
  }
  return parentDate ?? ctx.today;
}

/** The row's relevant date, worked out once per row (the parent's date is set on nested rows first). */
export function rowDate(
  entity: string,
  row: { values: Record<string, unknown>; ctx: RulesContext; relevantDate?: string },
): string {
  row.relevantDate ??= relevantDate(entity, row.values, row.ctx);
  return row.relevantDate;
}

/** The rule is in force on the date (no range: always). */
export function inForce(rule: RuleValidity, date: string): boolean {
  return (
    (rule.validFrom === undefined || rule.validFrom <= date) &&
    (rule.validTo === undefined || date <= rule.validTo)
  );
}

export const isVersioned = (rule: RuleValidity) => rule.validFrom !== undefined || rule.validTo !== undefined;

/** The range as a trace and a message show it: `2026-01-01 – 2026-06-30`, `– 2026-06-30`, `2026-07-01 –`. */
export const rangeText = (r: RuleValidity) => `${r.validFrom ?? ''} – ${r.validTo ?? ''}`.trim();

/**
 * Problems of one rule name's versions in one file: an invalid range (from after to), versions
 * without a range beside others, overlapping ranges. `at` is each version's index in the file.
 */
export function versionIssues(
  versions: readonly (RuleValidity & { index: number })[],
): { index: number; message: string }[] {
  const issues: { index: number; message: string }[] = [];
  for (const v of versions)
    if (v.validFrom !== undefined && v.validTo !== undefined && v.validFrom > v.validTo)
      issues.push({ index: v.index, message: `validFrom ${v.validFrom} is after validTo ${v.validTo}` });
  if (versions.length < 2) return issues;
  for (const v of versions)
    if (!isVersioned(v))
      issues.push({
        index: v.index,
        message: 'the name is used twice in this file (versions of a rule need validFrom and/or validTo)',
      });
  const sorted = versions
    .filter(isVersioned)
    .sort((a, b) => (a.validFrom ?? '').localeCompare(b.validFrom ?? ''));
  for (let i = 1; i < sorted.length; i++) {
    const prev = sorted[i - 1] as RuleValidity & { index: number };
    const next = sorted[i] as RuleValidity & { index: number };
    if (prev.validTo === undefined || next.validFrom === undefined || prev.validTo >= next.validFrom)
      issues.push({
        index: next.index,
        message: `the version ${rangeText(next)} overlaps the version ${rangeText(prev)} (rule #${prev.index + 1} of the file)`,
      });
  }
  return issues;
}
