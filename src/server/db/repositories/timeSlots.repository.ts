import { type Kysely, sql } from 'kysely';
import type { FreightStatus } from '../../../core/config/enums.ts';
import type { TimeSlotKind } from '../../../core/timeSlots/timeSlots.schemas.ts';
import type { Database } from '../schema.ts';

/**
 * Time slots (issue 18): the bookings of a depot's day (table time_slot_bookings, kept by the trigger of
 * migration 0500 from the freights' and pickups' time_slot), the records waiting for a slot, and the
 * counts behind a transporter's reservation limit. Writes go through the freight / pickup edit
 * repository (version-checked UPDATE of time_slot); the trigger books the dock in the same statement.
 */

/** A record of the day and depot without a slot. */
export interface WaitingRow {
  kind: TimeSlotKind;
  id: string;
  number: string;
  version: number;
  /** The freight's or the pickup's status (a pickup's statuses are a part of the freight's). */
  status: FreightStatus;
  day: string;
  transporterId: string | null;
  transporterName: string | null;
  truckLicensePlateNumber: string | null;
  pallets: number;
}

/** A booked record of a day: the record as it waits, with its slot in minutes of the day and its driver. */
export interface BookedRow extends WaitingRow {
  dockId: string;
  startMinute: number;
  endMinute: number;
  timeSlot: Record<string, unknown>;
  driverName: string | null;
}

const SOURCES: Record<TimeSlotKind, { table: string; number: string }> = {
  freight: { table: 'freights', number: 'freight_id' },
  pickup: { table: 'pickups', number: 'pickup_id' },
};

/** The depot's id, name, slot length, opening hours and docks (in their order) by short name. */
export async function findTimeSlotDepot(db: Kysely<Database>, shortName: string) {
  const depot = await db
    .selectFrom('depots')
    .select([
      'id',
      'name',
      'short_name',
      'length_of_time_slot',
      'opening_hours',
      'time_slot_reservation_limit',
    ])
    .where('short_name', '=', shortName)
    .executeTakeFirst();
  if (!depot) return undefined;
  const docks = await db
    .selectFrom('docks')
    .select(['id', 'name'])
    .where('depot_id', '=', depot.id)
    .orderBy('position')
    .orderBy('name')
    .execute();
  return { ...depot, docks };
}

/** The dock with its depot's short name, if any. */
export function findDockWithDepot(db: Kysely<Database>, dockId: string) {
  return db
    .selectFrom('docks')
    .innerJoin('depots', 'depots.id', 'docks.depot_id')
    .select(['docks.id', 'docks.name', 'depots.short_name as depotShortName'])
    .where('docks.id', '=', dockId)
    .executeTakeFirst();
}

const bookedSelect = (kind: TimeSlotKind) => {
  const s = SOURCES[kind];
  return sql`select ${sql.lit(kind)} as kind, r.id, r.${sql.ref(s.number)} as number, r.version, r.status,
      to_char(b.day, 'YYYY-MM-DD') as day, b.dock_id as "dockId",
      (extract(epoch from lower(b.slot) - b.day::timestamp) / 60)::int as "startMinute",
      (extract(epoch from upper(b.slot) - b.day::timestamp) / 60)::int as "endMinute",
      r.time_slot as "timeSlot", r.transporter_id as "transporterId", t.company_name as "transporterName",
      r.truck_license_plate_number as "truckLicensePlateNumber", r.driver_name as "driverName",
      r.pallets::float8 as pallets
    from time_slot_bookings b
    join ${sql.table(s.table)} r on r.id = b.record_id
    left join transporters t on t.id = r.transporter_id
    where b.kind = ${kind}`;
};

/** Bookings of a depot's day (both kinds, or freights only), optionally of one transporter. */
export async function bookedOfDay(
  db: Kysely<Database>,
  depotId: string,
  day: string,
  kinds: readonly TimeSlotKind[],
): Promise<BookedRow[]> {
  const rows: BookedRow[] = [];
  for (const kind of kinds) {
    const { rows: found } =
      await sql<BookedRow>`${bookedSelect(kind)} and b.depot_id = ${depotId} and b.day = ${day}::date
      order by "startMinute", number`.execute(db);
    rows.push(...found.map(normalise));
  }
  return rows.sort((a, b) => a.startMinute - b.startMinute || a.number.localeCompare(b.number));
}

