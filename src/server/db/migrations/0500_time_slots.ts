import { type Kysely, sql } from 'kysely';

/**
 * Dock bookings (issue 18). A freight's or pickup's `time_slot` jsonb ({time 'H:MM', dockId, dockName,
 * timeSlotWidth, arrivedAt?}) on its delivery date books the dock from `time` for length × width
 * minutes (the depot's lengthOfTimeSlot). The bookings are mirrored by a trigger into
 * `time_slot_bookings`, whose exclusion constraint (btree_gist: dock equal AND ranges overlap) refuses
 * a second booking of any minute of a dock — on PGlite and PostgreSQL alike, in the writer's own
 * transaction (SQLSTATE 23P01), whatever path wrote the time slot (booking call, status step back to
 * new, cancel, delivery-date change). Cancelled records hold no booking. A dock with bookings cannot be
 * deleted (foreign key: 23503, answered by the sites command).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists btree_gist`.execute(db);
  await sql`create table time_slot_bookings (
    kind text not null check (kind in ('freight', 'pickup')),
    record_id uuid not null,
    dock_id uuid not null references docks(id),
    depot_id uuid not null,
    day date not null,
    slot tsrange not null,
    primary key (kind, record_id),
    constraint time_slot_bookings_no_overlap exclude using gist (dock_id with =, slot with &&)
  )`.execute(db);
  await sql`create index time_slot_bookings_depot_day_idx on time_slot_bookings (depot_id, day)`.execute(db);
  await sql`create function time_slot_booking_sync() returns trigger language plpgsql as $$
declare
  k text := TG_ARGV[0];
  dock_text text;
  time_text text;
  v_depot uuid;
  v_len integer;
  v_width integer;
  v_start timestamp;
begin
  if TG_OP = 'UPDATE' or TG_OP = 'DELETE' then
    delete from time_slot_bookings where kind = k and record_id = OLD.id;
  end if;
  if TG_OP = 'DELETE' then
    return OLD;
  end if;
  if NEW.status = 'cancelled' or NEW.time_slot is null or NEW.delivery_date is null
     or jsonb_typeof(NEW.time_slot) <> 'object' then
    return NEW;
  end if;
  dock_text := NEW.time_slot->>'dockId';
  time_text := NEW.time_slot->>'time';
  if dock_text is null or time_text is null
     or dock_text !~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
     or time_text !~ '^([01]?[0-9]|2[0-3]):[0-5][0-9]$' then
    return NEW;
  end if;
  select d.depot_id, p.length_of_time_slot into v_depot, v_len
    from docks d join depots p on p.id = d.depot_id where d.id = dock_text::uuid;
  if not found then
    return NEW;
  end if;
  v_width := greatest(1, coalesce(case when (NEW.time_slot->>'timeSlotWidth') ~ '^[0-9]+$'
    then (NEW.time_slot->>'timeSlotWidth')::integer end, 1));
  v_start := NEW.delivery_date::timestamp + time_text::time;
  insert into time_slot_bookings (kind, record_id, dock_id, depot_id, day, slot)
    values (k, NEW.id, dock_text::uuid, v_depot, NEW.delivery_date,
      tsrange(v_start, v_start + make_interval(mins => v_len * v_width), '[)'));
  return NEW;
end
$$`.execute(db);
  for (const [table, kind] of [
    ['freights', 'freight'],
    ['pickups', 'pickup'],
  ] as const) {
    await sql`create trigger ${sql.raw(`${table}_time_slot_booking`)}
      after insert or update of time_slot, delivery_date, status or delete on ${sql.table(table)}
      for each row execute function time_slot_booking_sync(${sql.lit(kind)})`.execute(db);
    // Bookings of rows stored before this migration.
    await sql`update ${sql.table(table)} set time_slot = time_slot where time_slot is not null`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists freights_time_slot_booking on freights`.execute(db);
  await sql`drop trigger if exists pickups_time_slot_booking on pickups`.execute(db);
  await sql`drop function if exists time_slot_booking_sync()`.execute(db);
  await sql`drop table if exists time_slot_bookings`.execute(db);
}
