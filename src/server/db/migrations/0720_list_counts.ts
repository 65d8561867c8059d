import { type Kysely, sql } from 'kysely';

/**
 * Lists at a team's pace (issue 32 item 3): the counts of the freights, freight-bills and pickups
 * lists under their usual views (a scope and statuses, no column filter) are sums over a few rows
 * kept by statement triggers, as orders' `order_counts` (migration 0300), instead of a count of
 * every row per page (20,000 freights: the count was the largest part of a page).
 *
 * - `freight_list_counts`: freights per transporter ('' = none), status and bill status (the
 *   freight-bills view's `coalesce(bill ->> 'status', 'pending')` for delivered freights, '' for the rest);
 * - `pickup_list_counts`: pickups per transporter and status.
 *
 * The triggers add each statement's net change per key (a write that keeps a row's key writes no
 * count row, so ordinary edits never wait on a count row's lock), keys in order, so two
 * transactions never lock two count rows in opposite orders. Backfilled from the rows.
 */

const DELIVERED = `('shipped', 'finished', 'billed')`;

/** The count key of a freights row `r` (SQL). */
const freightKey = (r: string) =>
  `coalesce(${r}.transporter_id::text, ''), ${r}.status,
    case when ${r}.status in ${DELIVERED} then coalesce(${r}.bill ->> 'status', 'pending') else '' end`;

const pickupKey = (r: string) => `coalesce(${r}.transporter_id::text, ''), ${r}.status`;

/** A count table of `table` by `keys`, its statement triggers and its backfill. */
async function countTable(
  db: Kysely<unknown>,
  table: 'freights' | 'pickups',
  counts: string,
  keys: readonly string[],
  key: (r: string) => string,
): Promise<void> {
  const cols = keys.join(', ');
  const positions = keys.map((_, i) => String(i + 1)).join(', ');
  const upsert = (from: string) => `insert into ${counts} (${cols}, n)
        select ${cols}, sum(d) from (${from}) as changed (${cols}, d)
        group by ${positions} having sum(d) <> 0 order by ${positions}
        on conflict (${cols}) do update set n = ${counts}.n + excluded.n;`;
  const added = `select ${key('new_rows')}, 1 from new_rows`;
  const removed = `select ${key('old_rows')}, -1 from old_rows`;
  const run = (text: string) => sql.raw(text).execute(db);
  await run(`create table ${counts} (${keys.map((k) => `${k} text not null`).join(', ')},
    n bigint not null default 0, primary key (${cols}))`);
  await run(`create function ${counts}_apply() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        ${upsert(added)}
      elsif tg_op = 'DELETE' then
        ${upsert(removed)}
      else
        ${upsert(`${added} union all ${removed}`)}
      end if;
      return null;
    end $$`);
  await run(`create trigger ${table}_list_count_insert after insert on ${table}
    referencing new table as new_rows for each statement execute function ${counts}_apply()`);
  await run(`create trigger ${table}_list_count_update after update on ${table}
    referencing old table as old_rows new table as new_rows for each statement execute function ${counts}_apply()`);
  await run(`create trigger ${table}_list_count_delete after delete on ${table}
    referencing old table as old_rows for each statement execute function ${counts}_apply()`);
  // Backfill: the rows as they are now (the triggers count every later write).
  await run(
    `insert into ${counts} (${cols}, n) select ${key(table)}, count(*) from ${table} group by ${positions}`,
  );
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await countTable(
    db,
    'freights',
    'freight_list_counts',
    ['transporter_key', 'status', 'bill_status'],
    freightKey,
  );
  await countTable(db, 'pickups', 'pickup_list_counts', ['transporter_key', 'status'], pickupKey);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, counts] of [
    ['freights', 'freight_list_counts'],
    ['pickups', 'pickup_list_counts'],
  ] as const) {
    for (const op of ['insert', 'update', 'delete'])
      await sql`drop trigger if exists ${sql.raw(`${table}_list_count_${op}`)} on ${sql.raw(table)}`.execute(
        db,
      );
    await sql`drop table if exists ${sql.raw(counts)}`.execute(db);
    await sql`drop function if exists ${sql.raw(`${counts}_apply`)}()`.execute(db);
  }
}
