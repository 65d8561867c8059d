import { z } from 'zod';

/**
 * The list answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link PreferenceAnswer} (preferences.api.ts). */
export const preferenceAnswer = z.object({
  view: z.string(),
  value: z
    .union([
      z.record(z.string(), z.string()),
      z.object({
        columns: z.array(
          z.object({ colId: z.string(), width: z.number().optional(), hide: z.boolean().optional() }),
        ),
        sort: z.array(z.object({ field: z.string(), dir: z.enum(['asc', 'desc']) })),
        filter: z.record(
          z.string(),
          z.union([
            z.object({ type: z.literal('contains'), value: z.string() }),
            z.object({ type: z.literal('equals'), value: z.string() }),
            z.object({ type: z.literal('in'), values: z.array(z.string()) }),
            z.object({ type: z.literal('blank') }),
          ]),
        ),
        quickFilter: z.string().optional(),
      }),
    ])
    .nullable(),
});

/** The list contract's answer (business.md §7): one page of rows and the counts. */
export function listResultAnswer<T extends z.ZodType>(row: T) {
  return z
    .object({
      result: z.array(row).describe('The rows of the page asked (every row when `size` is -1).'),
      filteredCount: z.number().describe('Rows matching the filter, `q` and `statuses` (before paging).'),
      totalCount: z.number().describe('Rows there are at all (for the caller).'),
    })
    .describe('The list contract: asked with any of page, size, sort, filter, q or statuses.');
}

/**
 * A short master-data list: every row as an array when asked without list parameters, the list
 * contract ({@link listResultAnswer}) when asked with any of them.
 */
export function listOrAllAnswer<T extends z.ZodType>(row: T) {
  return z.union([z.array(row).describe('Every row: asked without list parameters.'), listResultAnswer(row)]);
}
