import { type Kysely, type RawBuilder, type Selectable, sql } from 'kysely';
import { FREIGHT_STATUSES, onlyOf } from '../../../core/config/enums.ts';
import type { MapFreight, OrganizerCard } from '../../../core/organizer/organizer.schemas.ts';
import { fillRate } from '../../../core/truckJobs/truckJob.ts';
import type { Database, FreightsTable, PickupsTable } from '../schema.ts';
import type { JobScope } from './truckJobs.repository.ts';

/**
 * Reads of the freight organizer and the map (issue 21): a range of freights and pickups at one
 * depot as board cards, and a range of freights with their route lines. A record's depot is its own
 * `depot_short_name`, else its factory's depot. Transporter users never reach these calls (policy),
 * but the reads are scoped all the same.
 */

export interface OrganizerRange {
  from: string;
  to: string;
  depot: string | undefined;
}

const num = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
const isoDay = (v: unknown): string | null =>
  v === null || v === undefined
    ? null
    : v instanceof Date
      ? v.toISOString().slice(0, 10)
      : String(v).slice(0, 10);
const slotTime = (v: unknown): string | null =>
  v && typeof v === 'object' && 'time' in v ? ((v as { time: string | null }).time ?? null) : null;

/** The tables of the board's cards: the kind of card and the number column of each. */
const CARD_TABLES = {
  freights: { kind: 'freight', number: 'freight_id' },
  pickups: { kind: 'pickup', number: 'pickup_id' },
} as const;
type CardTable = keyof typeof CARD_TABLES;

/** The columns a card reads that freights and pickups share; the query reads its table as `c`. */
type CardColumn =
  | 'id'
  | 'version'
  | 'status'
  | 'delivery_date'
  | 'factory_short_name'
  | 'depot_short_name'
  | 'truck_license_plate_number'
  | 'pallets'
  | 'kg'
  | 'transporter_id'
  | 'time_slot';
type CardSource = Pick<Selectable<FreightsTable> | Selectable<PickupsTable>, CardColumn>;

/**
 * What a card shows that its kind reads its own way (of `c`). Freights: the planned truck type, the
 * stops, the cities in driving order, the pallet places against the truck type's capacity.
 * Pickups: the customer's preferred trucks, no stops (the customer collects), the customer, no fill rate.
 */
const CARD_PARTS = {
  freights: {
    truckType: sql<string | null>`c.truck_type`,
    stops: sql<number>`c.waypoint_count`,
    route: sql<string | null>`(select string_agg(coalesce(w->>'city', w->>'address'), ' → ' order by o)
      from jsonb_array_elements(c.waypoints) with ordinality as x(w, o))`,
    palletPlaces: sql<number | null>`c.pallet_places`,
    capacity: sql<
      number | null
    >`(select v.pallet_capacity from vehicles v where v.vehicle_id = c.truck_type)`,
  },
  pickups: {
    truckType: sql<string | null>`nullif((select string_agg(t, ', ' order by o)
      from jsonb_array_elements_text(case when jsonb_typeof(c.details->'preferredTrucks') = 'array'
        then c.details->'preferredTrucks' else '[]'::jsonb end) with ordinality as x(t, o)), '')`,
    stops: sql<number>`0`,
    route: sql<string | null>`c.customer_name`,
    palletPlaces: sql<number | null>`null`,
    capacity: sql<number | null>`null`,
  },
} satisfies Record<CardTable, Record<string, RawBuilder<unknown>>>;

/** The freights or pickups of the range (at the depot, in the caller's scope) as board cards, by day and number. */
export async function organizerCards(
  db: Kysely<Database>,
  table: CardTable,
  scope: JobScope,
  range: OrganizerRange,
): Promise<OrganizerCard[]> {
  const { kind, number } = CARD_TABLES[table];
  const parts = CARD_PARTS[table];
  const numberRef = sql.ref(`c.${number}`);
  const depot = sql<string | null>`coalesce(c.depot_short_name, factories.depot_short_name)`;
  let q = db
    .selectFrom(sql<CardSource>`${sql.table(table)}`.as('c'))
    .leftJoin('factories', 'factories.short_name', 'c.factory_short_name')
    .leftJoin('transporters', 'transporters.id', 'c.transporter_id')
    .select([
      'c.id',
      'c.version',
      'c.status',
      'c.delivery_date',
      'c.factory_short_name',
      'c.truck_license_plate_number',
      'c.pallets',
      'c.kg',
      'c.transporter_id',
      'c.time_slot',
      'transporters.company_name as transporter_name',
      sql<string>`${numberRef}`.as('number'),
      depot.as('depot'),
      parts.truckType.as('truck_type'),
      parts.stops.as('stops'),
      parts.route.as('route'),
      parts.palletPlaces.as('pallet_places'),
      parts.capacity.as('pallet_capacity'),
    ])
    .where('c.delivery_date', '>=', range.from)
    .where('c.delivery_date', '<=', range.to);
  if (range.depot !== undefined) q = q.where(depot, '=', range.depot);
  if (scope.transporterId !== null) q = q.where('c.transporter_id', '=', scope.transporterId);
  const rows = await q
    .orderBy('c.delivery_date')
    .orderBy(sql`length(${numberRef})`)
    .orderBy(numberRef)
    .execute();
  return rows.map((r) => {
    const capacity = r.pallet_capacity === null ? null : Number(r.pallet_capacity);
    return {
      kind,
      id: r.id,
      number: r.number,
      __v: r.version,
      status: r.status,
      deliveryDate: isoDay(r.delivery_date),
      depotShortName: r.depot,
      factoryShortName: r.factory_short_name,
      truckType: r.truck_type,
      truckLicensePlateNumber: r.truck_license_plate_number,
      pallets: num(r.pallets),
      kg: num(r.kg),
      stops: num(r.stops),
      transporterId: r.transporter_id,
      transporterName: r.transporter_name,
      route: r.route ?? '',
      fillRate: fillRate(num(r.pallet_places), capacity),
      timeSlotTime: slotTime(r.time_slot),
    } satisfies OrganizerCard;
  });
}

