import { z } from 'zod';

/**
 * The packing answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link TruckFloor} (packingModel.ts). */
export const truckFloorAnswer = z
  .object({ length: z.number(), width: z.number() })
  .meta({ id: 'TruckFloor' });

/** {@link PackPallet} (packingModel.ts). */
export const packPalletAnswer = z
  .object({
    id: z.string(),
    palletType: z.string(),
    length: z.number(),
    width: z.number(),
    stop: z.number(),
    orderId: z.string().optional(),
    maxStack: z.number().optional(),
  })
  .meta({ id: 'PackPallet' });

/** {@link Placement} (packingModel.ts). */
export const placementAnswer = z
  .object({
    pallet: packPalletAnswer,
    x: z.number(),
    y: z.number(),
    level: z.number(),
    rotated: z.boolean(),
    dx: z.number(),
    dy: z.number(),
    loadSeq: z.number(),
  })
  .meta({ id: 'Placement' });

/** {@link PackingPlan} (packingModel.ts). */
export const packingPlanAnswer = z
  .object({
    algorithm: z.enum(['palletstack', 'rows-no-stacking', 'twodimensional']),
    floor: truckFloorAnswer,
    placements: z.array(placementAnswer),
    unplaced: z.array(packPalletAnswer),
    usedLength: z.number(),
  })
  .meta({ id: 'PackingPlan' });
