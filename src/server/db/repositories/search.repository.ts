import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
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

/** The tables the search reads (each with its stored `search_text`): the kind of hit and the number column of each. */
const SEARCHED = {
  orders: { kind: 'order', idColumn: 'order_id' },
  freights: { kind: 'freight', idColumn: 'freight_id' },
  pickups: { kind: 'pickup', idColumn: 'pickup_id' },
} as const satisfies Record<string, { kind: SearchHit['kind']; idColumn: string }>;
type SearchTable = keyof typeof SEARCHED;

/** What every kind's base query selects besides what its hit shows: its number as `id`, haystack and age. */
interface SearchRow {
  id: string;
  search_text: string;
  created_at: Date;
}

/** The rows whose number starts with the query; null when the query cannot start one. */
type NumberMatch = (query: string) => RawBuilder<boolean> | null;

/** Freight and pickup numbers are digits: only a query of digits can start one. */
const digitsPrefix =
  (table: SearchTable): NumberMatch =>
  (query) =>
    /^\d+$/.test(query)
      ? sql<boolean>`${sql.ref(`${table}.${SEARCHED[table].idColumn}`)} like ${`${query}%`}`
      : null;

/**
 * The hits of one kind: the newest rows whose folded haystack holds the query plus the rows whose
 * number starts with it (`byNumber`, digits by default), ranked by `best`. `base` selects the
 * kind's rows in the caller's scope; `show` is what a hit shows of a row.
 */
async function searchKind<T extends SearchTable, R extends SearchRow>(
  table: T,
  base: SelectQueryBuilder<Database, T, R>,
  query: string,
  show: (row: R) => Pick<SearchHit, 'title' | 'status' | 'details'>,
  byNumber: NumberMatch = digitsPrefix(table),
): Promise<SearchHit[]> {
  const { kind, idColumn } = SEARCHED[table];
  const numberMatch = byNumber(query);
  const [newest, numbered] = await Promise.all([
    base
      .where(sql<boolean>`${folded(table)} like ${`%${likeEscaped(query)}%`}`)
      .orderBy(sql.ref(`${table}.created_at`), 'desc')
      .orderBy(sql.ref(`${table}.${idColumn}`), 'desc')
      .limit(CANDIDATES)
      .execute(),
    numberMatch ? base.where(numberMatch).limit(SEARCH_MAX_PER_KIND).execute() : Promise.resolve([]),
  ]);
  const candidate = (r: R): Candidate => ({
    id: r.id,
    haystack: r.search_text,
    createdAt: r.created_at,
    hit: { kind, id: r.id, ...show(r) },
  });
  return best(query, newest.map(candidate), numbered.map(candidate));
}

/** Orders whose id, customer, order number or delivery address hold the folded query; best first. */
function searchOrders(db: Kysely<Database>, query: string): Promise<SearchHit[]> {
  const base = db
    .selectFrom('orders')
    .select([
      'order_id as id',
      'customer_name',
      'delivery_address',
      'order_nr',
      'status',
      'search_text',
      'created_at',
    ]);
  return searchKind(
    'orders',
    base,
    query,
    (o) => ({
      title: o.customer_name,
      status: o.status,
      details: [o.delivery_address, o.order_nr ?? ''].filter(Boolean),
    }),
    // order ids are free text: any query may start one, in any case
    (q) => sql<boolean>`lower(orders.order_id) like ${`${likeEscaped(q)}%`}`,
  );
}

/** Freights (in the caller's scope) whose number, plate, driver, cities or order ids hold the query. */
function searchFreights(db: Kysely<Database>, scope: JobScope, query: string): Promise<SearchHit[]> {
  let base = db
    .selectFrom('freights')
    .select([
      'freight_id as id',
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
  return searchKind('freights', base, query, (f) => ({
    title: f.route || f.factory_short_name,
    status: f.status,
    details: [f.truck_license_plate_number ?? '', f.driver_name ?? ''].filter(Boolean),
  }));
}

/** Pickups (in the caller's scope) whose number, customer, plate, driver or order ids hold the query. */
function searchPickups(db: Kysely<Database>, scope: JobScope, query: string): Promise<SearchHit[]> {
  let base = db
    .selectFrom('pickups')
    .select([
      'pickup_id as id',
      'status',
      'customer_name',
      'factory_short_name',
      'truck_license_plate_number',
      'search_text',
      'created_at',
    ]);
  if (scope.transporterId !== null) base = base.where('pickups.transporter_id', '=', scope.transporterId);
  return searchKind('pickups', base, query, (p) => ({
    title: p.customer_name || p.factory_short_name,
    status: p.status,
    details: [p.factory_short_name, p.truck_license_plate_number ?? ''].filter(Boolean),
  }));
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
