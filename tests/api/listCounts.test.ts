import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { FREIGHT_BILLS_API } from '../../src/core/freightBills/freightBills.api.ts';
import { FREIGHTS_API } from '../../src/core/freights/freights.api.ts';
import { PICKUPS_API } from '../../src/core/pickups/pickups.api.ts';
import * as listCounts from '../../src/server/db/migrations/0720_list_counts.ts';
import { insertFreights, insertPickups } from '../../src/server/db/repositories/freights.repository.ts';
import { findUserByUsername } from '../../src/server/db/repositories/users.repository.ts';
import { newFreightValues, newPickupValues } from '../factories/freights.factory.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

// The freights, freight-bills and pickups lists count their usual views from freight_list_counts and
// pickup_list_counts (migration 0720), kept by statement triggers. After every kind of write that
// moves a record between keys (insert, transporter, status, cancel, bill status, delete, a statement
// over many rows) the tables must hold what counting the rows gives, and the lists must answer it.
describe.each(BACKENDS)('list counts kept by the writes [%s]', (backend) => {
  const env = useTestEnv(backend);
  const db = () => env().database.db;

  async function expectCountsRight(step: string): Promise<void> {
    const kept = await sql<Record<string, unknown>>`
      select transporter_key, status, bill_status, n from freight_list_counts where n <> 0 order by 1, 2, 3`.execute(
      db(),
    );
    const counted = await sql<Record<string, unknown>>`
      select coalesce(transporter_id::text, '') as transporter_key, status,
        case when status in ('shipped', 'finished', 'billed') then coalesce(bill ->> 'status', 'pending') else '' end as bill_status,
        count(*) as n
      from freights group by 1, 2, 3 order by 1, 2, 3`.execute(db());
    expect(kept.rows, `freight counts after: ${step}`).toEqual(counted.rows);
    const keptPickups = await sql<Record<string, unknown>>`
      select transporter_key, status, n from pickup_list_counts where n <> 0 order by 1, 2`.execute(db());
    const countedPickups = await sql<Record<string, unknown>>`
      select coalesce(transporter_id::text, '') as transporter_key, status, count(*) as n
      from pickups group by 1, 2 order by 1, 2`.execute(db());
    expect(keptPickups.rows, `pickup counts after: ${step}`).toEqual(countedPickups.rows);

    // What the lists answer from them: every row of the scope, and those of the view's statuses.
    const count = async (from: string, where = 'true') =>
      Number(
        (
          await sql<{
            n: number;
          }>`select count(*) as n from ${sql.raw(from)} where ${sql.raw(where)}`.execute(db())
        ).rows[0]?.n,
      );
    const freights = await env().request(FREIGHTS_API.list, { as: 'admin', query: { page: 0, size: 1 } });
    expect(freights.statusCode, freights.body).toBe(200);
    expect([freights.data.filteredCount, freights.data.totalCount], step).toEqual([
      await count('freights', `status <> 'cancelled'`),
      await count('freights'),
    ]);
    const own = (await findUserByUsername(db(), 'transporter-manager'))?.transporterId as string;
    const theirs = await env().request(FREIGHTS_API.list, {
      as: 'transporter-manager',
      query: { page: 0, size: 1, statuses: ['cancelled'] },
    });
    expect([theirs.data.filteredCount, theirs.data.totalCount], step).toEqual([
      await count('freights', `status = 'cancelled' and transporter_id = '${own}'`),
      await count('freights', `transporter_id = '${own}'`),
    ]);
    const bills = await env().request(FREIGHT_BILLS_API.list, {
      as: 'admin',
      query: { page: 0, size: 1, statuses: ['accepted', 'declined'] },
    });
    expect([bills.data.filteredCount, bills.data.totalCount], step).toEqual([
      await count('freight_bill_rows', `bill_status in ('accepted', 'declined')`),
      await count('freight_bill_rows'),
    ]);
    const pickups = await env().request(PICKUPS_API.list, { as: 'admin', query: { page: 0, size: 1 } });
    expect([pickups.data.filteredCount, pickups.data.totalCount], step).toEqual([
      await count('pickups', `status <> 'cancelled'`),
      await count('pickups'),
    ]);
  }

  // Ten checks of four list calls each: longer than the default time-out on a busy machine.
  it('stay right after every write that moves a record between keys, and after the backfill', {
    timeout: 180_000,
  }, async () => {
    await expectCountsRight('the seeded database');
    const own = (await findUserByUsername(db(), 'transporter-manager'))?.transporterId as string;
    const [a, b, c] = await insertFreights(db(), [
      newFreightValues(),
      newFreightValues({ status: 'published', offerSentToTransporterIds: [own] }),
      newFreightValues({ status: 'finished', transporterId: own }),
    ]);
    const [p] = await insertPickups(db(), [newPickupValues(), newPickupValues({ status: 'scheduled' })]);
    await expectCountsRight('inserting freights and pickups');

    const set = await env().request(FREIGHTS_API.setTransporter, {
      as: 'admin',
      params: { id: a!.id },
      payload: { transporterId: own, __v: a!.__v },
    });
    expect(set.statusCode, set.body).toBe(200);
    await expectCountsRight('setting a transporter');

    const step = await env().request(FREIGHTS_API.nextStatus, {
      as: 'admin',
      params: { id: b!.id, version: String(b!.__v) },
      payload: { confirmed: true },
    });
    expect(step.statusCode, step.body).toBe(200);
    await expectCountsRight('a status step');

    const cancel = await env().request(FREIGHTS_API.cancel, {
      as: 'admin',
      payload: { freightIds: [a!.id, b!.id] },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await expectCountsRight('cancelling two freights in one call');
    const reopen = await env().request(FREIGHTS_API.uncancel, {
      as: 'admin',
      payload: { freightIds: [b!.id] },
    });
    expect(reopen.statusCode, reopen.body).toBe(200);
    await expectCountsRight('reopening a freight');

    const accept = await env().request(FREIGHT_BILLS_API.accept, {
      as: 'admin',
      params: { id: c!.id },
      payload: {},
    });
    expect(accept.statusCode, accept.body).toBe(200);
    await expectCountsRight('accepting a bill');

    const pickupCancel = await env().request(PICKUPS_API.cancel, {
      as: 'admin',
      payload: { pickupIds: [p!.id] },
    });
    expect(pickupCancel.statusCode, pickupCancel.body).toBe(200);
    await expectCountsRight('cancelling a pickup');

    // One statement over many rows: some change key, most keep theirs.
    await sql`update freights set status = case when id = ${c!.id}::uuid then 'billed' else status end,
      comment = comment || '.'`.execute(db());
    await sql`update pickups set transporter_id = ${own}::uuid where id = ${p!.id}::uuid`.execute(db());
    await expectCountsRight('an update of every row');

    await db().deleteFrom('freights').where('id', '=', a!.id).execute();
    await db().deleteFrom('pickups').where('id', '=', p!.id).execute();
    await expectCountsRight('deleting a freight and a pickup');

    // The migration's backfill counts what is there.
    await listCounts.down(db() as unknown as Kysely<unknown>);
    await listCounts.up(db() as unknown as Kysely<unknown>);
    await expectCountsRight('the backfill');
  });
});
