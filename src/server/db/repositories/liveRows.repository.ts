import { type Kysely, sql } from 'kysely';
import type { ChangeRow } from '../changeFeed.ts';
import type { Database } from '../schema.ts';

/** The tables whose rows the polls keep in memory (server/live/liveState.ts). */
export type LiveTableName = 'orders' | 'freights' | 'pickups';

const COLUMNS: Record<LiveTableName, { id: string; number: string; transporter: string }> = {
  orders: { id: 'order_id', number: 'null', transporter: 'null' },
  freights: { id: 'id', number: 'freight_id', transporter: 'transporter_id' },
  pickups: { id: 'id', number: 'pickup_id', transporter: 'transporter_id' },
};

/**
 * Every row of a live table in the shape the change feed announces (migration 0740): read once when
 * the state starts or after the listener lost announcements, then kept by the feed alone.
 */
export async function loadLiveRows(db: Kysely<Database>, table: LiveTableName): Promise<ChangeRow[]> {
  const c = COLUMNS[table];
  const { rows } = await sql<{
    id: string;
    number: string | null;
    version: number;
    at: number;
    status: string;
    transporter_id: string | null;
  }>`select ${sql.raw(c.id)}::text as id, ${sql.raw(c.number)}::text as number, version,
       floor(extract(epoch from updated_at) * 1000)::float8 as at, status,
       ${sql.raw(c.transporter)}::text as transporter_id
     from ${sql.table(table)}`.execute(db);
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    version: Number(r.version),
    at: Number(r.at),
    status: r.status,
    transporterId: r.transporter_id,
    transporterBefore: null,
    deleted: false,
  }));
}
