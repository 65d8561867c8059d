import { describe, expect, it } from 'vitest';
import { DEMO_API } from '../../src/core/demo/demo.api.ts';
import type { DemoSettlementsResponse } from '../../src/core/demo/demo.schemas.ts';
import { getEmbeddedGazetteer } from '../../src/server/geo/gazetteerService.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

describe.each(BACKENDS)('demo settlements [%s]', (backend) => {
  const env = useTestEnv(backend);
  const get = (query: Record<string, string>, as = 'admin') =>
    env().request(DEMO_API.settlements, { query, as });

  it('answers distinct random real settlements whose addresses geocode back to them', async () => {
    const res = await get({ count: '40' });
    expect(res.statusCode).toBe(200);
    const { settlements } = json<DemoSettlementsResponse>(res);
    expect(settlements).toHaveLength(40);
    expect(new Set(settlements.map((s) => `${s.name}|${s.county}`)).size).toBe(40);
    const gazetteer = getEmbeddedGazetteer();
    for (const s of settlements) {
      expect(gazetteer.findByName(s.name).length, s.name).toBeGreaterThan(0);
      expect(s.address.startsWith(s.postalCode ? `${s.postalCode} ${s.name}, ` : `${s.name}, `)).toBe(true);
      expect(gazetteer.geocode(s.address)?.properties.address.city).toBe(s.name);
      expect(s.lat).toBeGreaterThan(45.7);
      expect(s.lat).toBeLessThan(48.6);
    }
    // Random: two calls do not answer the same list.
    const again = json<DemoSettlementsResponse>(await get({ count: '40' })).settlements;
    expect(again.map((s) => s.name)).not.toEqual(settlements.map((s) => s.name));
  });

  it('is for admins and the logistics manager only', async () => {
    expect((await get({ count: '1' }, 'logistics-manager')).statusCode).toBe(200);
    expect((await get({ count: '1' }, 'superadmin')).statusCode).toBe(200);
    expect((await get({ count: '1' }, 'logistics-viewer')).statusCode).toBe(403);
    expect((await get({ count: '1' }, 'transporter-manager')).statusCode).toBe(403);
    expect((await env().request(DEMO_API.settlements, { query: { count: '1' } })).statusCode).toBe(401);
  });

  it('refuses a missing, non-integer or out-of-range count with 400 and a field message', async () => {
    for (const [count, message] of [
      [undefined, 'A mező kitöltése kötelező!'],
      ['0', 'Pozitív egész számot adjon meg!'],
      ['2.5', 'Pozitív egész számot adjon meg!'],
      ['abc', 'Pozitív egész számot adjon meg!'],
      ['501', 'Kisebb számot adjon meg mint 500!'],
    ] as const) {
      const res = await get(count === undefined ? {} : { count });
      expect(res.statusCode, count).toBe(400);
      expect(json<{ details: Record<string, string> }>(res).details.count, count).toBe(message);
    }
  });
});
