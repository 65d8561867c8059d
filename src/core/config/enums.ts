/** Every status list of business.md §4, served by GET /api/config as `enums`. */
export const ORDER_STATUSES = [
  'new',
  'invalid',
  'waitingForProcessing',
  'processing',
  'processed',
  'shipped',
  'partiallyShipped',
  'partial',
  'closed',
  'merged',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Ordered: the editor steps to the previous or next one. */
export const FREIGHT_STATUSES = [
  'new',
  'published',
  'answered',
  'accepted',
  'reserved',
  'scheduled',
  'finalized',
  'arrived',
  'delivery',
  'shipped',
  'finished',
  'billed',
  'cancelled',
] as const;
export type FreightStatus = (typeof FREIGHT_STATUSES)[number];

export const PICKUP_STATUSES = ['new', 'scheduled', 'reserved', 'arrived', 'shipped', 'cancelled'] as const;
export type PickupStatus = (typeof PICKUP_STATUSES)[number];

/** Offer statuses (business.md §4), in the order an offer lives them. */
export const OFFER_STATUSES = ['sent', 'received', 'rejectedByTransporter', 'accepted', 'rejected'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const ACTIVITY_STATUSES = ['active', 'inactive'] as const;

export const PROCESSING_STATUSES = [
  'idle',
  'new',
  'noOverlappingDeliveryDates',
  'processing',
  'done',
  'doesNotFit',
  'error',
  'orderCoverageError',
  'routeNotFound',
  'tooManyWaypoints',
  'noVehicle',
] as const;
export type ProcessingStatus = (typeof PROCESSING_STATUSES)[number];

export const PRODUCT_UPLOAD_STATUSES = [
  'processing started',
  'work in progress',
  'ready',
  'cancelled',
] as const;

export const CARGO_TRANSPORT_STATUSES = [
  'unknown',
  'stockShortage',
  'damagedGoods',
  'damageDuringLoading',
  'damageDuringTransport',
  'handoverFailed',
  'pickupTiming',
  'truckFull',
  'replan',
  'productUpdate',
] as const;

/** The planners a deployment may use (base config `logisticsPlannerType`). */
export const PLANNER_TYPES = ['logistics', 'loom'] as const;
export const FREIGHT_TYPES = ['freight', 'pickup'] as const;
export const EXPORT_KINDS = [
  'orders',
  'freights',
  'freightbills',
  'pickups',
  'products',
  'statistics',
] as const;
export const PACKING_ALGORITHMS = ['palletstack', 'rows-no-stacking', 'twodimensional'] as const;
export type PackingAlgorithm = (typeof PACKING_ALGORITHMS)[number];
export const ROUTE_METHODS = ['ECONOMY', 'FAST', 'SHORT'] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];
export const DELIVERY_INTERVAL_TYPES = ['calendarDay', 'workday'] as const;
/** Truck emission categories (shell.md §5: EURO0 to EURO6, low emission, no emission). */
export const TRUCK_EMISSION_CATEGORIES = [
  'EURO0',
  'EURO1',
  'EURO2',
  'EURO3',
  'EURO4',
  'EURO5',
  'EURO6',
  'LOW_EMISSION',
  'NO_EMISSION',
] as const;
export type TruckEmissionCategory = (typeof TRUCK_EMISSION_CATEGORIES)[number];
export const DEFAULT_TRUCK_TYPES = ['D22S', 'D22L', 'T24S', 'T24L'] as const;

/** The `enums` object of GET /api/config. */
export const ENUMS = {
  orderStatus: ORDER_STATUSES,
  freightStatus: FREIGHT_STATUSES,
  pickupStatus: PICKUP_STATUSES,
  offerStatus: OFFER_STATUSES,
  ProcessingStatus: PROCESSING_STATUSES,
  LogisticsPlannerType: PLANNER_TYPES,
  productUploadStatus: PRODUCT_UPLOAD_STATUSES,
  cargoTransportStatus: CARGO_TRANSPORT_STATUSES,
  activityStatus: ACTIVITY_STATUSES,
  freightType: FREIGHT_TYPES,
  exportKind: EXPORT_KINDS,
  packingAlgorithm: PACKING_ALGORITHMS,
  routeMethod: ROUTE_METHODS,
  deliveryIntervalType: DELIVERY_INTERVAL_TYPES,
  truckEmissionCategory: TRUCK_EMISSION_CATEGORIES,
  defaultTruckType: DEFAULT_TRUCK_TYPES,
} as const;

/** The values of `values` that are members of `list`, typed as its union (others dropped). */
export function onlyOf<T extends string>(list: readonly T[], values: readonly string[]): T[] {
  return values.filter((v): v is T => (list as readonly string[]).includes(v));
}
