import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { ColumnFilter } from '../../core/list/listCall.schemas.ts';

/** `%text%` for a case-insensitive LIKE on lower(...), with LIKE's own characters escaped. */
export const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** lower(coalesce(expr, '')): text compare where a missing value is the empty text. */
export const lowerText = (expr: RawBuilder<unknown>) => sql<string>`lower(coalesce(${expr}, ''))`;

/**
 * One column filter of a list call on a text column: contains (case-insensitive), equals, one of
 * values, or blank (null or empty). An `in` filter without values filters nothing.
 */
export function whereColumnFilter<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  column: string,
  filter: ColumnFilter,
): SelectQueryBuilder<DB, TB, O> {
  const col = sql.ref(column);
  const text = sql<string>`coalesce(${col}, '')`;
  if (filter.type === 'contains') return query.where(lowerText(col), 'like', likePattern(filter.value));
  if (filter.type === 'equals') return query.where(text, '=', filter.value);
  if (filter.type === 'in')
    return filter.values.length === 0 ? query : query.where(text, 'in', filter.values);
  return query.where(text, '=', '');
}
