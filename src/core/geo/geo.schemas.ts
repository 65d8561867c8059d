import { z } from 'zod';
import { defineErrors } from '../errors/catalogue.ts';

/** business.md §8 */
export const GEO_MESSAGES = {
  cannotBeGeocoded: 'A címpont nem geokódolható!',
  /** The spec names the warning (restricted-access sections) without quoting a text: ours. */
  restrictedSection: 'Az útvonal korlátozott behajtású útszakaszt érint: OSM út {wayId} ({reason}).',
} as const;
/** The route planner's refusals (business.md §8; the two-waypoint minimum is ours). */
export const GEO_ERRORS = defineErrors('geo', {
  routeNotFound: 'Nem található útvonal a megadott tervezési paraméterekkel.',
  maxWaypoints: 'Maximum {maxWaypointsLength} waypoints can be planned.',
  tooFewWaypoints: 'Legalább két útpont szükséges.',
});

export const GEO_ERROR_CODES = { cannotBeGeocoded: 'CANNOT_BE_GEOCODED' } as const;

export const LOCATION_TYPES = ['hnum', 'road', 'cos', 'admin', 'poi'] as const;

/** GET /location/search?query=…&types=cos,admin&limit=10 */
export const locationSearchQuerySchema = z.object({
  query: z.string().trim().max(200).default(''),
  types: z
    .string()
    .optional()
    .transform((t, ctx) => {
      if (!t) return [...LOCATION_TYPES];
      const list = t
        .split(',')
        .map((x) => x.trim())
        .filter(Boolean);
      for (const x of list) {
        if (!(LOCATION_TYPES as readonly string[]).includes(x)) {
          ctx.addIssue({ code: 'custom', message: `Ismeretlen típus: ${x}` });
        }
      }
      return list as (typeof LOCATION_TYPES)[number][];
    }),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** GET location/reversegeocode/{lng}/{lat} */
export const lngLatParamsSchema = z.object({
  lng: z.coerce.number().min(-180).max(180),
  lat: z.coerce.number().min(-90).max(90),
});

/** POST /api/orders/frontend/geocode */
export const geocodeRequestSchema = z
  .array(
    z.object({
      temporaryCustomerId: z.union([z.string(), z.number()]),
      address: z.string().max(500),
    }),
  )
  .max(5000);
