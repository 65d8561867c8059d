import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

describe.each(BACKENDS)('orders list indexes under load [%s]', (backend) => {
  const env = useTestEnv(backend);

  /** The plan of a query with scans of the whole table made the last resort (the test data is small). */
  async function planOf(query: string): Promise<string> {
    return env()
      .database.db.transaction()
      .execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const { rows } = await sql<{ 'QUERY PLAN': string }>`explain ${sql.raw(query)}`.execute(trx);
        return rows.map((r) => r['QUERY PLAN']).join('\n');
      });
  }

  it('the quick filter and "contains" filters use the trigram index of search_text', async () => {
    expect(await planOf(`select order_id from orders where search_text like '%debrecen%'`)).toContain(
      'orders_search_text_trgm_idx',
    );
  });

  it('a status filter in the default order (newest first) reads the composite index', async () => {
    expect(
      await planOf(
        `select order_id from orders where status = 'new' order by created_at desc, order_id desc limit 50`,
      ),
    ).toContain('orders_status_created_idx');
  });
});
