import { z } from 'zod';
import type { CARGO_TRANSPORT_STATUSES, FreightStatus } from '../config/enums.ts';
import type { FreightCost } from '../fees/feeModel.ts';
import { listQuerySchema } from '../list/listCall.schemas.ts';
import type { PackingPlan } from '../packing/packingModel.ts';

/**
 * Freights (business.md §3 Freight, Freight waypoint; §4 freight statuses). A freight is one truck
 * job: loaded at one factory, up to 9 unloading waypoints. `id` (uuid) keys writes with `__v`;
 * `freightId` is the number people read and type ("fuvar 1234"). Dates are ISO 'YYYY-MM-DD'.
 */

export type CargoTransportStatus = (typeof CARGO_TRANSPORT_STATUSES)[number];

/** GeoJSON point [lng, lat]. */
export interface GeoJsonPoint {
  type: 'Point';
  coordinates: [number, number];
}

/** An unloading stop in driving order (business.md §3 Freight waypoint). */
export interface FreightWaypointDoc {
  /** The first order unloaded here (the spec's field); `orderIds` lists every one. */
  orderId: string;
  orderIds: string[];
  address: string;
  point: GeoJsonPoint;
  city: string | null;
  county: string | null;
  zip: string | null;
  /** Driving km from the previous stop (the factory for the first). */
  legKm: number;
}

/** One order's load on the freight (an order split by pallets has a line on each of its freights). */
export interface FreightCargoLine {
  orderId: string;
  palletType: string;
  pallets: number;
  kg: number;
  externalIds: Record<string, string>;
  transportStatus: CargoTransportStatus;
}

/** The dock time booked for the freight (business.md §3 Time slot); null until booked. */
export interface FreightTimeSlot {
  /** The slot's start 'H:MM' on the delivery date (the rule files' format, e.g. 8:00; issue 18). */
  time: string | null;
  dockId: string | null;
  dockName: string | null;
  /** Slots held (default 1); null once saved without the time_slot module (business.md §5). */
  timeSlotWidth: number | null;
  /** When the gate confirmed the truck's arrival (ISO instant; issue 18). */
  arrivedAt?: string | null;
  /** The status the record had when its arrival was registered (an undo restores it; issue 35). */
  statusBeforeArrival?: string | null;
}

/** A freight as the API answers it (details, edits). */
export interface Freight {
  id: string;
  freightId: string;
  __v: number;
  status: FreightStatus;
  /** The planning job that created it (null: combined by hand or later edits). */
  jobId: string | null;
  /** Combined by hand (POST /date/{date}). */
  manual: boolean;
  /** Törtfuvar: not full yet; waits for auto-processing or manual recording. */
  isPartial: boolean;
  factoryShortName: string;
  depotShortName: string | null;
  truckType: string | null;
  deliveryDate: string | null;
  releaseDate: string | null;
  expectedDeadlineDate: string | null;
  driverName: string | null;
  truckLicensePlateNumber: string | null;
  transporterId: string | null;
  /** What the transporter is paid (fee tables of src/core/fees). */
  freightCost: number | null;
  /** What the customers are charged for the carried orders. */
  freightIncome: number | null;
  costBreakdown: FreightCost | null;
  excludedFromAutomaticProcessing: boolean;
  externalIds: Record<string, string>;
  timeSlot: FreightTimeSlot | null;
  offerSentToTransporterIds: string[];
  alternatives: { type: string }[];
  bill: Record<string, unknown> | null;
  comment: string;
  modifiedByTransporter: boolean;
  waypoints: FreightWaypointDoc[];
  cargo: FreightCargoLine[];
  /** Pallet places used (EUR equivalents), pallets, kg. */
  palletPlaces: number;
  pallets: number;
  kg: number;
  /** Factory → last waypoint, km (the fee distance), and driving + unloading minutes. */
  distanceKm: number;
  durationMin: number;
  createdAt: string;
  updatedAt: string;
}

