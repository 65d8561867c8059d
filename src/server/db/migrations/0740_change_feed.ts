import { type Kysely, sql } from 'kysely';

/** The channel every change of the watched tables is announced on (db/changeFeed.ts listens). */
export const CHANGE_FEED_CHANNEL = 'change_feed';

/**
 * What one changed row is announced as, in the order of `ChangeRow` (db/changeFeed.ts):
 * id, number, version, updated_at in ms, status, transporter now, transporter before, deleted.
 * `r` is the row (new_rows or old_rows), `o` the row before an update (null columns otherwise).
 */
interface Feed {
  table: string;
  key: string;
  number?: string;
  status?: string;
  transporter?: string;
  version?: boolean;
  updatedAt?: boolean;
}

/** Issue 32: the tables polls and the change stream follow. */
const FEEDS: readonly Feed[] = [
  { table: 'orders', key: 'order_id', status: 'status', version: true, updatedAt: true },
  {
    table: 'freights',
    key: 'id',
    number: 'freight_id',
    status: 'status',
    transporter: 'transporter_id',
    version: true,
    updatedAt: true,
  },
  {
    table: 'pickups',
    key: 'id',
    number: 'pickup_id',
    status: 'status',
    transporter: 'transporter_id',
    version: true,
    updatedAt: true,
  },
  {
    table: 'offers',
    key: 'id',
    number: 'freight_uuid',
    status: 'status',
    transporter: 'transporter_id',
    version: true,
  },
  { table: 'capacity_estimates', key: 'id', transporter: 'transporter_id', version: true, updatedAt: true },
  { table: 'planning_jobs', key: 'id', number: 'requested_by', status: 'state' },
  { table: 'app_settings', key: 'key' },
  { table: 'notification_outbox', key: 'id', status: 'channel' },
  // Sessions and users: a sign-out or a role change on one instance ends the token on every instance at once.
  { table: 'auth_sessions', key: 'id', number: 'user_id' },
  { table: 'users', key: 'id' },
  { table: 'modules', key: 'id' },
];

const col = (alias: string, column: string | undefined, cast = '') =>
  column ? `${alias}.${column}${cast}` : 'null';

function rowExpression(f: Feed, r: string, o: string | null, deleted: boolean): string {
  return `jsonb_build_array(${r}.${f.key}::text, ${col(r, f.number, '::text')}, ${f.version ? `${r}.version` : 'null'}, ${
    f.updatedAt ? `floor(extract(epoch from ${r}.updated_at) * 1000)::bigint` : 'null'
  }, ${col(r, f.status)}, ${deleted ? 'null' : col(r, f.transporter, '::text')}, ${
    deleted ? col(r, f.transporter, '::text') : o ? col(o, f.transporter, '::text') : 'null'
  }, ${deleted ? 1 : 0})`;
}

/**
 * Every committed write of the watched tables is announced with NOTIFY (delivered at commit, never
 * for a rolled-back transaction) by statement-level triggers: one notification per 20 rows (a freight's row is about 170 bytes), so a
 * planning commit of 200 orders stays under PostgreSQL's 8,000-byte payload limit. Polls keep their
 * state in memory from these (no query per poll) and the change stream forwards them; on PGlite the
 * same NOTIFY reaches the process's own listener before the COMMIT returns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
create or replace function change_feed_send(entity text, rows jsonb) returns void language plpgsql as $$
declare
  n int := coalesce(jsonb_array_length(rows), 0);
  i int := 0;
begin
  while i < n loop
    perform pg_notify('${CHANGE_FEED_CHANNEL}', jsonb_build_object('e', entity, 'r',
      (select jsonb_agg(x.value order by x.k) from jsonb_array_elements(rows) with ordinality as x(value, k)
        where x.k > i and x.k <= i + 20))::text);
    i := i + 20;
  end loop;
end $$`)
    .execute(db);
  for (const f of FEEDS) {
    const fn = `change_feed_${f.table}`;
    await sql
      .raw(`
create or replace function ${fn}() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    perform change_feed_send('${f.table}', (select jsonb_agg(${rowExpression(f, 'o', null, true)}) from old_rows o));
  elsif tg_op = 'UPDATE' then
    -- A changed key (an order number renamed) announces the old key as deleted.
    perform change_feed_send('${f.table}', (select jsonb_agg(x) from (
      select ${rowExpression(f, 'n', 'o', false)} as x from new_rows n left join old_rows o on o.${f.key} = n.${f.key}
      union all
      select ${rowExpression(f, 'o', null, true)} from old_rows o
        where not exists (select 1 from new_rows n where n.${f.key} = o.${f.key})) s));
  else
    perform change_feed_send('${f.table}', (select jsonb_agg(${rowExpression(f, 'n', null, false)}) from new_rows n));
  end if;
  return null;
end $$`)
      .execute(db);
    const transitions = {
      insert: 'new table as new_rows',
      update: 'old table as old_rows new table as new_rows',
      delete: 'old table as old_rows',
    };
    for (const [op, referencing] of Object.entries(transitions))
      await sql
        .raw(`create trigger ${fn}_${op} after ${op} on ${f.table} referencing ${referencing}
          for each statement execute function ${fn}()`)
        .execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const f of FEEDS) {
    const fn = `change_feed_${f.table}`;
    for (const op of ['insert', 'update', 'delete'])
      await sql.raw(`drop trigger if exists ${fn}_${op} on ${f.table}`).execute(db);
    await sql.raw(`drop function if exists ${fn}()`).execute(db);
  }
  await sql`drop function if exists change_feed_send(text, jsonb)`.execute(db);
}