export interface MapRange extends OrganizerRange {
  statuses: readonly string[] | undefined;
  transporterId: string | undefined;
}

interface StoredWaypoint {
  point?: { coordinates?: [number, number] };
  city?: string | null;
  address?: string;
}

/** The freights of the range with their route lines (cancelled ones only when asked by status). */
export async function mapFreights(
  db: Kysely<Database>,
  scope: JobScope,
  range: MapRange,
): Promise<MapFreight[]> {
  const depot = sql<string | null>`coalesce(freights.depot_short_name, factories.depot_short_name)`;
  let q = db
    .selectFrom('freights')
    .leftJoin('factories', 'factories.short_name', 'freights.factory_short_name')
    .leftJoin('transporters', 'transporters.id', 'freights.transporter_id')
    .leftJoin('vehicles', 'vehicles.vehicle_id', 'freights.truck_type')
    .select([
      'freights.id',
      'freights.freight_id',
      'freights.status',
      'freights.delivery_date',
      'freights.factory_short_name',
      'freights.truck_type',
      'freights.transporter_id',
      'freights.pallets',
      'freights.pallet_places',
      'freights.kg',
      'freights.distance_km',
      'freights.waypoints',
      'freights.geometry',
      'transporters.company_name as transporter_name',
      'vehicles.pallet_capacity',
      depot.as('depot'),
    ])
    .where('freights.delivery_date', '>=', range.from)
    .where('freights.delivery_date', '<=', range.to);
  if (range.depot !== undefined) q = q.where(depot, '=', range.depot);
  if (range.statuses !== undefined && range.statuses.length > 0)
    q = q.where('freights.status', 'in', onlyOf(FREIGHT_STATUSES, range.statuses));
  else q = q.where('freights.status', '!=', 'cancelled');
  if (range.transporterId !== undefined) q = q.where('freights.transporter_id', '=', range.transporterId);
  if (scope.transporterId !== null) q = q.where('freights.transporter_id', '=', scope.transporterId);
  const rows = await q
    .orderBy('freights.delivery_date')
    .orderBy(sql`length(freights.freight_id)`)
    .orderBy('freights.freight_id')
    .execute();
  return rows.map((r) => {
    const capacity = r.pallet_capacity === null ? null : Number(r.pallet_capacity);
    const geometry = r.geometry as { coordinates?: [number, number][]; estimated?: boolean } | null;
    const stops = ((r.waypoints as StoredWaypoint[] | null) ?? []).flatMap((w) =>
      w.point?.coordinates
        ? [{ coordinates: w.point.coordinates, city: w.city ?? null, address: w.address ?? '' }]
        : [],
    );
    return {
      id: r.id,
      freightId: r.freight_id,
      status: r.status,
      deliveryDate: isoDay(r.delivery_date),
      depotShortName: r.depot,
      factoryShortName: r.factory_short_name,
      truckType: r.truck_type,
      transporterId: r.transporter_id,
      transporterName: r.transporter_name,
      pallets: num(r.pallets),
      palletPlaces: num(r.pallet_places),
      kg: num(r.kg),
      fillRate: fillRate(num(r.pallet_places), capacity),
      distanceKm: num(r.distance_km),
      distanceEstimated: geometry?.estimated !== false,
      line: geometry?.coordinates && geometry.coordinates.length > 1 ? geometry.coordinates : null,
      stops,
    } satisfies MapFreight;
  });
}

/** The active depots (with their stored point, if any) and factories the map marks. */
export interface MapSiteRows {
  depots: { shortName: string; name: string; address: string | null; point: [number, number] | null }[];
  factories: { shortName: string; name: string | null; address: string | null; depotShortName: string }[];
}

/** Active depots and factories by short name. */
export async function mapSiteRows(db: Kysely<Database>): Promise<MapSiteRows> {
  const [depots, factories] = await Promise.all([
    db
      .selectFrom('depots')
      .select(['short_name', 'name', 'address', 'geometry'])
      .where('is_active', '=', true)
      .orderBy('short_name')
      .execute(),
    db
      .selectFrom('factories')
      .select(['short_name', 'name', 'address', 'depot_short_name'])
      .where('is_active', '=', true)
      .orderBy('short_name')
      .execute(),
  ]);
  return {
    depots: depots.map((d) => ({
      shortName: d.short_name,
      name: d.name,
      address: d.address,
      point: (d.geometry as { coordinates?: [number, number] } | null)?.coordinates ?? null,
    })),
    factories: factories.map((f) => ({
      shortName: f.short_name,
      name: f.name,
      address: f.address,
      depotShortName: f.depot_short_name,
    })),
  };
}

/** Transporters by name (the map's filter). */
export async function transporterNames(db: Kysely<Database>): Promise<{ id: string; name: string }[]> {
  const rows = await db
    .selectFrom('transporters')
    .select(['id', 'company_name'])
    .orderBy('company_name')
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.company_name }));
}
