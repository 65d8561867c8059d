import { z } from 'zod';

/**
 * The demo answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link DemoSettlement} (demo.schemas.ts). */
export const demoSettlementAnswer = z
  .object({
    name: z.string(),
    county: z.string(),
    postalCode: z.string().nullable(),
    /** e.g. "8200 Veszprém, Kossuth Lajos utca 12." */
    address: z.string(),
    lat: z.number(),
    lng: z.number(),
  })
  .meta({ id: 'DemoSettlement' });

/** {@link DemoSettlementsResponse} (demo.schemas.ts). */
export const demoSettlementsAnswer = z
  .object({ settlements: z.array(demoSettlementAnswer) })
  .meta({ id: 'DemoSettlements' });
