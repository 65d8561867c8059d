import { z } from 'zod';

/**
 * The search answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link SearchHit} (search.schemas.ts). */
export const searchHitAnswer = z
  .object({
    kind: z.enum(['freight', 'pickup', 'order']),
    id: z.string(),
    title: z.string(),
    status: z.string(),
    details: z.array(z.string()),
    rank: z.number(),
  })
  .meta({ id: 'SearchHit' });

/** {@link SearchResponse} (search.schemas.ts). */
export const searchAnswer = z.object({ hits: z.array(searchHitAnswer) }).meta({ id: 'Search' });
