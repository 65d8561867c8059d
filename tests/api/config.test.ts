import { describe, expect, it } from 'vitest';
import { CONFIG_API } from '../../src/core/config/config.api.ts';
import { ENUMS } from '../../src/core/config/enums.ts';
import { ROLE_CONSTANTS } from '../../src/core/permissions/roles.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

describe.each(BACKENDS)('start-up calls [%s]', (backend) => {
  const env = useTestEnv(backend);

  it('GET /api/version answers the build version without sign-in', async () => {
    const res = await env().request(CONFIG_API.version, {});
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ buildVersion: '9.9.9+test', version: '9.9.9', configMode: 'logistics' });
  });

  it('GET /api/config answers config, constants and enums without sign-in', async () => {
    const res = await env().request(CONFIG_API.config, {});
    expect(res.statusCode).toBe(200);
    const body = json<{ config: Record<string, unknown>; constants: unknown; enums: unknown }>(res);
    expect(body.config).toMatchObject({
      configMode: 'logistics',
      logisticsPlannerType: 'logistics',
      disableAuth: false,
      colors: { primary: '#1976D2' },
      view: {
        title: expect.any(String),
        logo: '/images/logo.svg',
        largeLogo: '/images/logo-large.svg',
        favicon: '/images/favicon.svg',
        theme: { primary: '#1976D2' },
      },
      palletTypes: [
        { name: 'EUR', lengthMm: 1200, widthMm: 800, ratio: 1 },
        { name: 'IND', lengthMm: 1200, widthMm: 1000, ratio: 1.25 },
      ],
      defaultFilters: {},
    });
    // From the permission rules (tests/api/rulesEnforced.test.ts pins the table).
    expect(Object.keys(body.config.fieldEditSettings as object)).toContain('order');
    expect((body.config.view as { productCategory: string[] }).productCategory.length).toBeGreaterThanOrEqual(
      3,
    );
    const scenarios = body.config.testOrdersJson as { id: string; name: string }[];
    expect(scenarios).toHaveLength(5);
    expect(new Set(scenarios.map((s) => s.id)).size).toBe(5);
    expect(body.constants).toEqual(JSON.parse(JSON.stringify(ROLE_CONSTANTS)));
    expect(body.enums).toEqual(JSON.parse(JSON.stringify(ENUMS)));
  });

  it('offers demo scenarios only in the logistics config mode, and reports planner type and auth', async () => {
    const marka = await env().extraApp({ configMode: 'marka', plannerType: 'loom' });
    const body = json<{ config: Record<string, unknown> }>(
      await env().request(CONFIG_API.config, { app: marka }),
    );
    expect(body.config).toMatchObject({
      configMode: 'marka',
      logisticsPlannerType: 'loom',
      testOrdersJson: [],
    });
    const version = json(await env().request(CONFIG_API.version, { app: marka }));
    expect(version).toMatchObject({ configMode: 'marka' });
  });

  it('GET /style answers a style of spec version 8 that needs no outside service', async () => {
    const res = await env().request(CONFIG_API.style, {});
    expect(res.statusCode).toBe(200);
    const style = json<{
      version: number;
      sources: Record<string, unknown>;
      layers: { id: string; type: string }[];
    }>(res);
    expect(style.version).toBe(8);
    expect(style.layers.length).toBeGreaterThan(0);
    expect(new Set(style.layers.map((l) => l.id)).size).toBe(style.layers.length);
    expect(JSON.stringify(style)).not.toMatch(/https?:\/\//);
  });

  it.each(['logo.svg', 'logo-large.svg', 'favicon.svg'])('GET /images/%s serves the SVG', async (name) => {
    const res = await env().request(CONFIG_API.image, { params: { name } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  });

  it('GET /favicon.ico serves the default favicon (browsers ask for it on every page)', async () => {
    const res = await env().request(CONFIG_API.favicon);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.body).toBe((await env().request(CONFIG_API.image, { params: { name: 'favicon.svg' } })).body);
  });

  it.each(['nincs.svg', '..%2Fconfig.ts', '..%2F..%2Fpackage.json', 'logo.svg%00.png'])(
    'GET /images/%s is a JSON 404',
    async (name) => {
      const res = await env().request(CONFIG_API.image, { params: { name } });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toMatchObject({ statusCode: 404, message: 'Nem található' });
    },
  );
});
