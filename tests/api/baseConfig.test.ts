import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BASE_CONFIG_API } from '../../src/core/baseConfig/baseConfig.api.ts';
import type { BaseConfig } from '../../src/core/baseConfig/baseConfig.schemas.ts';
import { MODULES_API } from '../../src/core/config/modules.api.ts';
import type { ModuleDocument } from '../../src/core/config/modules.schemas.ts';
import { DEFAULT_BASE_CONFIG } from '../../src/server/db/seed/seed.ts';
import { buildBaseConfigUpdate } from '../factories/baseConfig.factory.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

const get = async (env: ReturnType<ReturnType<typeof useTestEnv>>, as: string) =>
  json<BaseConfig>(await env.request(BASE_CONFIG_API.get, { as }));

describe.each(BACKENDS)('base config [%s]', (backend) => {
  // Long enough for a loaded CI machine to reach a local server; the silent one is cut off by it.
  const env = useTestEnv(backend, {}, { pingTimeoutMs: 1500 });

  describe('GET /api/baseConfig', () => {
    it('answers the seeded defaults in camelCase to every signed-in user', async () => {
      const res = await env().request(BASE_CONFIG_API.get, { as: 'entrance-supervisor' });
      expect(res.statusCode).toBe(200);
      const { fuzzySearch, proxyConfig, shippingNotificationConfig, ...common } = DEFAULT_BASE_CONFIG;
      expect(json(res)).toEqual({ id: expect.any(String), __v: 0, ...common });
      expect((await env().request(BASE_CONFIG_API.get, {})).statusCode).toBe(401);
    });

    it('shows fuzzySearch and proxyConfig to the superadmin only, the webhook to editors', async () => {
      const superadmin = await get(env(), 'superadmin');
      expect(superadmin.fuzzySearch).toEqual(DEFAULT_BASE_CONFIG.fuzzySearch);
      expect(superadmin.proxyConfig).toEqual(DEFAULT_BASE_CONFIG.proxyConfig);
      for (const role of ['admin', 'logistics-manager']) {
        const seen = await get(env(), role);
        expect(seen).not.toHaveProperty('fuzzySearch');
        expect(seen).not.toHaveProperty('proxyConfig');
        expect(seen.shippingNotificationConfig).toEqual(DEFAULT_BASE_CONFIG.shippingNotificationConfig);
      }
      expect(await get(env(), 'logistics-viewer')).not.toHaveProperty('shippingNotificationConfig');
    });
  });

  describe('PUT /api/baseConfig[/:id]', () => {
    it('saves every editable field for an admin, with and without the id, bumping __v', async () => {
      const current = await get(env(), 'admin');
      const change = buildBaseConfigUpdate({ __v: current.__v });
      const res = await env().request(BASE_CONFIG_API.update, {
        params: { id: current.id },
        as: 'admin',
        payload: change,
      });
      expect(res.statusCode).toBe(200);
      const { __v, ...fields } = change;
      expect(json(res)).toMatchObject({
        message: 'A módosítás sikeresen megtörtént.',
        baseConfig: { ...fields, __v: current.__v + 1 },
      });
      expect(await get(env(), 'logistics-viewer')).toMatchObject(fields);
      const noId = await env().request(BASE_CONFIG_API.save, {
        as: 'admin',
        payload: { deliveryInterval: 6 },
      });
      expect(noId.statusCode).toBe(200);
      expect(json(noId)).toMatchObject({ baseConfig: { deliveryInterval: 6, __v: current.__v + 2 } });
    });

    it('refuses a stale __v with 409 and an unknown id with 404', async () => {
      const current = await get(env(), 'admin');
      const stale = await env().request(BASE_CONFIG_API.save, {
        as: 'admin',
        payload: { deliveryInterval: 9, __v: current.__v - 1 },
      });
      expect(stale.statusCode).toBe(409);
      for (const id of ['00000000-0000-4000-8000-000000000000', 'abc']) {
        const res = await env().request(BASE_CONFIG_API.update, {
          params: { id },
          as: 'admin',
          payload: { deliveryInterval: 9 },
        });
        expect(res.statusCode).toBe(404);
      }
      expect((await get(env(), 'admin')).deliveryInterval).toBe(current.deliveryInterval);
    });

    it('keeps fuzzySearch and proxyConfig to the superadmin (403 with field details otherwise)', async () => {
      const before = await get(env(), 'superadmin');
      const res = await env().request(BASE_CONFIG_API.save, {
        as: 'admin',
        payload: {
          deliveryInterval: 3,
          fuzzySearch: { enabled: false, threshold: 10 },
          proxyConfig: before.proxyConfig,
        },
      });
      expect(res.statusCode).toBe(403);
      // Only the field whose value changes is refused: proxyConfig is re-sent unchanged.
      expect(json(res)).toMatchObject({ message: 'Nem engedélyezett művelet' });
      expect(json<{ details: Record<string, string> }>(res).details).toEqual({
        fuzzySearch: expect.any(String),
      });
      expect(await get(env(), 'superadmin')).toEqual(before);
      // Re-sending both unchanged beside a field the admin may change is no change of them: saved.
      const unchanged = await env().request(BASE_CONFIG_API.save, {
        as: 'admin',
        payload: {
          deliveryInterval: before.deliveryInterval,
          fuzzySearch: before.fuzzySearch,
          proxyConfig: before.proxyConfig,
        },
      });
      expect(unchanged.statusCode).toBe(200);
      const proxy = { url: 'https://proxy.example.com/hook', xApiKey: 'k', sendMessage: true };
      const bySuper = await env().request(BASE_CONFIG_API.save, {
        as: 'superadmin',
        payload: { fuzzySearch: { enabled: false, threshold: 10 }, proxyConfig: proxy },
      });
      expect(bySuper.statusCode).toBe(200);
      expect(json(bySuper)).toMatchObject({
        baseConfig: { fuzzySearch: { enabled: false, threshold: 10 }, proxyConfig: proxy },
      });
    });

    it('saves the shipping notification channel (emailApi or smtp) and refuses any other', async () => {
      const hook = { url: 'https://erp.example.com/shipped', xApiKey: 'secret', sendMessage: true };
      const smtp = await env().request(BASE_CONFIG_API.save, {
        as: 'admin',
        payload: { shippingNotificationConfig: { ...hook, channel: 'smtp' } },
      });
      expect(smtp.statusCode).toBe(200);
      expect((await get(env(), 'admin')).shippingNotificationConfig).toEqual({ ...hook, channel: 'smtp' });
      const fax = await env().request(BASE_CONFIG_API.save, {
        as: 'admin',
        payload: { shippingNotificationConfig: { ...hook, channel: 'fax' } },
      });
      expect(fax.statusCode).toBe(400);
      expect(json<{ details: Record<string, string> }>(fax).details).toHaveProperty(
        'shippingNotificationConfig.channel',
      );
      expect((await get(env(), 'admin')).shippingNotificationConfig?.channel).toBe('smtp');
    });

    it('lets the logistics manager edit only while the base module allows it', async () => {
      const ok = await env().request(BASE_CONFIG_API.save, {
        as: 'logistics-manager',
        payload: { deliveryInterval: 7 },
      });
      expect(ok.statusCode).toBe(200);
      const modules = json<ModuleDocument[]>(await env().request(MODULES_API.list, { as: 'superadmin' }));
      const base = modules.find((m) => m.key === 'base') as ModuleDocument;
      const setFlag = (flag: boolean) =>
        env().request(MODULES_API.update, {
          params: { id: base.id },
          as: 'superadmin',
          payload: { config: { logisticsManagerCanModifyBaseConfig: flag } },
        });
      await setFlag(false);
      const refused = await env().request(BASE_CONFIG_API.save, {
        as: 'logistics-manager',
        payload: { deliveryInterval: 8 },
      });
      expect(refused.statusCode).toBe(403);
      expect(await get(env(), 'logistics-manager')).not.toHaveProperty('shippingNotificationConfig');
      await setFlag(true);
      for (const role of [
        'logistics-viewer',
        'production-manager',
        'transporter-manager',
        'entrance-supervisor',
      ]) {
        const res = await env().request(BASE_CONFIG_API.save, {
          as: role,
          payload: { deliveryInterval: 8 },
        });
        expect(res.statusCode).toBe(403);
      }
    });

    it.each([
      [
        'unknown packing algorithm',
        { packingAlgorithm: 'tetris' },
        'packingAlgorithm',
        'A csomagolási algoritmus neve nem megfelelő!',
      ],
      [
        'negative interval',
        { deliveryInterval: -1 },
        'deliveryInterval',
        'Pozitív egész számot vagy nullát adjon meg!',
      ],
      [
        'fractional interval',
        { freightDeadlineWarningInterval: 1.5 },
        'freightDeadlineWarningInterval',
        'Pozitív egész számot vagy nullát adjon meg!',
      ],
      [
        'interval as text',
        { transporterReplyDeadline: '5' },
        'transporterReplyDeadline',
        'Pozitív egész számot vagy nullát adjon meg!',
      ],
      ['huge interval', { deliveryInterval: 1000 }, 'deliveryInterval', 'Kisebb számot adjon meg mint 365!'],
      ['zero slot length', { lengthOfTimeSlot: 0 }, 'lengthOfTimeSlot', 'Pozitív egész számot adjon meg!'],
      [
        'negative unload time',
        { unloadTimePerPallet: -0.5 },
        'unloadTimePerPallet',
        'Pozitív számot vagy nullát adjon meg!',
      ],
      [
        'bad interval type',
        { deliveryIntervalType: 'hónap' },
        'deliveryIntervalType',
        'A megadott érték nem megfelelő!',
      ],
      ['bad routing method', { routingMethod: 'SLOW' }, 'routingMethod', 'A megadott érték nem megfelelő!'],
      [
        'bad opening time',
        { openingHours: [{ weekday: 1, from: '25:00', to: '26:00' }] },
        'openingHours.0.from',
        'A beírt érték nem megfelelő. Formátum: 8:00',
      ],
      [
        'reversed opening hours',
        { openingHours: [{ weekday: 2, from: '18:00', to: '8:00' }] },
        'openingHours.0.to',
        'Hibás intervallum!',
      ],
      [
        'weekday twice',
        {
          openingHours: [
            { weekday: 3, from: '8:00', to: '9:00' },
            { weekday: 3, from: '10:00', to: '11:00' },
          ],
        },
        'openingHours',
        expect.any(String),
      ],
      [
        'bad webhook URL',
        { shippingNotificationConfig: { url: 'ftp://x', xApiKey: '', sendMessage: true } },
        'shippingNotificationConfig.url',
        expect.stringMatching(/^Az URL formátuma/),
      ],
      [
        'too long API key',
        { shippingNotificationConfig: { url: '', xApiKey: 'k'.repeat(201), sendMessage: true } },
        'shippingNotificationConfig.xApiKey',
        'Legfeljebb 200 karakter adható meg!',
      ],
    ])(
      'rejects %s with 400 and the field message, saving nothing',
      async (_name, payload, field, message) => {
        const before = await get(env(), 'superadmin');
        const res = await env().request(BASE_CONFIG_API.save, {
          as: 'admin',
          payload: { deliveryInterval: 1, ...payload },
        });
        expect(res.statusCode).toBe(400);
        expect(json(res)).toMatchObject({
          statusCode: 400,
          message: 'Hibás kérés',
          details: { [field]: message },
        });
        expect(await get(env(), 'superadmin')).toEqual(before);
      },
    );

    it('rejects malformed JSON with 400', async () => {
      const res = await env().request(BASE_CONFIG_API.save, {
        as: 'admin',
        payload: '{"deliveryInterval": 5,,}',
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(400);
      expect(json(res)).toMatchObject({ message: 'Hibás kérés', details: { body: expect.any(String) } });
    });
  });

  describe('GET /api/baseConfig/ping', () => {
    let server: Server;
    let base = '';
    beforeAll(async () => {
      server = createServer((req, res) => {
        if (req.url === '/slow') return; // never answers: the ping must time out
        res.statusCode = req.url === '/fail' ? 500 : 200;
        res.end('ok');
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    });
    const ping = (url: string, as = 'superadmin') =>
      env().request(BASE_CONFIG_API.ping, { query: { forwardTo: url }, as });
    // The ping goes the way a webhook would: straight here, with the proxy config off
    // (tests/api/outboundProxy.test.ts: through the proxy).
    beforeEach(async () => {
      const off = await env().request(BASE_CONFIG_API.save, {
        as: 'superadmin',
        payload: { proxyConfig: { url: '', xApiKey: '', sendMessage: false } },
      });
      expect(off.statusCode, off.body).toBe(200);
    });

    it('reports the status of a reachable URL', async () => {
      const ok = await ping(`${base}/health`);
      expect(ok.statusCode).toBe(200);
      expect(json(ok)).toEqual({
        ok: true,
        status: 200,
        ms: expect.any(Number),
        viaProxy: false,
        code: 'ping.reachable',
        message: expect.stringMatching(/^Elérhető: HTTP 200/),
      });
      expect(json(await ping(`${base}/fail`))).toMatchObject({ ok: false, status: 500 });
    });

    it('reports unreachable and silent URLs without failing the call', async () => {
      const closedPort = await ping('http://127.0.0.1:1/');
      expect(closedPort.statusCode).toBe(200);
      expect(json(closedPort)).toMatchObject({
        ok: false,
        message: expect.stringMatching(/^A cím nem érhető el/),
      });
      const slow = json<{ ok: boolean; message: string; ms: number }>(await ping(`${base}/slow`));
      expect(slow).toMatchObject({ ok: false, message: expect.stringMatching(/^Időtúllépés/) });
    });

    it('accepts only http and https URLs and is for the superadmin only', async () => {
      for (const url of ['ftp://example.com', 'file:///etc/passwd', 'javascript:alert(1)', '']) {
        const res = await ping(url);
        expect(res.statusCode).toBe(400);
        expect(json(res)).toMatchObject({ details: { forwardTo: expect.any(String) } });
      }
      expect((await env().request(BASE_CONFIG_API.ping, { as: 'superadmin' })).statusCode).toBe(400);
      expect((await ping(`${base}/health`, 'admin')).statusCode).toBe(403);
    });
  });
});
