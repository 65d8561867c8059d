import { z } from 'zod';
import { PACKING_ALGORITHMS } from '../config/enums.ts';

/**
 * The packing answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link TruckFloor} (packingModel.ts). */
export const truckFloorAnswer = z
  .object({
    /** Loading length from the front wall to the rear door, mm. */
    length: z.number(),
    width: z.number(),
  })
  .meta({ id: 'TruckFloor' });

/** {@link PackPallet} (packingModel.ts). */
export const packPalletAnswer = z
  .object({
    id: z.string(),
    palletType: z.string(),
    /** Footprint: length (the longer side, e.g. 1200) and width (e.g. 800). */
    length: z.number(),
    width: z.number(),
    /** Unloading stop (0 = unloaded first): the first-unloaded pallets go to the rear door. */
    stop: z.number(),
    orderId: z.string().optional(),
    /** palletstack: how many pallets of this type may stand on each other (1 = not stackable). */
    maxStack: z.number().optional(),
  })
  .meta({ id: 'PackPallet' });

/** {@link Placement} (packingModel.ts). */
export const placementAnswer = z
  .object({
    pallet: packPalletAnswer,
    /** Position of the footprint's corner: x from the front wall, y from the left wall, mm. */
    x: z.number(),
    y: z.number(),
    /** Stack level (0 = on the floor). */
    level: z.number(),
    /** true: the pallet's length lies across the truck. */
    rotated: z.boolean(),
    /** Size on the floor after rotation: dx along the truck, dy across. */
    dx: z.number(),
    dy: z.number(),
    /** 1-based loading sequence: the reverse of the unloading order. */
    loadSeq: z.number(),
  })
  .meta({ id: 'Placement' });

/** {@link PackingPlan} (packingModel.ts). */
export const packingPlanAnswer = z
  .object({
    algorithm: z.enum(PACKING_ALGORITHMS),
    floor: truckFloorAnswer,
    placements: z.array(placementAnswer),
    unplaced: z.array(packPalletAnswer),
    /** Floor length used, mm. */
    usedLength: z.number(),
  })
  .meta({ id: 'PackingPlan' });
