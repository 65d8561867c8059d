import type { z } from 'zod';
import type { PackingAlgorithm } from '../config/enums.ts';
import type {
  packingPlanAnswer,
  packPalletAnswer,
  placementAnswer,
  truckFloorAnswer,
} from './packing.answers.ts';

export type { PackingAlgorithm };

/** One pallet to load; sizes in mm. */
export type PackPallet = z.output<typeof packPalletAnswer>;

export type TruckFloor = z.output<typeof truckFloorAnswer>;

export type Placement = z.output<typeof placementAnswer>;

export type PackingPlan = z.output<typeof packingPlanAnswer>;

export interface PackOptions {
  /** Handling clearance between neighbouring pallets and walls-to-pallet rows, mm (default 10). */
  gapMm?: number;
}

/** Standard semi-trailer floor 13.6 × 2.45 m (DOMAIN.md). */
export const STANDARD_FLOOR: TruckFloor = { length: 13600, width: 2450 };

/** Footprints of the named pallet types, mm. */
export const PALLET_SIZES: Record<string, { length: number; width: number }> = {
  EUR: { length: 1200, width: 800 },
  industrial: { length: 1200, width: 1000 },
};

/** Display names of the algorithms (base config packingAlgorithm). */
export const PACKING_ALGORITHM_NAMES: Record<PackingAlgorithm, string> = {
  'rows-no-stacking': 'Egyszerű sorok',
  palletstack: 'Rétegzett sorok',
  twodimensional: 'Sík felület lefedése',
};
