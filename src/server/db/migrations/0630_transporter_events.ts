import { type Kysely, sql } from 'kysely';

/**
 * Transporter portal (issue 19): a transporter's event log reads the events of the freights and
 * pickups assigned to it (events.repository.ts scopeWhere): events by freight number, pickups by
 * transporter.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index events_freight_idx on events (freight_id) where freight_id is not null`.execute(db);
  await sql`create index pickups_transporter_id_idx on pickups (transporter_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists pickups_transporter_id_idx`.execute(db);
  await sql`drop index if exists events_freight_idx`.execute(db);
}
