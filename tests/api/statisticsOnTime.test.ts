import { describe, expect, it } from 'vitest';
import { budapestDay } from '../../src/core/freightBills/priceAudit.ts';
import { FREIGHTS_API } from '../../src/core/freights/freights.api.ts';
import { STATISTICS_API } from '../../src/core/statistics/statistics.api.ts';
import { insertFreights } from '../../src/server/db/repositories/freights.repository.ts';
import { findUserByUsername } from '../../src/server/db/repositories/users.repository.ts';
import { newFreightValues } from '../factories/freights.factory.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

/** The Budapest day `days` from today (the delivery is stamped now, so the dates follow the clock). */
const dayFromToday = (days: number) => budapestDay(new Date(Date.now() + days * 86_400_000));

// On time means delivered by the expected deadline (issue 35): the delivery is the freight's first
// step to shipped, not its planned date, which made every group 100 % on time.
describe.each(BACKENDS)('statistics: on time is the real delivery [%s]', (backend) => {
  const env = useTestEnv(backend);
  const db = () => env().database.db;

  it('a freight delivered after its deadline is late though planned in time; an undelivered one is not judged', async () => {
    const factory = `OT${backend === 'postgres' ? 'P' : 'L'}${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
    const own = (await findUserByUsername(db(), 'transporter-manager'))?.transporterId as string;
    const values = (deliveryDate: string, expectedDeadlineDate: string) =>
      newFreightValues({
        status: 'delivery',
        factoryShortName: factory,
        transporterId: own,
        deliveryDate,
        releaseDate: dayFromToday(-4),
        expectedDeadlineDate,
      });
    const [late, inTime, open] = await insertFreights(db(), [
      values(dayFromToday(-3), dayFromToday(-1)), // planned before its deadline, delivered today: late
      values(dayFromToday(-1), dayFromToday(2)),
      values(dayFromToday(-1), dayFromToday(-2)),
    ]);
    const ship = (f: { id: string; __v: number }, as = 'transporter-manager') =>
      env().request(FREIGHTS_API.nextStatus, {
        as,
        params: { id: f.id, version: String(f.__v) },
        payload: { confirmed: true },
      });
    for (const f of [late!, inTime!]) {
      const res = await ship(f);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.data.status).toBe('shipped');
    }
    const query = { from: dayFromToday(-3), to: dayFromToday(0), groupBy: 'factory' };
    const group = async () =>
      (await env().request(STATISTICS_API.freights, { as: 'admin', query })).data.groups.find(
        (g) => g.key === factory,
      );
    expect(await group()).toMatchObject({ count: 3, onTimeRate: 0.5 });
    const details = await env().request(STATISTICS_API.details, {
      as: 'admin',
      query: { from: query.from, to: query.to, groupBy: 'factory', key: factory },
    });
    expect(details.statusCode, details.body).toBe(200);
    const byId = new Map(details.data.rows.map((r) => [r.id, r]));
    const today = dayFromToday(0);
    expect(byId.get(late!.id)).toMatchObject({ deliveredDate: today, onTime: false });
    expect(byId.get(inTime!.id)).toMatchObject({ deliveredDate: today, onTime: true });
    expect(byId.get(open!.id)).toMatchObject({ deliveredDate: null, onTime: null });

    // Stepped back before shipped, the delivery is taken back: only the late one is judged.
    const current = (await env().request(FREIGHTS_API.details, { as: 'admin', params: { id: inTime!.id } }))
      .data.freight;
    const back = await env().request(FREIGHTS_API.setStatus, {
      as: 'admin',
      params: { id: inTime!.id, version: String(current.__v) },
      payload: { status: 'delivery', confirmed: true },
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await group()).toMatchObject({ count: 3, onTimeRate: 0 });
  });
});
