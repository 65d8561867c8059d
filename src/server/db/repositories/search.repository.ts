import { type Kysely, type RawBuilder, sql } from 'kysely';
import {
  foldSearch,
  SEARCH_FOLD_FROM,
  SEARCH_FOLD_TO,
  SEARCH_MAX_PER_KIND,
  type SearchHit,
  searchRank,
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

/** The newest matches of a kind that are ranked (a common word matches thousands: rank the newest only). */
const CANDIDATES = 200;

/** What a kind's queries answer: its number, its stored haystack, its age, and what the hit shows. */
interface Candidate {
  id: string;
  haystack: string;
  createdAt: Date;
  hit: Omit<SearchHit, 'rank'>;
}

/**
 * The best hits among the candidates (the newest matches plus the numbers starting with the query):
 * by core's `searchRank`, then newest first.
 */
function best(query: string, ...lists: Candidate[][]): SearchHit[] {
  const seen = new Map<string, Candidate>();
  for (const c of lists.flat()) seen.set(c.id, c);
  return [...seen.values()]
    .map((c) => ({ c, rank: searchRank(c.id, foldSearch(c.haystack), query) }))
    .sort(
      (a, b) =>
        a.rank - b.rank || b.c.createdAt.getTime() - a.c.createdAt.getTime() || (a.c.id < b.c.id ? 1 : -1),
    )
    .slice(0, SEARCH_MAX_PER_KIND)
    .map(({ c, rank }) => ({ ...c.hit, rank }));
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
  const base = db
    .selectFrom('orders')
    .select([
      'order_id',
      'customer_name',
      'delivery_address',
      'order_nr',
      'status',
      'search_text',
      'created_at',
    ]);
  const [newest, byNumber] = await Promise.all([
    base
      .where(sql<boolean>`${folded('orders')} like ${`%${likeEscaped(query)}%`}`)
      .orderBy('created_at', 'desc')
      .orderBy('order_id', 'desc')
      .limit(CANDIDATES)
      .execute(),
    base
      .where(sql<string>`lower(orders.order_id)`, 'like', `${likeEscaped(query)}%`)
      .limit(SEARCH_MAX_PER_KIND)
      .execute(),
  ]);
  const candidate = (o: (typeof newest)[number]): Candidate => ({
    id: o.order_id,
    haystack: o.search_text,
    createdAt: o.created_at,
    hit: {
      kind: 'order',
      id: o.order_id,
      title: o.customer_name,
      status: o.status,
      details: [o.delivery_address, o.order_nr ?? ''].filter(Boolean),
    },
  });
  return best(query, newest.map(candidate), byNumber.map(candidate));
}

/** Freights (in the caller's scope) whose number, plate, driver, cities or order ids hold the query. */
async function searchFreights(db: Kysely<Database>, scope: JobScope, query: string): Promise<SearchHit[]> {
  let base = db
    .selectFrom('freights')
    .select([
      'freight_id',
      'status',
      'factory_short_name',
      'truck_license_plate_number',
      'driver_name',
      'search_text',
      'created_at',
    ])
    .select(
      sql<string>`coalesce((
        select string_agg(coalesce(w ->> 'city', w ->> 'address'), ' → ')
        from jsonb_array_elements(freights.waypoints) w), '')`.as('route'),
    );
  if (scope.transporterId !== null) base = base.where('freights.transporter_id', '=', scope.transporterId);
  const [newest, byNumber] = await Promise.all([
    base
      .where(sql<boolean>`${folded('freights')} like ${`%${likeEscaped(query)}%`}`)
      .orderBy('created_at', 'desc')
      .orderBy('freight_id', 'desc')
      .limit(CANDIDATES)
      .execute(),
    /^\d+$/.test(query)
      ? base.where('freight_id', 'like', `${query}%`).limit(SEARCH_MAX_PER_KIND).execute()
      : Promise.resolve([]),
  ]);
  const candidate = (f: (typeof newest)[number]): Candidate => ({
    id: f.freight_id,
    haystack: f.search_text,
    createdAt: f.created_at,
    hit: {
      kind: 'freight',
      id: f.freight_id,
      title: f.route || f.factory_short_name,
      status: f.status,
      details: [f.truck_license_plate_number ?? '', f.driver_name ?? ''].filter(Boolean),
    },
  });
  return best(query, newest.map(candidate), byNumber.map(candidate));
}

/** Pickups (in the caller's scope) whose number, customer, plate, driver or order ids hold the query. */
async function searchPickups(db: Kysely<Database>, scope: JobScope, query: string): Promise<SearchHit[]> {
  let base = db
    .selectFrom('pickups')
    .select([
      'pickup_id',
      'status',
      'customer_name',
      'factory_short_name',
      'truck_license_plate_number',
      'search_text',
      'created_at',
    ]);
  if (scope.transporterId !== null) base = base.where('pickups.transporter_id', '=', scope.transporterId);
  const [newest, byNumber] = await Promise.all([
    base
      .where(sql<boolean>`${folded('pickups')} like ${`%${likeEscaped(query)}%`}`)
      .orderBy('created_at', 'desc')
      .orderBy('pickup_id', 'desc')
      .limit(CANDIDATES)
      .execute(),
    /^\d+$/.test(query)
      ? base.where('pickup_id', 'like', `${query}%`).limit(SEARCH_MAX_PER_KIND).execute()
      : Promise.resolve([]),
  ]);
  const candidate = (p: (typeof newest)[number]): Candidate => ({
    id: p.pickup_id,
    haystack: p.search_text,
    createdAt: p.created_at,
    hit: {
      kind: 'pickup',
      id: p.pickup_id,
      title: p.customer_name || p.factory_short_name,
      status: p.status,
      details: [p.factory_short_name, p.truck_license_plate_number ?? ''].filter(Boolean),
    },
  });
  return best(query, newest.map(candidate), byNumber.map(candidate));
}

/** The hits of every kind the scope allows, per kind (orders, freights, pickups), each best first. */
export async function searchRecords(
  db: Kysely<Database>,
  scope: SearchScope,
  query: string,
): Promise<SearchHit[][]> {
  // One kind after the other: PGlite has one session anyway.
  const orders = scope.orders ? await searchOrders(db, query) : [];
  const freights = scope.freights ? await searchFreights(db, scope.jobs, query) : [];
  const pickups = scope.pickups ? await searchPickups(db, scope.jobs, query) : [];
  return [orders, freights, pickups];
}
