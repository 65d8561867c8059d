import { z } from 'zod';

/** The record kinds the palette's server search finds. */
export const SEARCH_KINDS = ['order', 'freight', 'pickup'] as const;

/**
 * The search answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link SearchHit} (search.schemas.ts). */
export const searchHitAnswer = z
  .object({
    kind: z.enum(SEARCH_KINDS),
    /** The record's number: order id, freight number, pickup number. */
    id: z.string(),
    /** Its headline: customer of an order or pickup, the route of a freight. */
    title: z.string(),
    /** Its status (the area's status key). */
    status: z.string(),
    /** Secondary texts (status, address, plate, order number), already in display order. */
    details: z.array(z.string()),
    /** 0 best: the number itself, 1 the number's start, 2 a word's start, 3 inside a word. */
    rank: z.number(),
  })
  .meta({ id: 'SearchHit' });

/** {@link SearchResponse} (search.schemas.ts). */
export const searchAnswer = z.object({ hits: z.array(searchHitAnswer) }).meta({ id: 'Search' });
