import { z } from 'zod';
import { COMMON_ERRORS } from '../errors/messages.ts';
import { hasBadCharacters, isPrototypeKey } from '../validation/safeText.ts';

/** Page size that means "every row" (business.md §7, shell.md §9). */
export const ALL_ROWS = -1;

/** A column name of a sort or filter: never an inherited property name such as `constructor`. */
const columnNameSchema = z
  .string()
  .min(1)
  .max(60)
  .refine((name) => !isPrototypeKey(name), COMMON_ERRORS.unknownColumn.message);

// Filter values arrive JSON-encoded in the query, so the request-wide character check cannot see
// an escaped NUL or lone surrogate in them; this one can.
const filterText = z
  .string()
  .max(200)
  .refine((v) => !hasBadCharacters(v), COMMON_ERRORS.invalidCharacters.message);

export const sortItemSchema = z.object({ field: columnNameSchema, dir: z.enum(['asc', 'desc']) });
export type SortItem = z.infer<typeof sortItemSchema>;

/** One column's filter: text contains, exact value, one of values, or a blank cell. */
export const columnFilterSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('contains'), value: filterText }),
  z.object({ type: z.literal('equals'), value: filterText }),
  z.object({ type: z.literal('in'), values: z.array(filterText).max(200) }),
  z.object({ type: z.literal('blank') }),
]);
export type ColumnFilter = z.infer<typeof columnFilterSchema>;

/** A list call of every grid: pagination (size -1 = all), sort, column filters, quick filter, statuses. */
export const listCallSchema = z.object({
  pagination: z.object({
    page: z.number().int().min(0),
    size: z.number().int().min(ALL_ROWS).max(1000),
  }),
  sort: z.array(sortItemSchema).max(5),
  filter: z.record(columnNameSchema, columnFilterSchema),
  quickFilter: z.string().max(200).optional(),
  statuses: z.array(z.string().max(60)).max(50).optional(),
});
export type ListCall = z.infer<typeof listCallSchema>;

/** The answer of every list call (business.md §7). */
export interface ListResult<T> {
  result: T[];
  /** Rows matching the filter (before paging). */
  filteredCount: number;
  /** Rows there are at all. */
  totalCount: number;
}

/** Answer of a short master-data list: every row, or the list contract when asked with list parameters. */
export type ListOrAll<T> = T[] | ListResult<T>;

/** A {@link ListOrAll} answer as the list contract. */
export function asListResult<T>(answer: ListOrAll<T>): ListResult<T> {
  return Array.isArray(answer)
    ? { result: answer, filteredCount: answer.length, totalCount: answer.length }
    : answer;
}

/** A list call as flat query parameters: page, size, sort=field:dir (repeated), filter=JSON, q, statuses. */
export type ListQuery = Record<string, string | number | string[]>;

/** Encodes a list call for a GET query string. */
export function toListQuery(call: ListCall): ListQuery {
  const query: ListQuery = { page: call.pagination.page, size: call.pagination.size };
  if (call.sort.length > 0) query.sort = call.sort.map((s) => `${s.field}:${s.dir}`);
  if (Object.keys(call.filter).length > 0) query.filter = JSON.stringify(call.filter);
  if (call.quickFilter) query.q = call.quickFilter;
  if (call.statuses && call.statuses.length > 0) query.statuses = call.statuses;
  return query;
}

const asList = (v: unknown): string[] =>
  v === undefined ? [] : Array.isArray(v) ? v.map(String) : [String(v)];

/** True when the raw query carries any list-call parameter (plain GET keeps its old answer). */
export function isListQuery(raw: Record<string, unknown>): boolean {
  return ['page', 'size', 'sort', 'filter', 'q', 'statuses'].some((k) => raw[k] !== undefined);
}

/** Decodes query parameters into a validated list call; a malformed one fails like any zod parse. */
export const listQuerySchema = z
  .object({
    page: z.coerce.number().int().min(0).default(0),
    size: z.coerce.number().int().min(ALL_ROWS).max(1000).default(50),
    sort: z.unknown().optional(),
    filter: z.string().max(4000).optional(),
    q: z.string().max(200).optional(),
    statuses: z.unknown().optional(),
  })
  .transform((raw, ctx): ListCall => {
    let filter: unknown = {};
    if (raw.filter) {
      try {
        filter = JSON.parse(raw.filter);
      } catch {
        ctx.addIssue({ code: 'custom', path: ['filter'], message: 'Hibás szűrő!' });
        return z.NEVER;
      }
    }
    // zod's record drops a `__proto__` key without a word; a column of that name is refused here.
    const inherited =
      filter !== null && typeof filter === 'object' ? Object.keys(filter).find(isPrototypeKey) : undefined;
    if (inherited !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['filter', inherited],
        message: COMMON_ERRORS.unknownColumn.message,
      });
      return z.NEVER;
    }
    const sort = asList(raw.sort).map((s) => {
      const [field = '', dir = 'asc'] = s.split(':');
      return { field, dir };
    });
    const parsed = listCallSchema.safeParse({
      pagination: { page: raw.page, size: raw.size },
      sort,
      filter,
      quickFilter: raw.q,
      statuses: raw.statuses === undefined ? undefined : asList(raw.statuses),
    });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, code: 'custom' } as never);
      return z.NEVER;
    }
    return parsed.data;
  });
