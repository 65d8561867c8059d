import { type Kysely, type RawBuilder, type SelectQueryBuilder, sql } from 'kysely';
import type { ColumnFilter } from '../../../core/list/listCall.schemas.ts';
import { escapeLike, type ListColumn, type ListSpec, likePattern } from '../listQuery.ts';
import type { Database } from '../schema.ts';

// What the freights and pickups reads share (freightsList / pickupsList repositories): the caller's
// scope, ids that are uuids or numbers, the order-id filter through the link tables, events and the
// palette's number search.

/** Whose records a read sees: a transporter user's own (transporterId), or all (null). */
export interface JobScope {
  transporterId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids as uuids and as numbers: a uuid column must never be compared with a number's text. */
export function splitIds(ids: readonly string[]): { uuids: string[]; numbers: string[] } {
  const uuids = ids.filter((id) => UUID.test(id)).map((id) => id.toLowerCase());
  const numbers = ids.filter((id) => !UUID.test(id) && id.trim() !== '').map((id) => id.trim());
  return { uuids, numbers };
}

/**
 * One truck job's id as people give it: a uuid names the `id` column, anything else the job's
 * number (`freight_id`, `pickup_id`: "fuvar 1234"); undefined for a blank id.
 */
export function jobKeyOf(id: string): { byUuid: boolean; value: string } | undefined {
  const { uuids, numbers } = splitIds([id]);
  if (uuids[0] !== undefined) return { byUuid: true, value: uuids[0] };
  if (numbers[0] !== undefined) return { byUuid: false, value: numbers[0] };
  return undefined;
}

/** The uuids of freights (or pickups) whose carried orders match the filter, as a sub-select. */
export function whereOrderIds(
  links: 'freight_orders' | 'pickup_orders',
  filter: ColumnFilter,
): RawBuilder<string> {
  const key = sql.ref(links === 'freight_orders' ? 'freight_uuid' : 'pickup_uuid');
  const table = sql.table(links);
  if (filter.type === 'blank') {
    // No carried orders: every uuid but those with a link.
    const owner = sql.table(links === 'freight_orders' ? 'freights' : 'pickups');
    return sql<string>`(select o.id from ${owner} o where not exists (select 1 from ${table} l where l.${key} = o.id))`;
  }
  const cond =
    filter.type === 'contains'
      ? sql`lower(order_id) like ${likePattern(filter.value)}`
      : filter.type === 'equals'
        ? sql`order_id = ${filter.value}`
        : filter.values.length === 0
          ? sql`false`
          : sql`order_id in (${sql.join(filter.values)})`;
  return sql<string>`(select ${key} from ${table} where ${cond})`;
}

/** An event of a freight or pickup as the details panel lists it. */
export interface RecordEvent {
  id: string;
  action: string;
  createdAt: string;
  userName: string | null;
}

/** The events of one freight or pickup, newest first: by its uuid or number, as entity id or stamp. */
export async function recordEvents(
  db: Kysely<Database>,
  entity: 'freight' | 'pickup',
  ids: readonly [uuid: string, number: string],
  scope: JobScope,
  limit = 200,
): Promise<RecordEvent[]> {
  const own = scope.transporterId;
  const rows = await db
    .selectFrom('events')
    .select(['id', 'action', 'at', 'username'])
    .where((eb) =>
      eb.or([
        eb.and([eb('entity', '=', entity), eb('entity_id', 'in', [...ids])]),
        ...(entity === 'freight' ? [eb('freight_id', 'in', [...ids])] : []),
      ]),
    )
    // A transporter reads no event of another transporter's (its offer answers, its edits).
    .$if(own !== null, (q) =>
      q.where((eb) => eb.or([eb('transporter_id', 'is', null), eb('transporter_id', '=', own)])),
    )
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: String(r.id),
    action: r.action,
    createdAt: r.at.toISOString(),
    userName: r.username,
  }));
}

// biome-ignore lint/suspicious/noExplicitAny: a scoped select of either table; only raw columns are read.
type AnyScoped = SelectQueryBuilder<Database, any, object>;

/**
 * A list's counts from its trigger-kept count table (migration 0720) when the call narrows by the
 * scope and statuses alone (`plain`): every row of the scope (`totalCount`) and those in `statuses`
 * (`filteredCount`), each a sum over a few rows instead of a count of every record.
 */
export async function countedJobs(
  db: Kysely<Database>,
  counts: 'freight_list_counts' | 'pickup_list_counts',
  scope: JobScope,
  statuses: readonly string[],
): Promise<{ filteredCount: number; totalCount: number }> {
  const row = await db
    .selectFrom(counts)
    .select([
      sql<number>`coalesce(sum(n), 0)`.as('total'),
      sql<number>`coalesce(sum(n) filter (where status = any(${[...statuses]}::text[])), 0)`.as('filtered'),
    ])
    .$if(scope.transporterId !== null, (q) => q.where('transporter_key', '=', scope.transporterId ?? ''))
    .executeTakeFirstOrThrow();
  return { filteredCount: Number(row.filtered), totalCount: Number(row.total) };
}

