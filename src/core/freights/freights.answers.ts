import { z } from 'zod';
import { savedRowsAnswer } from '../api/rowAnswers.ts';
import { CARGO_TRANSPORT_STATUSES, FREIGHT_STATUSES, ORDER_STATUSES } from '../config/enums.ts';
import { feeTotalsAnswer } from '../fees/fees.answers.ts';
import { packingPlanAnswer } from '../packing/packing.answers.ts';

/**
 * The freights answers as zod schemas: the success bodies of the endpoints in this folder's *.api.ts
 * (the OpenAPI document shows them; the API tests check every answer against them).
 */

/** {@link FreightTimeSlot} (freights.schemas.ts). */
export const freightTimeSlotAnswer = z
  .object({
    /** The slot's start 'H:MM' on the delivery date (the rule files' format, e.g. 8:00; issue 18). */
    time: z.string().nullable(),
    dockId: z.string().nullable(),
    dockName: z.string().nullable(),
    /** Slots held (default 1); null once saved without the time_slot module (business.md §5). */
    timeSlotWidth: z.number().nullable(),
    /** When the gate confirmed the truck's arrival (ISO instant; issue 18). */
    arrivedAt: z.string().nullable().optional(),
    /** The status before the arrival was registered (its undo restores it; issue 35). */
    statusBeforeArrival: z.enum(FREIGHT_STATUSES).nullable().optional(),
  })
  .meta({ id: 'FreightTimeSlot' });

/** {@link GeoJsonPoint} (freights.schemas.ts). */
export const geoJsonPointAnswer = z
  .object({
    type: z.literal('Point'),
    coordinates: z.tuple([z.number(), z.number()]),
  })
  .meta({ id: 'GeoJsonPoint' });

/** {@link FreightWaypointDoc} (freights.schemas.ts). */
export const freightWaypointAnswer = z
  .object({
    /** The first order unloaded here (the spec's field); `orderIds` lists every one. */
    orderId: z.string(),
    orderIds: z.array(z.string()),
    address: z.string(),
    point: geoJsonPointAnswer,
    city: z.string().nullable(),
    county: z.string().nullable(),
    zip: z.string().nullable(),
    /** Driving km from the previous stop (the factory for the first). */
    legKm: z.number(),
  })
  .meta({ id: 'FreightWaypoint' });

/** {@link FreightCargoLine} (freights.schemas.ts). */
export const freightCargoLineAnswer = z
  .object({
    orderId: z.string(),
    palletType: z.string(),
    pallets: z.number(),
    kg: z.number(),
    externalIds: z.record(z.string(), z.string()),
    transportStatus: z.enum(CARGO_TRANSPORT_STATUSES),
  })
  .meta({ id: 'FreightCargoLine' });

/**
 * The fields every truck job answer has, freights and pickups alike (core/truckJobs/truckJob.ts):
 * each kind's answer spreads them and adds its own id, statuses and parts.
 */
