import { type Kysely, sql } from 'kysely';

/**
 * The palette's server search (issue 16, GET /api/search) matches the stored lower-cased haystacks of
 * orders, freights and pickups with their accents folded ("kovacs" finds "Kovács"): a trigram GIN
 * index on exactly that expression per table. The letter pair is core/search's SEARCH_FOLD_FROM/TO as
 * of this migration, written out here (a migration never changes with the code).
 */
const FROM = 'áéíóöőúüűäâàèêëîïôòùûçÁÉÍÓÖŐÚÜŰ';
const TO = 'aeiooouuuaaaeeeiioouucaeiooouuu';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const table of ['orders', 'freights', 'pickups']) {
    await sql`create index ${sql.raw(`${table}_search_folded_trgm_idx`)} on ${sql.table(table)}
      using gin ((translate(search_text, ${sql.lit(FROM)}, ${sql.lit(TO)})) gin_trgm_ops)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['orders', 'freights', 'pickups'])
    await sql`drop index if exists ${sql.raw(`${table}_search_folded_trgm_idx`)}`.execute(db);
}
