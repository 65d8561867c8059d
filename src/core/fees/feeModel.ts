import type { z } from 'zod';
import type { FREIGHT_COST_TYPES, feeTotalsAnswer } from './fees.answers.ts';
/**
 * The freight fee model (business.md §2, §3 "Freight cost", waypoint cost, pallet fee): the tables
 * the server stores and the planner and freight bills price freights from. One model for both —
 * a stored record is one of these rows plus its id and version.
 */

export type FreightCostType = (typeof FREIGHT_COST_TYPES)[number];

/** endDistance of an open-ended range (business.md §9). */
export const OPEN_END = -1;

/**
 * A freight fee by distance range, km: it holds start ≤ km < end (the last closed range of a table
 * holds its end too); endDistance −1 = open-ended.
 */
export interface FreightCostRange {
  /** null = the default table, used by factories with useDefaultFreightCostsSettings or none of their own. */
  factoryId: string | null;
  /** null = every truck type; a factory's table may have truck-type specific ranges. */
  truckType: string | null;
  type: FreightCostType;
  startDistance: number;
  endDistance: number;
  price: number;
  /**
   * The range continues the ones below it (a tiered tariff): the fee is the full fee of the range
   * below (at its end) plus this range's price — per km only for the km beyond startDistance.
   * Off: the range alone prices the freight (fixed: price; per km: price × the whole distance).
   */
  overRanges: boolean;
}

/** Drop-off fee: every unique unloading waypoint after the included ones costs pricePerWaypoint. */
export interface WaypointCost {
  factoryId: string | null;
  truckType: string | null;
  /** Waypoints the distance fee already covers (usually 1). */
  includedWaypoints: number;
  pricePerWaypoint: number;
}

/** Pallet fee: price per pallet of a type (null = every type without its own fee). */
export interface PalletFee {
  factoryId: string | null;
  palletType: string | null;
  pricePerPallet: number;
}

export interface FeeTables {
  freightCosts: readonly FreightCostRange[];
  waypointCosts: readonly WaypointCost[];
  palletFees: readonly PalletFee[];
}
/** The fee tables' names, in the order /freight-fees shows them. */
export const FEE_TABLE_NAMES = [
  'freightCosts',
  'waypointCosts',
  'palletFees',
] as const satisfies readonly (keyof FeeTables)[];

/** The factory a freight loads at, as the fee tables see it (business.md §3 Factory). */
export interface FeeFactory {
  id: string;
  /** true: the default tables (factoryId null) price this factory's freights; its own rows are ignored. */
  useDefaultFreightCostsSettings: boolean;
}

/** What a freight is priced by. */
export interface FreightToPrice {
  truckType: string | null;
  /** Fee distance: factory → last unloading waypoint, km. */
  km: number;
  /** Number of unique unloading waypoints (drop-offs). */
  dropOffs: number;
  /** Pallets by pallet type (fractions allowed). */
  palletsByType: ReadonlyMap<string, number>;
}

/** The fee of a freight by part. */
export type FreightCost = z.output<typeof feeTotalsAnswer>;
