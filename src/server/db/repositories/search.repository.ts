import { type Kysely, type RawBuilder, sql } from 'kysely';
import {
  SEARCH_FOLD_FROM,
  SEARCH_FOLD_TO,
  SEARCH_MAX_PER_KIND,
  type SearchHit,
} from '../../../core/search/search.schemas.ts';
import type { Database } from '../schema.ts';
import type { JobScope } from './truckJobs.repository.ts';

/**
 * The accent-free haystack of a table: its stored lower-cased `search_text` with the accents folded.
 * Migration 0600 indexes exactly this expression (trigram GIN), so `like '%…%'` uses the index.
 */
const folded = (table: 'orders' | 'freights' | 'pickups'): RawBuilder<string> =>
  sql<string>`translate(${sql.ref(`${table}.search_text`)}, ${sql.lit(SEARCH_FOLD_FROM)}, ${sql.lit(SEARCH_FOLD_TO)})`;

/** A LIKE pattern that matches the query literally (its %, _ and \ escaped). */
const likeEscaped = (query: string) => query.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The rank of a row in SQL, the rule of core's `searchRank`: its number equal 0, the number's start 1,
 * a word's start in the haystack 2, anywhere else 3.
 */
function rank(number: RawBuilder<string>, haystack: RawBuilder<string>, query: string): RawBuilder<number> {
  const q = likeEscaped(query);
  return sql<number>`case
    when ${number} = ${query} then 0
    when ${number} like ${`${q}%`} then 1
    when ${haystack} like ${`${q}%`} or ${haystack} like ${`% ${q}%`} then 2
    else 3 end`;
}

/** What the caller may find: which kinds, and the transporter scope of freights and pickups. */
export interface SearchScope {
  orders: boolean;
  freights: boolean;
  pickups: boolean;
  jobs: JobScope;
}

/** Orders whose id, customer, order number or delivery address hold the folded query; best first. */
async function searchOrders(db: Kysely<Database>, query: string): Promise<SearchHit[]> {
  const hay = folded('orders');
  const r = rank(sql`lower(orders.order_id)`, hay, query);
  const rows = await db
    .selectFrom('orders')
    .select(['order_id', 'customer_name', 'delivery_address', 'order_nr', 'status'])
    .select(r.as('rank'))
    .where(sql<boolean>`${hay} like ${`%${likeEscaped(query)}%`}`)
    .orderBy(r)
    .orderBy('created_at', 'desc')
    .orderBy('order_id', 'desc')
    .limit(SEARCH_MAX_PER_KIND)
    .execute();
  return rows.map((o) => ({
    kind: 'order',
    id: o.order_id,
    title: o.customer_name,
    status: o.status,
    details: [o.delivery_address, o.order_nr ?? ''].filter(Boolean),
    rank: Number(o.rank),
  }));
}

/** Freights (in the caller's scope) whose number, plate, driver, cities or order ids hold the query. */
async function searchFreights(db: Kysely<Database>, scope: JobScope, query: string): Promise<SearchHit[]> {
  const hay = folded('freights');
  const r = rank(sql`freights.freight_id`, hay, query);
  let q = db
    .selectFrom('freights')
    .select(['freight_id', 'status', 'factory_short_name', 'truck_license_plate_number', 'driver_name'])
    .select(
      sql<string>`coalesce((
      select string_agg(coalesce(w ->> 'city', w ->> 'address'), ' → ')
      from jsonb_array_elements(freights.waypoints) w), '')`.as('route'),
    )
    .select(r.as('rank'))
    .where(sql<boolean>`${hay} like ${`%${likeEscaped(query)}%`}`);
  if (scope.transporterId !== null) q = q.where('freights.transporter_id', '=', scope.transporterId);
  const rows = await q
    .orderBy(r)
    .orderBy('created_at', 'desc')
    .orderBy('freight_id', 'desc')
    .limit(SEARCH_MAX_PER_KIND)
    .execute();
  return rows.map((f) => ({
    kind: 'freight',
    id: f.freight_id,
    title: f.route || f.factory_short_name,
    status: f.status,
    details: [f.truck_license_plate_number ?? '', f.driver_name ?? ''].filter(Boolean),
    rank: Number(f.rank),
  }));
}

/** Pickups (in the caller's scope) whose number, customer, plate, driver or order ids hold the query. */
async function searchPickups(db: Kysely<Database>, scope: JobScope, query: string): Promise<SearchHit[]> {
  const hay = folded('pickups');
  const r = rank(sql`pickups.pickup_id`, hay, query);
  let q = db
    .selectFrom('pickups')
    .select(['pickup_id', 'status', 'customer_name', 'factory_short_name', 'truck_license_plate_number'])
    .select(r.as('rank'))
    .where(sql<boolean>`${hay} like ${`%${likeEscaped(query)}%`}`);
  if (scope.transporterId !== null) q = q.where('pickups.transporter_id', '=', scope.transporterId);
  const rows = await q
    .orderBy(r)
    .orderBy('created_at', 'desc')
    .orderBy('pickup_id', 'desc')
    .limit(SEARCH_MAX_PER_KIND)
    .execute();
  return rows.map((p) => ({
    kind: 'pickup',
    id: p.pickup_id,
    title: p.customer_name || p.factory_short_name,
    status: p.status,
    details: [p.factory_short_name, p.truck_license_plate_number ?? ''].filter(Boolean),
    rank: Number(p.rank),
  }));
}

/** The hits of every kind the scope allows, per kind (orders, freights, pickups), each best first. */
export async function searchRecords(
  db: Kysely<Database>,
  scope: SearchScope,
  query: string,
): Promise<SearchHit[][]> {
  // One after the other: PGlite has one session, and PostgreSQL answers each in a few milliseconds.
  const orders = scope.orders ? await searchOrders(db, query) : [];
  const freights = scope.freights ? await searchFreights(db, scope.jobs, query) : [];
  const pickups = scope.pickups ? await searchPickups(db, scope.jobs, query) : [];
  return [orders, freights, pickups];
}
