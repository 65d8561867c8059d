import { z } from 'zod';

/**
 * Marks a list answer for the API description (src/server/http/openApi.ts documents the list query
 * parameters of its operation): `page` = always the list contract, `allOrPage` = every row as an
 * array without list parameters, the list contract with any of them.
 */
export const LIST_ANSWER = 'x-list-answer';

/**
 * The list answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link PreferenceAnswer} (preferences.api.ts). */
export const preferenceAnswer = z
  .object({
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
  })
  .meta({ id: 'Preference' });

/** The list contract's answer (business.md §7): one page of rows and the counts. */
export function listResultAnswer<T extends z.ZodType>(row: T) {
  return z
    .object({
      result: z.array(row).describe('The rows of the page asked (every row when `size` is -1).'),
      filteredCount: z.number().describe('Rows matching the filter, `q` and `statuses` (before paging).'),
      totalCount: z.number().describe('Rows there are at all (for the caller).'),
    })
    .meta({
      [LIST_ANSWER]: 'page',
      description:
        'The list contract: one page of rows (asked with any of page, size, sort, filter, q or statuses).',
    });
}

/**
 * A short master-data list: every row as an array when asked without list parameters, the list
 * contract ({@link listResultAnswer}) when asked with any of them (its rows may carry more columns: `pageRow`).
 */
export function listOrAllAnswer<T extends z.ZodType, P extends z.ZodType = T>(row: T, pageRow?: P) {
  return z
    .union([
      z.array(row).describe('Every row: the answer when no list parameter is given.'),
      listResultAnswer(pageRow ?? row) as ReturnType<typeof listResultAnswer<P>>,
    ])
    .meta({
      [LIST_ANSWER]: 'allOrPage',
      description:
        'An array of every row when asked without list parameters; the list contract ' +
        '{result, filteredCount, totalCount} when asked with any of page, size, sort, filter, q or statuses.',
    });
}
