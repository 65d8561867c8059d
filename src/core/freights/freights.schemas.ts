import { z } from 'zod';
import type { CARGO_TRANSPORT_STATUSES } from '../config/enums.ts';
import { listQuerySchema } from '../list/listCall.schemas.ts';
import type {
  checkFreightChangesAnswer,
  checkFreightSelectionsAnswer,
  combineOrdersAnswer,
  freightAnswer,
  freightCargoLineAnswer,
  freightDetailsAnswer,
  freightListRowAnswer,
  freightOrderSummaryAnswer,
  freightTimeSlotAnswer,
  freightWaypointAnswer,
  geoJsonPointAnswer,
} from './freights.answers.ts';
/**
 * Freights (business.md §3 Freight, Freight waypoint; §4 freight statuses). A freight is one truck
 * job: loaded at one factory, up to 9 unloading waypoints. `id` (uuid) keys writes with `__v`;
 * `freightId` is the number people read and type ("fuvar 1234"). Dates are ISO 'YYYY-MM-DD'.
 */

export type CargoTransportStatus = (typeof CARGO_TRANSPORT_STATUSES)[number];

/** GeoJSON point [lng, lat]. */
export type GeoJsonPoint = z.output<typeof geoJsonPointAnswer>;

/** An unloading stop in driving order (business.md §3 Freight waypoint). */
export type FreightWaypointDoc = z.output<typeof freightWaypointAnswer>;

/** One order's load on the freight (an order split by pallets has a line on each of its freights). */
export type FreightCargoLine = z.output<typeof freightCargoLineAnswer>;

/** The dock time booked for the freight (business.md §3 Time slot); null until booked. */
export type FreightTimeSlot = z.output<typeof freightTimeSlotAnswer>;

/** A freight as the API answers it (details, edits). */
export type Freight = z.output<typeof freightAnswer>;

/** A row of the /freights grid: the freight without its heavy parts, plus what the grid shows. */
export type FreightListRow = z.output<typeof freightListRowAnswer>;

/** GET /freight-details/{id}: the freight with what the details panel shows. */
export type FreightDetails = z.output<typeof freightDetailsAnswer>;

export type FreightOrderSummary = z.output<typeof freightOrderSummaryAnswer>;

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

export type CheckFreightSelectionsResponse = z.output<typeof checkFreightSelectionsAnswer>;

/** GET /check-changes/{listKey}?date=ISO&count=N → has anything changed since `date`? */
export const checkFreightChangesQuerySchema = z.object({
  date: z.iso.datetime({ offset: true, error: 'Hibás időpont!' }).optional(),
  count: z.coerce.number().int().min(0).optional(),
});
export type CheckFreightChangesResponse = z.output<typeof checkFreightChangesAnswer>;

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
export type CombineOrdersResponse = z.output<typeof combineOrdersAnswer>;

/** The /freights list call plus `freightId=1001,1002` (shell.md §2). */
export const freightListQuerySchema = listQuerySchema.and(
  z.object({ freightId: freightIdsParamSchema.optional() }),
);
export type FreightListQuery = z.output<typeof freightListQuerySchema>;