export const truckJobAnswerShape = {
  id: z.string(),
  __v: z.number(),
  /** The planning job that created it (null: combined by hand or later edits). */
  jobId: z.string().nullable(),
  factoryShortName: z.string(),
  depotShortName: z.string().nullable(),
  /** The day of the trip (a pickup's: the day the goods are collected). */
  deliveryDate: z.string().nullable(),
  releaseDate: z.string().nullable(),
  expectedDeadlineDate: z.string().nullable(),
  driverName: z.string().nullable(),
  truckLicensePlateNumber: z.string().nullable(),
  transporterId: z.string().nullable(),
  externalIds: z.record(z.string(), z.string()),
  timeSlot: freightTimeSlotAnswer.nullable(),
  cargo: z.array(freightCargoLineAnswer),
  pallets: z.number(),
  kg: z.number(),
  comment: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A cargo split's answer (a freight's or a pickup's): the job as it is now and the new one. */
export function splitAnswer<J extends z.ZodType>(job: J) {
  return z.object({ message: z.string(), original: job, created: job });
}

/** One line of a truck job's event log (the details answers of both kinds). */
export const truckJobEventAnswer = z.object({
  id: z.string(),
  action: z.string(),
  createdAt: z.string(),
  userName: z.string().nullable(),
});

/** {@link Freight} (freights.schemas.ts). */
export const freightAnswer = z
  .object({
    ...truckJobAnswerShape,
    freightId: z.string(),
    status: z.enum(FREIGHT_STATUSES),
    /** Combined by hand (POST /date/{date}). */
    manual: z.boolean(),
    /** Törtfuvar: not full yet; waits for auto-processing or manual recording. */
    isPartial: z.boolean(),
    truckType: z.string().nullable(),
    /** What the transporter is paid (fee tables of src/core/fees). */
    freightCost: z.number().nullable(),
    /** What the customers are charged for the carried orders. */
    freightIncome: z.number().nullable(),
    costBreakdown: feeTotalsAnswer.nullable(),
    excludedFromAutomaticProcessing: z.boolean(),
    offerSentToTransporterIds: z.array(z.string()),
    alternatives: z.array(z.object({ type: z.string() })),
    bill: z.record(z.string(), z.unknown()).nullable(),
    modifiedByTransporter: z.boolean(),
    waypoints: z.array(freightWaypointAnswer),
    /** Pallet places used (EUR equivalents). */
    palletPlaces: z.number(),
    /** Factory → last waypoint, km (the fee distance), and driving + unloading minutes. */
    distanceKm: z.number(),
    durationMin: z.number(),
  })
  .meta({ id: 'Freight' });

/** {@link FreightWaypointsAnswer} (freightWaypoints.schemas.ts). */
export const freightWaypointsAnswer = z
  .object({
    id: z.string(),
    freightId: z.string(),
    __v: z.number(),
    waypoints: z.array(freightWaypointAnswer),
    /** The list was edited: the planner's original is kept (GET /waypoints/original/{id}). */
    edited: z.boolean(),
    distanceKm: z.number(),
    durationMin: z.number(),
    freightCost: z.number().nullable(),
    costBreakdown: feeTotalsAnswer.nullable(),
    /** Where the km came from (recomputed figures; issue 37): screens show "≈" for estimates. */
    distanceSource: z.enum(['road', 'estimate']).optional(),
  })
  .meta({ id: 'FreightWaypoints' });

/** {@link FreightGeometry} (freightWaypoints.schemas.ts): the route line, or null before routing. */
export const freightGeometryAnswer = z
  .object({
    type: z.literal('LineString'),
    coordinates: z.array(z.tuple([z.number(), z.number()])),
    estimated: z.boolean(),
  })
  .nullable()
  .meta({ id: 'FreightGeometry' });

/** A previewed stop list: its figures and its route line. */
export const freightWaypointsPreviewAnswer = freightWaypointsAnswer
  .extend({ geometry: freightGeometryAnswer })
  .meta({ id: 'FreightWaypointsPreview' });

/** {@link FreightOriginalWaypoints} (freightWaypoints.schemas.ts): the stop list's own part of the answer. */
export const freightOriginalWaypointsAnswer = freightWaypointsAnswer
  .pick({ waypoints: true, edited: true })
  .meta({ id: 'FreightOriginalWaypoints' });

/** {@link FreightListRow} (freights.schemas.ts): a freight without its heavy parts, with the list's columns. */
export const freightListRowAnswer = freightAnswer
  .omit({ waypoints: true, cargo: true, costBreakdown: true, bill: true, alternatives: true })
  .extend({
    orderIds: z.array(z.string()),
    waypointCount: z.number(),
    /** Cities of the waypoints in driving order ("Győr → Pápa"). */
    route: z.string(),
    transporterName: z.string().nullable(),
    /** Pallet places ÷ the truck type's capacity (0–1), null when the type is unknown. */
    fillRate: z.number().nullable(),
  })
  .meta({ id: 'FreightListRow' });

/** How a freight's row in another area's answer (map, statistics) starts: its uuid, number and status. */
export const freightHeadShape = {
  id: z.string(),
  freightId: z.string(),
  status: z.enum(FREIGHT_STATUSES),
};

/** {@link FreightOrderSummary} (freights.schemas.ts). */
export const freightOrderSummaryAnswer = z
  .object({
    orderId: z.string(),
    status: z.enum(ORDER_STATUSES),
    customerName: z.string(),
    deliveryAddress: z.string(),
    pallets: z.number(),
    kg: z.number(),
    expectedDeadlineDate: z.string().nullable(),
  })
  .meta({ id: 'FreightOrderSummary' });

/** {@link FreightDetails} (freights.schemas.ts). */
export const freightDetailsAnswer = z
  .object({
    freight: freightAnswer,
    transporterName: z.string().nullable(),
    /** GeoJSON LineString of the route; `estimated` when no road network was behind it. */
    geometry: freightGeometryAnswer,
    packingPlan: packingPlanAnswer.nullable(),
    orders: z.array(freightOrderSummaryAnswer),
    events: z.array(truckJobEventAnswer),
  })
  .meta({ id: 'FreightDetails' });

/** {@link CheckFreightChangesResponse} (freights.schemas.ts). */
export const checkFreightChangesAnswer = z
  .object({
    hasChanges: z.boolean(),
    changedCount: z.number(),
    totalCount: z.number(),
    /** The newest change the server holds: the client's next `date`, so clocks never need to agree. */
    latest: z.string().nullable(),
  })
  .meta({ id: 'CheckFreightChanges' });

/** {@link CheckFreightSelectionsResponse} (freights.schemas.ts). */
export const checkFreightSelectionsAnswer = z
  .object({
    /** Per id: exists, its current version, and whether it changed since read. */
    result: z.array(
      z.object({ id: z.string(), exists: z.boolean(), __v: z.number().nullable(), changed: z.boolean() }),
    ),
  })
  .meta({ id: 'CheckFreightSelections' });

/** {@link CombineOrdersResponse} (freights.schemas.ts). */
export const combineOrdersAnswer = z
  .object({
    message: z.string(),
    freightIds: z.array(z.string()),
    freights: z.array(freightAnswer),
  })
  .meta({ id: 'CombineOrders' });

/** {@link FreightsChangedResponse} (freightEdit.schemas.ts). */
export const freightsChangedAnswer = savedRowsAnswer('freights', freightAnswer).meta({
  id: 'FreightsChanged',
});
