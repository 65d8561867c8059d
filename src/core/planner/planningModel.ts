import type { WorkdayCalendar } from '../calendar/workdays.ts';
import type { ProcessingStatus } from '../config/enums.ts';
import type { FeeFactory, FeeTables, FreightCost } from '../fees/feeModel.ts';

/** WGS84 point in degrees. */
export interface GeoPoint {
  lat: number;
  lon: number;
}

export interface PlanningOrderItem {
  itemId?: string;
  palletType: string;
  /** Pallet count; may be fractional (partial pallet). */
  pallets: number;
  kg: number;
}

export interface PlanningOrder {
  orderId: string;
  factoryShortName: string;
  deliveryPoint: GeoPoint;
  /** Text of the unloading address; orders with the same point share one waypoint. */
  deliveryAddress?: string;
  items: PlanningOrderItem[];
  /** ISO dates: the order may be delivered on a workday in [releaseDate, expectedDeadlineDate]. */
  releaseDate: string;
  expectedDeadlineDate: string;
  /** Truck types the customer accepts; empty or missing = any. */
  preferredTrucks?: string[];
  /** Delivery to a building site: needs a crane truck (business.md §5: incoterm Z or X). */
  deliveryToSite?: boolean;
}

export interface PlanningVehicleType {
  truckType: string;
  /** Pallet places in EUR-pallet equivalents. */
  palletCapacity: number;
  kgCapacity: number;
  crane: boolean;
  /** Trucks of this type available per delivery day; missing or null = unlimited. */
  availablePerDay?: number | null;
  /** Per-date override of availablePerDay (ISO date → count). */
  availability?: Record<string, number>;
}

export interface PlanningFactory {
  shortName: string;
  point: GeoPoint;
  /** The factory's id in the fee tables (src/core/fees); missing = its short name. */
  id?: string;
  /** Priced by the default fee tables (business.md §3 Factory.useDefaultFreightCostsSettings). */
  useDefaultFreightCostsSettings?: boolean;
}

/** The factory as the fee tables see it. */
export const feeFactoryOf = (f: PlanningFactory): FeeFactory => ({
  id: f.id ?? f.shortName,
  useDefaultFreightCostsSettings: f.useDefaultFreightCostsSettings ?? false,
});

export interface PlanningSettings {
  /** Unloading minutes per pallet (base config unloadTimePerPallet). */
  unloadMinutesPerPallet: number;
  /** Opening hours of the unloading day, 'HH:mm'. A freight's driving + unloading must fit. */
  openingHours: { from: string; to: string };
  /** At most this many unique waypoints per freight (business.md §5: 9). */
  maxWaypoints: number;
  /** logistics: pallets weighted by palletTypeRatios; loom: every started pallet counts whole. */
  plannerType: 'logistics' | 'loom';
  /** Pallet places one pallet of the type takes, in EUR equivalents (EUR 1, industrial 33/26). */
  palletTypeRatios: Record<string, number>;
  /** A partial pallet counts whole when its fraction is at or above this limit (0..1). */
  partialPalletRoundingLimit: number;
  /** Average truck speed for durations, km/h. */
  averageSpeedKmh?: number;
}

/** Road distance and duration between two points; null when no route exists. */
export interface DistanceProvider {
  distanceKm(from: GeoPoint, to: GeoPoint): number | null;
  durationMin(from: GeoPoint, to: GeoPoint): number | null;
}

export interface PlanningInput {
  orders: PlanningOrder[];
  factories: PlanningFactory[];
  vehicleTypes: PlanningVehicleType[];
  fees: FeeTables;
  calendar: WorkdayCalendar;
  settings: PlanningSettings;
  distance: DistanceProvider;
}

export interface FreightWaypoint {
  point: GeoPoint;
  address?: string;
  orderIds: string[];
  /** Driving km from the previous stop (the factory for the first). */
  legKm: number;
}

export interface FreightCargo {
  orderId: string;
  palletType: string;
  pallets: number;
  kg: number;
}

export interface PlannedFreight {
  freightId: string;
  factoryShortName: string;
  truckType: string;
  deliveryDate: string;
  /** Unloading waypoints in driving order. */
  waypoints: FreightWaypoint[];
  cargo: FreightCargo[];
  /** Pallet places used (EUR equivalents) and kg. */
  palletPlaces: number;
  kg: number;
  /** Factory → last waypoint, km (the fee distance: freights are one-way). */
  distanceKm: number;
  /** Driving plus unloading, minutes. */
  durationMin: number;
  cost: FreightCost;
}

export interface UnplannedOrder {
  orderId: string;
  status: Exclude<ProcessingStatus, 'idle' | 'new' | 'processing' | 'done' | 'error'>;
  reason: string;
}

export interface PlanResult {
  freights: PlannedFreight[];
  unplanned: UnplannedOrder[];
  totalCost: number;
  trucks: number;
  distanceKm: number;
  /** Used pallet places ÷ capacity over all freights. */
  fillRate: number;
}

export interface PlanProgress {
  phase: string;
  done: number;
  total: number;
  bestCost?: number;
}

export interface PlanOptions {
  seed?: number;
  /** Total wall-clock budget, ms (split over factories by size). */
  timeLimitMs?: number;
  /** Iteration cap per factory (tests). */
  maxIterations?: number;
  onProgress?: (p: PlanProgress) => void;
  /** Polled during the search: true returns the best plan found so far (the job was cancelled). */
  shouldStop?: () => boolean;
}

/** Default settings: 9 waypoints, logistics ratios EUR 1 and industrial 33/26 (floor optimum). */
export const DEFAULT_PLANNING_SETTINGS: PlanningSettings = {
  unloadMinutesPerPallet: 2,
  openingHours: { from: '06:00', to: '22:00' },
  maxWaypoints: 9,
  plannerType: 'logistics',
  palletTypeRatios: { EUR: 1, industrial: 33 / 26 },
  partialPalletRoundingLimit: 0.5,
  averageSpeedKmh: 60,
};
