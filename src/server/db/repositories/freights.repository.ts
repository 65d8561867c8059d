import { type Kysely, type Selectable, sql } from 'kysely';
import type { FreightCost } from '../../../core/fees/feeModel.ts';
import type {
  Freight,
  FreightCargoLine,
  FreightTimeSlot,
  FreightWaypointDoc,
} from '../../../core/freights/freights.schemas.ts';
import type { Pickup, PickupDetails } from '../../../core/pickups/pickups.schemas.ts';
import { jsonb } from '../jsonb.ts';
import type { Database, FreightsTable, PickupsTable } from '../schema.ts';
import { projection, versionedTable } from '../versionedTable.ts';

/**
 * Freights and pickups as stored (migration 0400): the descriptors (record ↔ columns) and the bulk
 * inserts a planning job or a manual combination uses. Lists and details read through their own
 * repositories; this file is the one place a row becomes a Freight or a Pickup.
 */

const iso = (d: Date) => d.toISOString();

/** A truck job's dates, driver, plate and transporter: the same fields and columns in both tables. */
const JOB_DATES_AND_TRUCK = {
  deliveryDate: 'delivery_date',
  releaseDate: 'release_date',
  expectedDeadlineDate: 'expected_deadline_date',
  driverName: 'driver_name',
  truckLicensePlateNumber: 'truck_license_plate_number',
  transporterId: 'transporter_id',
} as const;

/** A new truck job's {@link JOB_DATES_AND_TRUCK} as their columns (the bulk inserts). */
const jobDatesAndTruckRow = (job: Pick<Freight | Pickup, keyof typeof JOB_DATES_AND_TRUCK>) => ({
  delivery_date: job.deliveryDate,
  release_date: job.releaseDate,
  expected_deadline_date: job.expectedDeadlineDate,
  driver_name: job.driverName,
  truck_license_plate_number: job.truckLicensePlateNumber,
  transporter_id: job.transporterId,
});

/** The freights table: record fields ↔ columns (jsonb fields are written through jsonb()). */
export const FREIGHTS = versionedTable(
  'freights',
  {
    status: 'status',
    jobId: 'job_id',
    manual: 'manual',
    isPartial: 'is_partial',
    factoryShortName: 'factory_short_name',
    depotShortName: 'depot_short_name',
    truckType: 'truck_type',
    ...JOB_DATES_AND_TRUCK,
    freightCost: 'freight_cost',
    freightIncome: 'freight_income',
    costBreakdown: 'cost_breakdown',
    excludedFromAutomaticProcessing: 'excluded_from_automatic_processing',
    externalIds: 'external_ids',
    timeSlot: 'time_slot',
    offerSentToTransporterIds: 'offer_sent_to_transporter_ids',
    alternatives: 'alternatives',
    bill: 'bill',
    comment: 'comment',
    modifiedByTransporter: 'modified_by_transporter',
    waypoints: 'waypoints',
    cargo: 'cargo',
    palletPlaces: 'pallet_places',
    pallets: 'pallets',
    kg: 'kg',
    distanceKm: 'distance_km',
    durationMin: 'duration_min',
  },
  (row): Freight => freightOf(row),
);

/**
 * A truck job (freight, pickup) in its field order (id, number, version, the mapped fields, the
 * timestamps) as one compiled object (db/versionedTable.ts projection); the mappers then convert
 * fields in place: a spread of the mapped fields made a dictionary object per row.
 */
const jobShape = <R>(number: [field: string, column: string], columns: Record<string, string>) =>
  projection<R>([
    ['id', 'id'],
    number,
    ['__v', 'version'],
    ...Object.entries(columns),
    ['createdAt', 'created_at'],
    ['updatedAt', 'updated_at'],
  ]);

/** The fields a freight's row gives converted (jsonb shapes, defaults, timestamps as text). */
type Converted =
  | 'costBreakdown'
  | 'externalIds'
  | 'timeSlot'
  | 'offerSentToTransporterIds'
  | 'alternatives'
  | 'bill'
  | 'waypoints'
  | 'cargo'
  | 'createdAt'
  | 'updatedAt';
let freightShape: ((row: object) => Omit<Freight, Converted>) | undefined;

function freightOf(row: Selectable<FreightsTable>): Freight {
  freightShape ??= jobShape<Omit<Freight, Converted>>(['freightId', 'freight_id'], FREIGHTS.columns);
  // In place: the compiled object keeps its field order and fast properties.
  return Object.assign(freightShape(row), {
    costBreakdown: (row.cost_breakdown as FreightCost | null) ?? null,
    externalIds: (row.external_ids as Record<string, string>) ?? {},
    timeSlot: (row.time_slot as FreightTimeSlot | null) ?? null,
    offerSentToTransporterIds: (row.offer_sent_to_transporter_ids as string[]) ?? [],
    alternatives: (row.alternatives as { type: string }[]) ?? [],
    bill: (row.bill as Record<string, unknown> | null) ?? null,
    waypoints: (row.waypoints as FreightWaypointDoc[]) ?? [],
    cargo: (row.cargo as FreightCargoLine[]) ?? [],
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  });
}

/** The pickups table: record fields ↔ columns. */
export const PICKUPS = versionedTable(
  'pickups',
  {
    status: 'status',
    jobId: 'job_id',
    factoryShortName: 'factory_short_name',
    depotShortName: 'depot_short_name',
    ...JOB_DATES_AND_TRUCK,
    externalIds: 'external_ids',
    timeSlot: 'time_slot',
    cargo: 'cargo',
    details: 'details',
    pallets: 'pallets',
    kg: 'kg',
    comment: 'comment',
  },
  (row): Pickup => pickupOf(row),
);

