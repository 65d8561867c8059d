import { z } from 'zod';
import { savedAnswer } from '../api/rowAnswers.ts';

/**
 * The capacityEstimates answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link CapacityVehicle} (capacityEstimates.schemas.ts). */
export const capacityVehicleAnswer = z
  .object({ truckType: z.string(), quantity: z.number() })
  .meta({ id: 'CapacityVehicle' });

/** {@link CapacityEstimate} (capacityEstimates.schemas.ts). */
export const capacityEstimateAnswer = z
  .object({
    id: z.string(),
    __v: z.number(),
    transporterId: z.string(),
    transporterName: z.string(),
    /** The day (YYYY-MM-DD). */
    date: z.string(),
    /** Trucks on their way back (return loads) rather than starting out. */
    returning: z.boolean(),
    vehicles: z.array(capacityVehicleAnswer),
    comment: z.string(),
  })
  .meta({ id: 'CapacityEstimate' });

/** {@link CapacitySaveResponse} (capacityEstimates.api.ts). */
export const capacitySaveAnswer = savedAnswer('capacityEstimate', capacityEstimateAnswer).meta({
  id: 'CapacitySave',
});

/** {@link CapacityShortage} (capacityShortage.ts). */
export const capacityShortage9Answer = z
  .object({
    /** The day (YYYY-MM-DD). */
    date: z.string(),
    truckType: z.string(),
    /** Trucks the day's freights of this type need (one a freight). */
    needed: z.number(),
    /** Trucks of this type the transporters estimated for the day. */
    estimated: z.number(),
    /** needed − estimated (> 0). */
    missing: z.number(),
  })
  .meta({ id: 'CapacityShortage9' });

/** {@link CapacityShortageResponse} (capacityShortage.ts). */
export const capacityShortageAnswer = z
  .object({
    from: z.string(),
    to: z.string(),
    shortages: z.array(capacityShortage9Answer),
  })
  .meta({ id: 'CapacityShortage' });