/** A list call narrowing by nothing but the scope and statuses (its counts come from a count table). */
export const narrowsByStatusOnly = (call: { filter: object; quickFilter?: string | undefined }) =>
  Object.keys(call.filter).length === 0 && !call.quickFilter?.trim();

/** Numbers (texts of digits) starting with `prefix`, in number order. */
export async function numbersStartingWith(
  scoped: AnyScoped,
  table: 'freights' | 'pickups',
  prefix: string,
  limit: number,
): Promise<string[]> {
  const ref = sql.ref(`${table}.${NUMBER_COLUMN[table]}`);
  let q = scoped.select(sql<string>`${ref}`.as('n'));
  if (prefix) q = q.where(ref, 'like', `${escapeLike(prefix)}%`);
  const rows = await q
    .orderBy(sql`length(${ref})`)
    .orderBy(ref)
    .limit(limit)
    .$castTo<{ n: string }>()
    .execute();
  return rows.map((r) => r.n);
}

const NUMBER_COLUMN = { freights: 'freight_id', pickups: 'pickup_id' } as const;

/** The stored versions of these records (uuid or number) in the scope. */
export async function storedVersions(
  scoped: AnyScoped,
  table: 'freights' | 'pickups',
  ids: readonly string[],
): Promise<{ id: string; number: string; version: number }[]> {
  const { uuids, numbers } = splitIds(ids);
  if (uuids.length === 0 && numbers.length === 0) return [];
  const id = sql.ref(`${table}.id`);
  const number = sql.ref(`${table}.${NUMBER_COLUMN[table]}`);
  const rows = await scoped
    .select([
      sql<string>`${id}`.as('id'),
      sql<string>`${number}`.as('number'),
      sql<number>`${sql.ref(`${table}.version`)}`.as('version'),
    ])
    .where(
      sql<boolean>`(${sql.join(
        [
          ...(uuids.length > 0 ? [sql`${id} in (${sql.join(uuids)})`] : []),
          ...(numbers.length > 0 ? [sql`${number} in (${sql.join(numbers)})`] : []),
        ],
        sql` or `,
      )})`,
    )
    .$castTo<{ id: string; number: string; version: number }>()
    .execute();
  return rows;
}

/**
 * The list spec of freights or pickups: the columns both have (numbers sort as numbers, `orderIds`
 * filters through the link table in the caller), the area's own on top, the stored search text as
 * the quick filter; newest first, the uuid breaking ties.
 */
export function jobListSpec(
  table: 'freights' | 'pickups',
  own: (col: (column: string, more?: Omit<ListColumn, 'column'>) => ListColumn) => Record<string, ListColumn>,
): ListSpec {
  const col = (column: string, more: Omit<ListColumn, 'column'> = {}): ListColumn => ({
    column: `${table}.${column}`,
    ...more,
  });
  return {
    columns: {
      [table === 'freights' ? 'freightId' : 'pickupId']: col(NUMBER_COLUMN[table], { sort: 'digits' }),
      status: col('status'),
      factoryShortName: col('factory_short_name'),
      depotShortName: col('depot_short_name'),
      deliveryDate: col('delivery_date', { kind: 'date' }),
      releaseDate: col('release_date', { kind: 'date' }),
      expectedDeadlineDate: col('expected_deadline_date', { kind: 'date' }),
      driverName: col('driver_name', { sort: 'lowerText' }),
      truckLicensePlateNumber: col('truck_license_plate_number'),
      transporterId: col('transporter_id', { kind: 'asText' }),
      jobId: col('job_id', { kind: 'asText' }),
      pallets: col('pallets', { kind: 'number' }),
      kg: col('kg', { kind: 'number' }),
      comment: col('comment', { sort: 'lower' }),
      createdAt: col('created_at', { kind: 'timestamp' }),
      updatedAt: col('updated_at', { kind: 'timestamp' }),
      orderIds: col('id', { filter: false, sort: false }),
      ...own(col),
    },
    quickFilter: [sql.ref(`${table}.search_text`)],
    searchText: `${table}.search_text`,
    emptyIn: 'none',
    tieBreak: (sort) =>
      sort.length === 0
        ? [
            [sql.ref(`${table}.created_at`), 'desc'],
            [sql.ref(`${table}.id`), 'desc'],
          ]
        : [[sql.ref(`${table}.id`), sort[0]?.dir ?? 'asc']],
  };
}