/** The fields a pickup's row gives converted. */
type PickupConverted = 'externalIds' | 'timeSlot' | 'cargo' | 'details' | 'createdAt' | 'updatedAt';
let pickupShape: ((row: object) => Omit<Pickup, PickupConverted>) | undefined;

function pickupOf(row: Selectable<PickupsTable>): Pickup {
  pickupShape ??= jobShape<Omit<Pickup, PickupConverted>>(['pickupId', 'pickup_id'], PICKUPS.columns);
  return Object.assign(pickupShape(row), {
    externalIds: (row.external_ids as Record<string, string>) ?? {},
    timeSlot: (row.time_slot as FreightTimeSlot | null) ?? null,
    cargo: (row.cargo as FreightCargoLine[]) ?? [],
    details: row.details as PickupDetails,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  });
}

/** What a new freight is made of (the number, id, version and timestamps come from the database). */
export type NewFreight = Omit<Freight, 'id' | 'freightId' | '__v' | 'createdAt' | 'updatedAt'> & {
  /** GeoJSON LineString of the route and whether it is an estimate. */
  geometry: { type: 'LineString'; coordinates: [number, number][]; estimated: boolean } | null;
  /** The packing plan (src/core/packing PackingPlan). */
  packingPlan: unknown;
  /** A number taken beforehand (planning: the job's result names it before its commit); else the sequence's next. */
  freightId?: string;
  /** When it was delivered (history seeds and tests; the freight edit keeps it otherwise). */
  deliveredAt?: Date | null;
};

/** Inserts freights with their order links (one statement each); answers them in input order. */
export async function insertFreights(
  db: Kysely<Database>,
  freights: readonly NewFreight[],
): Promise<Freight[]> {
  if (freights.length === 0) return [];
  const rows = await db
    .insertInto('freights')
    .values(
      freights.map((f) => ({
        ...(f.freightId !== undefined && { freight_id: f.freightId }),
        ...(f.deliveredAt !== undefined && { delivered_at: f.deliveredAt }),
        status: f.status,
        job_id: f.jobId,
        manual: f.manual,
        is_partial: f.isPartial,
        factory_short_name: f.factoryShortName,
        depot_short_name: f.depotShortName,
        truck_type: f.truckType,
        ...jobDatesAndTruckRow(f),
        freight_cost: f.freightCost,
        freight_income: f.freightIncome,
        cost_breakdown: f.costBreakdown === null ? null : jsonb(f.costBreakdown),
        excluded_from_automatic_processing: f.excludedFromAutomaticProcessing,
        external_ids: jsonb(f.externalIds),
        time_slot: f.timeSlot === null ? null : jsonb(f.timeSlot),
        offer_sent_to_transporter_ids: jsonb(f.offerSentToTransporterIds),
        alternatives: jsonb(f.alternatives),
        bill: f.bill === null ? null : jsonb(f.bill),
        comment: f.comment,
        modified_by_transporter: f.modifiedByTransporter,
        waypoints: jsonb(f.waypoints),
        cargo: jsonb(f.cargo),
        waypoint_count: f.waypoints.length,
        pallet_places: f.palletPlaces,
        pallets: f.pallets,
        kg: f.kg,
        distance_km: f.distanceKm,
        duration_min: f.durationMin,
        geometry: f.geometry === null ? null : jsonb(f.geometry),
        packing_plan: f.packingPlan == null ? null : jsonb(f.packingPlan),
      })),
    )
    .returningAll()
    .execute();
  const links = rows.flatMap((row) =>
    [...new Set((row.cargo as FreightCargoLine[]).map((c) => c.orderId))].map((orderId) => ({
      freight_uuid: row.id,
      order_id: orderId,
    })),
  );
  if (links.length > 0) await db.insertInto('freight_orders').values(links).execute();
  return rows.map(FREIGHTS.toRecord);
}

export type NewPickup = Omit<Pickup, 'id' | 'pickupId' | '__v' | 'createdAt' | 'updatedAt'> & {
  /** A number taken beforehand (see NewFreight.freightId). */
  pickupId?: string;
};

/** Inserts pickups with their order links; answers them in input order. */
export async function insertPickups(db: Kysely<Database>, pickups: readonly NewPickup[]): Promise<Pickup[]> {
  if (pickups.length === 0) return [];
  const rows = await db
    .insertInto('pickups')
    .values(
      pickups.map((p) => ({
        ...(p.pickupId !== undefined && { pickup_id: p.pickupId }),
        status: p.status,
        job_id: p.jobId,
        factory_short_name: p.factoryShortName,
        depot_short_name: p.depotShortName,
        ...jobDatesAndTruckRow(p),
        external_ids: jsonb(p.externalIds),
        time_slot: p.timeSlot === null ? null : jsonb(p.timeSlot),
        cargo: jsonb(p.cargo),
        details: jsonb(p.details),
        customer_name: p.details.customerName,
        pallets: p.pallets,
        kg: p.kg,
        comment: p.comment,
      })),
    )
    .returningAll()
    .execute();
  const links = rows.flatMap((row) =>
    (row.details as PickupDetails).orderIds.map((orderId) => ({ pickup_uuid: row.id, order_id: orderId })),
  );
  if (links.length > 0) await db.insertInto('pickup_orders').values(links).execute();
  return rows.map(PICKUPS.toRecord);
}

/**
 * Keeps a freight's delivery moment in the edit's transaction: stamped when its status first becomes
 * shipped, cleared when it steps back before shipped (statistics' on-time rate; migration 0830).
 */
export async function markFreightDelivered(
  db: Kysely<Database>,
  id: string,
  delivered: boolean,
  at: Date,
): Promise<void> {
  await db
    .updateTable('freights')
    .set({ delivered_at: delivered ? sql<Date>`coalesce(delivered_at, ${at})` : null })
    .where('id', '=', id)
    .execute();
}
