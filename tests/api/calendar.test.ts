import { describe, expect, it } from 'vitest';
import type { CalendarOverrideDoc } from '../../src/core/calendar/calendar.schemas.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

describe.each(BACKENDS)('calendar overrides [%s]', (backend) => {
  const env = useTestEnv(backend);
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, as = 'admin') =>
    env().call({
      method,
      url,
      as,
      ...(payload !== undefined && { payload: payload as Record<string, unknown> }),
    });

  it('adds, queries by range, changes with the version and deletes an override', async () => {
    const res = await call('POST', '/api/calendar', { date: '2026-12-24', workday: false });
    expect(res.statusCode).toBe(201);
    const o = json<{ override: CalendarOverrideDoc }>(res).override;
    await call('POST', '/api/calendar', { date: '2026-12-12', workday: true });
    const range = json<CalendarOverrideDoc[]>(
      await call('GET', '/api/calendar/query?from=2026-12-01&to=2026-12-31', undefined, 'production-viewer'),
    );
    expect(range.map((r) => [r.date, r.workday])).toEqual([
      ['2026-12-12', true],
      ['2026-12-24', false],
    ]);
    expect((await call('PUT', `/api/calendar/${o.id}`, { workday: true, __v: 0 })).statusCode).toBe(200);
    expect((await call('PUT', `/api/calendar/${o.id}`, { workday: false, __v: 0 })).statusCode).toBe(409);
    expect((await call('DELETE', `/api/calendar/${o.id}`)).statusCode).toBe(200);
  });

  it('refuses a bad date, a second override of a day and writes by non-editors', async () => {
    const bad = await call('POST', '/api/calendar', { date: '2026-13-40', workday: true });
    expect(bad.statusCode).toBe(400);
    expect(json<{ details: Record<string, string> }>(bad).details.date).toBeTruthy();
    await call('POST', '/api/calendar', { date: '2027-01-02', workday: true });
    expect((await call('POST', '/api/calendar', { date: '2027-01-02', workday: false })).statusCode).toBe(
      409,
    );
    expect(
      (await call('POST', '/api/calendar', { date: '2027-01-03', workday: true }, 'logistics-viewer'))
        .statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/calendar/query?from=x&to=y')).statusCode).toBe(400);
  });
});
