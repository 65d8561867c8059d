import type { PackingAlgorithm } from '../config/enums.ts';

export type { PackingAlgorithm };

/** One pallet to load; sizes in mm. */
export interface PackPallet {
  id: string;
  palletType: string;
  /** Footprint: length (the longer side, e.g. 1200) and width (e.g. 800). */
  length: number;
  width: number;
  /** Unloading stop (0 = unloaded first): the first-unloaded pallets go to the rear door. */
  stop: number;
  orderId?: string;
  /** palletstack: how many pallets of this type may stand on each other (1 = not stackable). */
  maxStack?: number;
}

export interface TruckFloor {
  /** Loading length from the front wall to the rear door, mm. */
  length: number;
  width: number;
}

export interface Placement {
  pallet: PackPallet;
  /** Position of the footprint's corner: x from the front wall, y from the left wall, mm. */
  x: number;
  y: number;
  /** Stack level (0 = on the floor). */
  level: number;
  /** true: the pallet's length lies across the truck. */
  rotated: boolean;
  /** Size on the floor after rotation: dx along the truck, dy across. */
  dx: number;
  dy: number;
  /** 1-based loading sequence: the reverse of the unloading order. */
  loadSeq: number;
}

export interface PackingPlan {
  algorithm: PackingAlgorithm;
  floor: TruckFloor;
  placements: Placement[];
  unplaced: PackPallet[];
  /** Floor length used, mm. */
  usedLength: number;
}

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
