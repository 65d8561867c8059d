import { type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import {
  ALL_ROWS,
  type ColumnFilter,
  type ListCall,
  type SortItem,
} from '../../core/list/listCall.schemas.ts';

/**
 * The one list-query builder (business.md §7): every list call in SQL goes through a per-entity
 * {@link ListSpec}. A repository starts from its table (scoped as it needs), narrows it with
 * {@link whereListCall}, counts with {@link listCounts} (or its own faster counts) and reads one page
 * with {@link orderListPage}.
 */

/**
 * How a column compares under column filters.
 * - `text`: a missing value is the empty text (`coalesce(column, '')`);
 * - `storedText`: a NOT NULL text column compared as stored, so `lower(column)` indexes apply;
 * - `asText`: a non-text column compared by its text (1.5 → '1.5');
 * - `date`, `number`, `boolean`, `timestamp`: the filter value is parsed as the column's type (a
 *   value that does not parse matches nothing), blank means null, contains looks at `column::text`.
 */
export type ListColumnKind = 'text' | 'storedText' | 'asText' | 'date' | 'number' | 'boolean' | 'timestamp';

/** One list field: its column and how it filters and sorts. */
export interface ListColumn {
  column: string;
  /** Default `text`. */
  kind?: ListColumnKind;
  /** False: the call's column filter on this field is ignored (the caller filters it its own way). */
  filter?: false;
  /**
   * The sort expression: `stored` (default) as stored, `lower` = lower(column) (names, to use a
   * lower() index), `lowerText` = lower(coalesce(column, '')), `digits` = a text of digits as a
   * number (length, then text: "999" before "1000", on a (length(c), c) index); false: the spec's
   * tie-break sorts it.
   */
  sort?: 'stored' | 'lower' | 'lowerText' | 'digits' | false;
  /** The spec's search-text column holds this column lower-cased: contains pre-matches it first. */
  inSearchText?: boolean;
}

/** An ORDER BY term. */
export type ListOrder = readonly [expression: RawBuilder<unknown>, dir: 'asc' | 'desc'];

/** The list fields of one entity and its list rules. */
export interface ListSpec {
  columns: Readonly<Record<string, ListColumn>>;
  /** Lower-cased haystacks the quick filter matches (LIKE '%text%' on any of them). */
  quickFilter: readonly RawBuilder<unknown>[];
  /** A stored lower-cased text of the `inSearchText` columns (a trigram index serves LIKE on it). */
  searchText?: string;
  /** An `in` filter without values: every row (default) or none. */
  emptyIn?: 'all' | 'none';
  /** Terms after the call's sort: the default order and the tie-breakers that keep paging stable. */
  tieBreak: (sort: readonly SortItem[]) => readonly ListOrder[];
}

/** `text` with LIKE's own characters escaped. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `%text%` for a case-insensitive LIKE on lower(...), with LIKE's own characters escaped. */
export const likePattern = (text: string) => `%${escapeLike(text.toLowerCase())}%`;

/** lower(coalesce(expr, '')): text compare where a missing value is the empty text. */
export const lowerText = (expr: RawBuilder<unknown>) => sql<string>`lower(coalesce(${expr}, ''))`;

/** The spec's column of a field, or undefined for a field that is not in the list. */
export function listColumnOf(spec: ListSpec, field: string): ListColumn | undefined {
  return Object.hasOwn(spec.columns, field) ? spec.columns[field] : undefined;
}

const TYPED = new Set<ListColumnKind>(['date', 'number', 'boolean', 'timestamp']);

/** A filter value as the column's type; undefined when it is not one. */
function typedValue(kind: ListColumnKind, raw: string): string | number | boolean | undefined {
  const v = raw.trim();
  switch (kind) {
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(v) ? v : undefined;
    case 'number': {
      const n = Number(v.replace(',', '.'));
      return v !== '' && Number.isFinite(n) ? n : undefined;
    }
    case 'boolean':
      return v === 'true' ? true : v === 'false' ? false : undefined;
    case 'timestamp':
      return Number.isNaN(Date.parse(v)) ? undefined : v;
    default:
      return raw;
  }
}

/** The column as text for text compares. */
function textOf(column: ListColumn): RawBuilder<unknown> {
  const ref = sql.ref(column.column);
  const kind = column.kind ?? 'text';
  if (kind === 'text') return sql`coalesce(${ref}, '')`;
  if (kind === 'storedText') return ref;
  return sql`${ref}::text`;
}

function whereColumnFilter<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  spec: ListSpec,
  column: ListColumn,
  filter: ColumnFilter,
): SelectQueryBuilder<DB, TB, O> {
  const kind = column.kind ?? 'text';
  const typed = TYPED.has(kind);
  const ref = sql.ref(column.column);
  if (filter.type === 'blank')
    return query.where(typed ? sql<boolean>`${ref} is null` : sql<boolean>`${textOf(column)} = ''`);
  if (filter.type === 'contains') {
    const pattern = likePattern(filter.value);
    // The stored lower-cased haystack holds this column: a cheap first pass before lower() per row.
    if (column.inSearchText && spec.searchText)
      query = query.where(sql.ref(spec.searchText), 'like', pattern);
    return query.where(sql`lower(${textOf(column)})`, 'like', pattern);
  }
  const raw = filter.type === 'equals' ? [filter.value] : filter.values;
  if (!typed) {
    if (raw.length === 0) return spec.emptyIn === 'none' ? query.where(sql<boolean>`false`) : query;
    return filter.type === 'equals'
      ? query.where(textOf(column), '=', filter.value)
      : query.where(textOf(column), 'in', raw);
  }
  const values = raw.map((v) => typedValue(kind, v)).filter((v) => v !== undefined);
  if (values.length === 0) return query.where(sql<boolean>`false`);
  return query.where(ref, 'in', values);
}

