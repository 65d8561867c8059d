import { isIsoDate } from '../calendar/workdays.ts';
import type { RulesContext } from './ruleFacts.schemas.ts';

/**
 * Versions with effective dates (issue 17, item 6; the selecting date per family, issue 36). A rule
 * may carry `validFrom` and/or `validTo` (ISO dates, both inclusive); several versions of one rule
 * share its name in one file, their ranges may not overlap. A row is checked with the versions in
 * force on the date that selects its family's versions:
 *
 * | entity              | family                              | selecting date                        |
 * | ------------------- | ----------------------------------- | ------------------------------------- |
 * | order               | validation, deadlines, capacity     | orderDate (the order's date of entry) |
 * | orderItem           | validation, deadlines, capacity     | the order's date of entry             |
 * | order               | permissions                         | ctx.today (the day of the change)     |
 * | importRow           | every family                        | deliveryDate                          |
 * | freight, pickup     | every family                        | deliveryDate                          |
 * | any other           | every family                        | ctx.today                             |
 *
 * The order's date of entry is what auditors expect: the rules the order was taken under judge it
 * all its life, whatever its deadline or a defaulted deadline says (a version starting next Monday
 * does not judge an order entered today). An empty or invalid date falls back to `ctx.today` (a new
 * order without a date of entry is entered today).
 */
export const RELEVANT_DATE_FIELDS: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = {
  order: { validation: ['orderDate'], deadlines: ['orderDate'], capacity: ['orderDate'], '*': [] },
  // No field of its own: an item goes by its order's date for the family (the parent's).
  orderItem: { '*': [] },
  importRow: { '*': ['deliveryDate'] },
  freight: { '*': ['deliveryDate'] },
  pickup: { '*': ['deliveryDate'] },
};

/** The fields whose date selects the versions of `family`'s rules of the entity (empty: the parent's, else today). */
export function selectingFields(entity: string, family: string): readonly string[] {
  const byFamily = RELEVANT_DATE_FIELDS[entity];
  return byFamily?.[family] ?? byFamily?.['*'] ?? [];
}

/** A rule's effective range. */
export interface RuleValidity {
  validFrom?: string | undefined;
  validTo?: string | undefined;
}

/** A row whose version dates are worked out once per family (a nested row reads its parent's). */
export interface DatedRow {
  values: Record<string, unknown>;
  ctx: RulesContext;
  relevantDates?: Record<string, string>;
  /** The parent row's date for a family (an order item's order). */
  parentDate?: ((family: string) => string) | undefined;
}

/** The date whose versions of `family`'s rules apply to a row of the entity. */
export function relevantDate(
  entity: string,
  family: string,
  values: Record<string, unknown>,
  ctx: RulesContext,
  parentDate?: (family: string) => string,
): string {
  for (const field of selectingFields(entity, family)) {
    const v = values[field];
    if (typeof v === 'string' && isIsoDate(v)) return v;
  }
  return parentDate ? parentDate(family) : ctx.today;
}

/** The row's selecting date for a family, worked out once per row and family. */
export function rowDate(entity: string, family: string, row: DatedRow): string {
  row.relevantDates ??= {};
  row.relevantDates[family] ??= relevantDate(entity, family, row.values, row.ctx, row.parentDate);
  return row.relevantDates[family];
}

/** What gave a row's selecting date for a family: the field, `parent` or `ctx.today` (for "Miért?"). */
export function selectedBy(entity: string, family: string, row: DatedRow): string {
  const field = selectingFields(entity, family).find((f) => {
    const v = row.values[f];
    return typeof v === 'string' && isIsoDate(v);
  });
  return field ?? (row.parentDate ? 'parent' : 'ctx.today');
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