/** A row of the /freights grid: the freight without its heavy parts, plus what the grid shows. */
export interface FreightListRow
  extends Omit<Freight, 'waypoints' | 'cargo' | 'costBreakdown' | 'bill' | 'alternatives'> {
  orderIds: string[];
  waypointCount: number;
  /** Cities of the waypoints in driving order ("Győr → Pápa"). */
  route: string;
  transporterName: string | null;
  /** Pallet places ÷ the truck type's capacity (0–1), null when the type is unknown. */
  fillRate: number | null;
}

/** GET /freight-details/{id}: the freight with what the details panel shows. */
export interface FreightDetails {
  freight: Freight;
  transporterName: string | null;
  /** GeoJSON LineString of the route; `estimated` when no road network was behind it. */
  geometry: { type: 'LineString'; coordinates: [number, number][]; estimated: boolean } | null;
  packingPlan: PackingPlan | null;
  orders: FreightOrderSummary[];
  events: { id: string; action: string; createdAt: string; userName: string | null }[];
}

export interface FreightOrderSummary {
  orderId: string;
  status: string;
  customerName: string;
  deliveryAddress: string;
  pallets: number;
  kg: number;
  expectedDeadlineDate: string | null;
}

/** Freight list query: the list call plus `freightId` (comma-separated freight numbers, shell.md §2). */
export const freightIdsParamSchema = z
  .string()
  .max(4000)
  .transform((s) =>
    s
      .split(',')
      .map((x) => x.trim())
      .filter((x) => x !== ''),
  );

/** `?freightId=1001,1002` (or `?pickupId=`) as record numbers; anything unreadable narrows nothing. */
export function recordIdsOfParam(param: string | null): string[] {
  const parsed = freightIdsParamSchema.safeParse(param ?? '');
  return parsed.success ? parsed.data : [];
}

/** POST /check-selections: are these rows still there at the version read? */
export const freightSelectionsSchema = z.object({
  items: z
    .array(z.object({ id: z.string().min(1).max(40), __v: z.number().int().min(0).optional() }))
    .min(1)
    .max(5000),
});
export type FreightSelections = z.infer<typeof freightSelectionsSchema>;

export interface CheckFreightSelectionsResponse {
  /** Per id: exists, its current version, and whether it changed since read. */
  result: { id: string; exists: boolean; __v: number | null; changed: boolean }[];
}

/** GET /check-changes/{listKey}?date=ISO&count=N → has anything changed since `date`? */
export const checkFreightChangesQuerySchema = z.object({
  date: z.iso.datetime({ offset: true, error: 'Hibás időpont!' }).optional(),
  count: z.coerce.number().int().min(0).optional(),
});
export interface CheckFreightChangesResponse {
  hasChanges: boolean;
  changedCount: number;
  totalCount: number;
  /** The newest change the server holds: the client's next `date`, so clocks never need to agree. */
  latest: string | null;
}

/** `?q=prefix&limit=` → freight numbers (palette jumps). */
export const freightNumbersQuerySchema = z.object({
  q: z.string().max(40).optional().default(''),
  limit: z.coerce.number().int().min(1).max(100).optional().default(20),
});

/** POST /date/{date}: manual combination of orders into one freight on that date (business.md §8). */
export const combineOrdersSchema = z.object({
  orderIds: z.array(z.string().min(1).max(40)).min(1, 'Legalább egy megrendelést ki kell jelölni!').max(200),
  options: z
    .object({
      forceMerge: z.boolean().optional(),
      manual: z.boolean().optional(),
      forceDate: z.boolean().optional(),
    })
    .optional()
    .default({}),
});
export type CombineOrdersInput = z.input<typeof combineOrdersSchema>;

/** Answer of a manual combination: the created freight numbers (the bottom bar's result card). */
export interface CombineOrdersResponse {
  message: string;
  freightIds: string[];
  freights: Freight[];
}

/** The /freights list call plus `freightId=1001,1002` (shell.md §2). */
export const freightListQuerySchema = listQuerySchema.and(
  z.object({ freightId: freightIdsParamSchema.optional() }),
);
export type FreightListQuery = z.output<typeof freightListQuerySchema>;
