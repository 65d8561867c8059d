import { z } from 'zod';
import { deletedAnswer } from '../api/rowAnswers.ts';

/** How a distance range's price counts: a fixed fee for the range, or a fee per km. */
export const FREIGHT_COST_TYPES = ['fixed', 'perKm'] as const;

/**
 * The fees answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** A fee row deleted: the message and its id. */
export const feeDeleteAnswer = deletedAnswer().meta({ id: 'FeeDelete' });

/** How a distance range prices a freight (a fee row's range; the price audit shows the one it used). */
export const distanceRangeFields = {
  type: z.enum(FREIGHT_COST_TYPES),
  startDistance: z.number(),
  endDistance: z.number(),
  price: z.number(),
  overRanges: z.boolean(),
};

/** {@link FreightCostDoc} (fees.schemas.ts). */
export const freightCostAnswer = z
  .object({
    factoryId: z.string().nullable(),
    truckType: z.string().nullable(),
    ...distanceRangeFields,
    id: z.string(),
    __v: z.number(),
  })
  .meta({ id: 'FreightCost' });

/** {@link FreightCost} (feeModel.ts). */
export const feeTotalsAnswer = z
  .object({
    distanceFee: z.number(),
    waypointFee: z.number(),
    palletFee: z.number(),
    total: z.number(),
  })
  .meta({ id: 'FeeTotals' });

/** {@link WaypointCostDoc} (fees.schemas.ts). */
export const waypointCostAnswer = z
  .object({
    factoryId: z.string().nullable(),
    truckType: z.string().nullable(),
    includedWaypoints: z.number(),
    pricePerWaypoint: z.number(),
    id: z.string(),
    __v: z.number(),
  })
  .meta({ id: 'WaypointCost' });

/** {@link PalletFeeDoc} (fees.schemas.ts). */
export const palletFeeAnswer = z
  .object({
    factoryId: z.string().nullable(),
    palletType: z.string().nullable(),
    pricePerPallet: z.number(),
    id: z.string(),
    __v: z.number(),
  })
  .meta({ id: 'PalletFee' });
