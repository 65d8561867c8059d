import { beforeAll, describe, expect, it } from 'vitest';
import { CALENDAR_API } from '../../src/core/calendar/calendar.api.ts';
import { addDays } from '../../src/core/calendar/workdays.ts';
import { asListResult } from '../../src/core/list/listCall.schemas.ts';
import { addMonths } from '../support/dates.ts';
import { periodBeyondSeed } from '../support/seedDates.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

describe.each(BACKENDS)('calendar overrides [%s]', (backend) => {
  const env = useTestEnv(backend);
  const api = CALENDAR_API;
  const add = (payload: Record<string, unknown>, as = 'admin') => env().request(api.create, { as, payload });
  const change = (id: string, payload: Record<string, unknown>) =>
    env().request(api.update, { as: 'admin', params: { id }, payload });
  // Days of a month no seeded override reaches; day(n, m) is the n-th day of the m-th month after it.
  let period = { from: '', to: '' };
  const day = (n: number, months = 0) => addDays(addMonths(period.from, months), n - 1);
  beforeAll(async () => {
    period = await periodBeyondSeed(env().database.db);
  });

  it('adds, queries by range, changes with the version and deletes an override', async () => {
    const res = await add({ date: day(24), workday: false });
    expect(res.statusCode).toBe(201);
    const o = res.data.override;
    await add({ date: day(12), workday: true });
    const range = await env().request(api.query, {
      as: 'production-viewer',
      query: period,
    });
    expect(range.data.map((r) => [r.date, r.workday])).toEqual([
      [day(12), true],
      [day(24), false],
    ]);
    const changed = await change(o.id, { workday: true, __v: 0 });
    expect(changed.statusCode).toBe(200);
    expect(changed.data.override).toMatchObject({ id: o.id, workday: true, __v: 1 });
    expect((await change(o.id, { workday: false, __v: 0 })).statusCode).toBe(409);
    const removed = await env().request(api.remove, { as: 'admin', params: { id: o.id } });
    expect(removed.statusCode).toBe(200);
    expect(removed.data).toEqual({ message: 'A törlés sikeresen megtörtént.', id: o.id });
  });

  it('answers every override without list parameters and the list contract with them', async () => {
    const date = day(15, 3);
    await add({ date, workday: false });
    const all = (await env().request(api.list, { as: 'logistics-viewer' })).data;
    expect(Array.isArray(all)).toBe(true);
    expect(asListResult(all).result.some((r) => r.date === date)).toBe(true);
    const page = (await env().request(api.list, { as: 'admin', query: { page: 0, size: 5, q: date } })).data;
    expect(Array.isArray(page)).toBe(false);
    expect(asListResult(page).filteredCount).toBe(1);
  });

  it('refuses a bad date, a second override of a day and writes by non-editors', async () => {
    // The date's form is the calendarOverride rules' (422 with the rule's message); a wrong type is 400.
    const bad = await add({ date: '2026-13-40', workday: true });
    expect(bad.statusCode).toBe(422);
    expect(bad.json<{ details: Record<string, string> }>().details).toEqual({
      date: 'A megadott formátum nem megfelelő! Formátum: 2026-12-24',
    });
    expect((await add({ date: 20261224, workday: true })).statusCode).toBe(400);
    await add({ date: day(2, 1), workday: true });
    const again = await add({ date: day(2, 1), workday: false });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'calendar.dateTaken',
      details: { date: 'Erre a napra már van beállítás!' },
    });
    expect((await add({ date: day(3, 1), workday: true }, 'logistics-viewer')).statusCode).toBe(403);
    const wrongRange = await env().request(api.query, { as: 'admin', query: { from: 'x', to: 'y' } });
    expect(wrongRange.statusCode).toBe(400);
  });
});