/** Narrows a query by a list call's column filters and quick filter (fields outside the spec are ignored). */
export function whereListCall<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  spec: ListSpec,
  call: ListCall,
): SelectQueryBuilder<DB, TB, O> {
  let out = query;
  for (const [field, filter] of Object.entries(call.filter)) {
    const column = listColumnOf(spec, field);
    if (column && column.filter !== false) out = whereColumnFilter(out, spec, column, filter);
  }
  const q = call.quickFilter?.trim();
  if (q && spec.quickFilter.length > 0) {
    const pattern = likePattern(q);
    const [only, ...more] = spec.quickFilter;
    out =
      only && more.length === 0
        ? out.where(only, 'like', pattern)
        : out.where(
            sql<boolean>`(${sql.join(
              spec.quickFilter.map((h) => sql`${h} like ${pattern}`),
              sql` or `,
            )})`,
          );
  }
  return out;
}

function sortExpressions(column: ListColumn): RawBuilder<unknown>[] {
  const ref = sql.ref(column.column);
  if (column.sort === 'lower') return [sql`lower(${ref})`];
  if (column.sort === 'lowerText') return [lowerText(ref)];
  // Freight and pickup numbers are texts of digits: two terms sort them as numbers.
  if (column.sort === 'digits') return [sql`length(${ref})`, ref];
  return [ref];
}

/** The ORDER BY terms of a list call: its sort, then the spec's tie-break. */
export function listOrder(spec: ListSpec, call: ListCall): ListOrder[] {
  const out: ListOrder[] = [];
  for (const s of call.sort) {
    const column = listColumnOf(spec, s.field);
    if (column && column.sort !== false)
      for (const expression of sortExpressions(column)) out.push([expression, s.dir]);
  }
  return [...out, ...spec.tieBreak(call.sort)];
}

/** Takes the call's page of a sorted query (size -1 = all). */
function pageOf<DB, TB extends keyof DB, O>(
  sorted: SelectQueryBuilder<DB, TB, O>,
  call: ListCall,
): SelectQueryBuilder<DB, TB, O> {
  const { page: index, size } = call.pagination;
  return size === ALL_ROWS ? sorted : sorted.limit(size).offset(index * size);
}

/** Sorts a selected query by the call's sort, then the spec's tie-break, and takes the call's page (size -1 = all). */
export function orderListPage<DB, TB extends keyof DB, O>(
  page: SelectQueryBuilder<DB, TB, O>,
  spec: ListSpec,
  call: ListCall,
): SelectQueryBuilder<DB, TB, O> {
  let out = page;
  for (const [expression, dir] of listOrder(spec, call)) out = out.orderBy(expression, dir);
  return pageOf(out, call);
}

/** The name of a page key's column in {@link keyedListPage} (`k0`, `k1`, …). */
export const pageKey = (i: number) => `k${i}`;

/**
 * The call's page of a narrowed query as the page's ids (`page_id`) with its sort keys (`k0`, `k1`,
 * … in {@link listOrder}'s order): sorted and skipped on the indexes without building a skipped row.
 * A query joining its rows to this subquery sorts them again by `k0`, `k1`, … ({@link byPageKeys}),
 * so the page's rows come in one query, in the page's order.
 */
export function keyedListPage<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  id: string,
  spec: ListSpec,
  call: ListCall,
) {
  const order = listOrder(spec, call);
  let out = query.select([
    sql<string>`${sql.ref(id)}`.as('page_id'),
    ...order.map(([expression], i) => expression.as(pageKey(i))),
  ]);
  for (const [expression, dir] of order) out = out.orderBy(expression, dir);
  return { page: pageOf(out, call), order };
}

/** ORDER BY the page keys of {@link keyedListPage} as columns of `alias`, in their directions. */
export function byPageKeys(alias: string, order: readonly ListOrder[]): RawBuilder<unknown> {
  return sql.join(
    order.map(
      ([, dir], i) => sql`${sql.ref(`${alias}.${pageKey(i)}`)} ${sql.raw(dir === 'desc' ? 'desc' : 'asc')}`,
    ),
  );
}

/** How many rows a query finds. */
export async function countRows<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await query
    .select(sql<number>`count(*)`.as('n'))
    .$castTo<{ n: number }>()
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The list contract's counts: rows under the call (`filtered`) and rows of `base` at all. When the
 * call narrowed nothing (`filtered` is `base` itself) one count serves both.
 */
export async function listCounts<DB, TB extends keyof DB, O>(
  base: SelectQueryBuilder<DB, TB, O>,
  filtered: SelectQueryBuilder<DB, TB, O>,
): Promise<{ filteredCount: number; totalCount: number }> {
  if (filtered === base) {
    const n = await countRows(base);
    return { filteredCount: n, totalCount: n };
  }
  const [filteredCount, totalCount] = await Promise.all([countRows(filtered), countRows(base)]);
  return { filteredCount, totalCount };
}