/** Every booking between two days (inclusive) for the punctuality record, optionally one transporter's. */
export async function bookedBetween(
  db: Kysely<Database>,
  from: string,
  to: string,
  transporterId: string | null,
): Promise<BookedRow[]> {
  const { rows } =
    await sql<BookedRow>`${bookedSelect('freight')} and b.day between ${from}::date and ${to}::date
    ${transporterId === null ? sql`` : sql`and r.transporter_id = ${transporterId}`}
    order by b.day, "startMinute"`.execute(db);
  return rows.map(normalise);
}

const normalise = (r: BookedRow): BookedRow => ({
  ...r,
  version: Number(r.version),
  startMinute: Number(r.startMinute),
  endMinute: Number(r.endMinute),
  pallets: Number(r.pallets),
});

/** Records of the day and depot in a bookable status without a booked dock. */
export async function waitingOfDay(
  db: Kysely<Database>,
  depotShortName: string,
  day: string,
  kind: TimeSlotKind,
  statuses: readonly string[],
  transporterId: string | null,
): Promise<WaitingRow[]> {
  const s = SOURCES[kind];
  if (statuses.length === 0) return [];
  const { rows } =
    await sql<WaitingRow>`select ${sql.lit(kind)} as kind, r.id, r.${sql.ref(s.number)} as number,
      r.version, r.status, to_char(r.delivery_date, 'YYYY-MM-DD') as day, r.transporter_id as "transporterId",
      t.company_name as "transporterName", r.truck_license_plate_number as "truckLicensePlateNumber",
      r.pallets::float8 as pallets
    from ${sql.table(s.table)} r
    left join transporters t on t.id = r.transporter_id
    where r.depot_short_name = ${depotShortName} and r.delivery_date = ${day}::date
      and r.status in (${sql.join(statuses)})
      and not exists (select 1 from time_slot_bookings b where b.kind = ${kind} and b.record_id = r.id)
      ${transporterId === null ? sql`` : sql`and r.transporter_id = ${transporterId}`}
    order by r.${sql.ref(s.number)}`.execute(db);
  return rows.map((r) => ({ ...r, version: Number(r.version), pallets: Number(r.pallets) }));
}

/**
 * Serialises a transporter's reservations until the transaction ends (advisory lock), so two parallel
 * bookings cannot both pass the limit check read after it.
 */
export async function lockTransporterReservations(
  db: Kysely<Database>,
  transporterId: string,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`time_slot_reservations:${transporterId}`}))`.execute(db);
}

/** A transporter's open reservations: freights booked from `today` on, not arrived yet, without `exceptId`. */
export async function countOpenReservations(
  db: Kysely<Database>,
  transporterId: string,
  today: string,
  exceptId: string | null,
): Promise<number> {
  const { rows } = await sql<{ n: number }>`select count(*)::int as n
    from time_slot_bookings b join freights f on f.id = b.record_id
    where b.kind = 'freight' and f.transporter_id = ${transporterId} and b.day >= ${today}::date
      ${exceptId === null ? sql`` : sql`and f.id <> ${exceptId}`} and (f.time_slot->>'arrivedAt') is null`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}

/** The dock times taken on a depot's day, in minutes of the day (free-slot queries: bookings only, no records). */
export async function occupiedOfDay(
  db: Kysely<Database>,
  depotId: string,
  day: string,
): Promise<{ dockId: string; start: number; end: number }[]> {
  const { rows } = await sql<{ dockId: string; start: number; end: number }>`select dock_id as "dockId",
      (extract(epoch from lower(slot) - day::timestamp) / 60)::int as start,
      (extract(epoch from upper(slot) - day::timestamp) / 60)::int as "end"
    from time_slot_bookings where depot_id = ${depotId} and day = ${day}::date`.execute(db);
  return rows.map((r) => ({ dockId: r.dockId, start: Number(r.start), end: Number(r.end) }));
}
