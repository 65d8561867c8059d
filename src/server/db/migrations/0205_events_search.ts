import { type Kysely, sql } from 'kysely';

/**
 * The event log's free-text search column: lower-cased field names and values of the changes, the
 * user name and the entity id, written by recordEvent. A LIKE over plain text is several times
 * cheaper than casting every row's jsonb to text (see npm run bench:events).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Events written before this column: the same text, near enough (the jsonb's own spelling).
  await sql`update events set search_text = lower(changes::text || ' ' || coalesce(username, '') || ' ' || coalesce(entity_id, ''))`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('events').dropColumn('search_text').execute();
}
