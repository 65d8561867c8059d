import { type Kysely, sql } from 'kysely';

/**
 * The /freights and /pickups grids at 20,000+ rows (issue #13): the quick filter matches one stored
 * lower-cased haystack (number, factory, depot, truck type, driver, plate, waypoint cities, carried
 * order ids; for pickups the customer instead of cities), served by a trigram GIN index like the
 * products' search. jsonb_path_query_array is immutable, so the cities and order ids can sit in a
 * generated column without a function of our own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`alter table freights add column search_text text generated always as (lower(
    freight_id || ' ' || factory_short_name || ' ' || coalesce(depot_short_name, '') || ' ' ||
    coalesce(truck_type, '') || ' ' || coalesce(driver_name, '') || ' ' ||
    coalesce(truck_license_plate_number, '') || ' ' ||
    jsonb_path_query_array(waypoints, '$[*].city')::text || ' ' ||
    jsonb_path_query_array(cargo, '$[*].orderId')::text
  )) stored`.execute(db);
  await sql`create index freights_search_trgm_idx on freights using gin (search_text gin_trgm_ops)`.execute(
    db,
  );
  await sql`alter table pickups add column search_text text generated always as (lower(
    pickup_id || ' ' || factory_short_name || ' ' || coalesce(depot_short_name, '') || ' ' ||
    customer_name || ' ' || coalesce(driver_name, '') || ' ' ||
    coalesce(truck_license_plate_number, '') || ' ' || coalesce(details -> 'orderIds', '[]'::jsonb)::text
  )) stored`.execute(db);
  await sql`create index pickups_search_trgm_idx on pickups using gin (search_text gin_trgm_ops)`.execute(db);
  // The pickup number sorts as a number, as the freight number does (0400).
  await sql`create index pickups_number_idx on pickups ((length(pickup_id)), pickup_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists pickups_number_idx`.execute(db);
  await sql`drop index if exists pickups_search_trgm_idx`.execute(db);
  await sql`alter table pickups drop column search_text`.execute(db);
  await sql`drop index if exists freights_search_trgm_idx`.execute(db);
  await sql`alter table freights drop column search_text`.execute(db);
}
