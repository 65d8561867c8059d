import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASE_CONFIG_API } from '../../src/core/baseConfig/baseConfig.api.ts';
import type { PingResult } from '../../src/core/baseConfig/baseConfig.schemas.ts';
import { enqueueMessages } from '../../src/server/db/repositories/notifications.repository.ts';
import { channelDelivery } from '../../src/server/notifications/outboxSender.ts';
import { drainOutbox } from './support/drainOutbox.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

/**
 * Issue 22: the base-config ping and the webhook delivery take one outbound path. With the proxy
 * config on, both reach their target through the proxy (its key, the target in x-target-url); the
 * ping reports the status, the time and a Hungarian message saying which way it went.
 */

interface Seen {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: string;
}

const PROXY_KEY = 'proxy-key-7';
const targetCalls: Seen[] = [];
const proxyCalls: Seen[] = [];
let target: Server;
let proxy: Server;
let targetBase = '';
let proxyBase = '';

const read = (req: IncomingMessage) =>
  new Promise<string>((ok) => {
    let raw = '';
    req.on('data', (c: Buffer) => {
      raw += c.toString('utf8');
    });
    req.on('end', () => ok(raw));
  });

const listen = async (server: Server) => {
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  // The target: /health answers 200, /broken 503, /hook takes the webhook.
  target = createServer(async (req, res) => {
    targetCalls.push({
      method: req.method ?? '',
      path: req.url ?? '',
      headers: req.headers,
      body: await read(req),
    });
    res.statusCode = req.url === '/broken' ? 503 : 200;
    res.end('{}');
  });
  // A small relay proxy: checks its key, forwards the call to x-target-url, answers the target's status.
  proxy = createServer(async (req, res) => {
    const body = await read(req);
    proxyCalls.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, body });
    // 403, not 407: fetch turns a 407 into a network error (the Fetch standard, outside a browser window).
    if (req.headers['x-proxy-api-key'] !== PROXY_KEY) {
      res.statusCode = 403;
      return res.end();
    }
    const to = String(req.headers['x-target-url'] ?? '');
    const forwarded: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers))
      if (typeof value === 'string' && !['host', 'connection', 'content-length'].includes(name))
        forwarded[name] = value;
    try {
      const answer = await fetch(to, {
        method: req.method ?? 'GET',
        headers: forwarded,
        ...(req.method === 'POST' && { body }),
      });
      res.statusCode = answer.status;
      res.end(await answer.text());
    } catch {
      res.statusCode = 502;
      res.end();
    }
  });
  targetBase = await listen(target);
  proxyBase = await listen(proxy);
});

afterAll(async () => {
  for (const server of [target, proxy]) {
    server.closeAllConnections();
    await new Promise((ok) => server.close(ok));
  }
});

describe.each(BACKENDS)('outbound calls through the proxy config [%s]', (backend) => {
  const env = useTestEnv(backend, {}, { pingTimeoutMs: 1500 });
  const db = () => env().database.db;

  const setConfig = async (payload: Record<string, unknown>) => {
    const current = json<{ __v: number }>(await env().request(BASE_CONFIG_API.get, { as: 'superadmin' }));
    const res = await env().request(BASE_CONFIG_API.save, {
      as: 'superadmin',
      payload: { ...payload, __v: current.__v },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const ping = async (url: string) => {
    const res = await env().request(BASE_CONFIG_API.ping, { query: { forwardTo: url }, as: 'superadmin' });
    expect(res.statusCode, res.body).toBe(200);
    return json<PingResult>(res);
  };
  const proxyOn = (xApiKey = PROXY_KEY, url = `${proxyBase}/relay`) => ({
    proxyConfig: { url, xApiKey, sendMessage: true },
  });

  it('without the proxy config the ping goes straight to the target and says so', async () => {
    await setConfig({ proxyConfig: { url: `${proxyBase}/relay`, xApiKey: PROXY_KEY, sendMessage: false } });
    proxyCalls.length = 0;
    targetCalls.length = 0;
    const ok = await ping(`${targetBase}/health`);
    expect(ok).toEqual({
      ok: true,
      status: 200,
      ms: expect.any(Number),
      viaProxy: false,
      code: 'ping.reachable',
      message: expect.stringMatching(/^Elérhető: HTTP 200 \(\d+ ms\)\.$/),
    });
    expect(proxyCalls).toHaveLength(0);
    expect(targetCalls.map((c) => [c.method, c.path])).toEqual([['GET', '/health']]);
    expect(await ping(`${targetBase}/broken`)).toMatchObject({
      ok: false,
      status: 503,
      code: 'ping.httpError',
      message: expect.stringMatching(/^A cím válaszolt, de hibával: HTTP 503/),
    });
  });

  it('with the proxy config on, the ping and the webhook take the same way through the proxy', async () => {
    await setConfig({
      ...proxyOn(),
      shippingNotificationConfig: { url: `${targetBase}/hook`, xApiKey: 'hook-key', sendMessage: true },
    });
    proxyCalls.length = 0;
    targetCalls.length = 0;
    const pinged = await ping(`${targetBase}/health`);
    expect(pinged).toMatchObject({
      ok: true,
      status: 200,
      viaProxy: true,
      code: 'ping.reachable',
      message: expect.stringMatching(/^Elérhető a proxyn keresztül: HTTP 200 \(\d+ ms\)\.$/),
    });
    expect(
      proxyCalls.map((c) => [c.method, c.path, c.headers['x-target-url'], c.headers['x-proxy-api-key']]),
    ).toEqual([['GET', '/relay', `${targetBase}/health`, PROXY_KEY]]);
    expect(targetCalls.map((c) => c.path)).toEqual(['/health']);
    // The proxy's own URL is asked directly (is the proxy up?), not relayed to itself.
    proxyCalls.length = 0;
    expect(await ping(`${proxyBase}/relay`)).toMatchObject({ viaProxy: false, status: 403 });
    expect(proxyCalls.map((c) => c.headers['x-target-url'])).toEqual([undefined]);

    // The webhook of the outbox: the same proxy, key and target header, its own x-api-key relayed.
    await db().deleteFrom('notification_outbox').execute();
    await enqueueMessages(db(), [
      {
        channel: 'webhook',
        idempotencyKey: 'proxy-test:1',
        recipient: `${targetBase}/hook`,
        subject: '',
        body: '',
        payload: { type: 'orderItemsShipped', freightId: 'P-1' },
      },
    ]);
    proxyCalls.length = 0;
    targetCalls.length = 0;
    expect(await drainOutbox(db(), channelDelivery(), 1)).toEqual({ sent: 1, failed: 0 });
    expect(proxyCalls).toHaveLength(1);
    expect(proxyCalls[0]).toMatchObject({
      method: 'POST',
      path: '/relay',
      headers: {
        'x-target-url': `${targetBase}/hook`,
        'x-proxy-api-key': PROXY_KEY,
        'x-api-key': 'hook-key',
      },
    });
    expect(targetCalls).toHaveLength(1);
    expect(targetCalls[0]!.headers['x-api-key']).toBe('hook-key');
    expect(JSON.parse(targetCalls[0]!.body)).toEqual({ type: 'orderItemsShipped', freightId: 'P-1' });
  });

  it('reports a proxy that refuses the key, a proxy that is down, and a silent target, in Hungarian', async () => {
    await setConfig(proxyOn('wrong-key'));
    const refused = await ping(`${targetBase}/health`);
    expect(refused).toMatchObject({ ok: false, status: 403, viaProxy: true, code: 'ping.httpError' });
    expect(refused.message).toMatch(/^A cím a proxyn keresztül válaszolt, de hibával: HTTP 403/);

    await setConfig(proxyOn(PROXY_KEY, 'http://127.0.0.1:1/relay'));
    const down = await ping(`${targetBase}/health`);
    expect(down).toMatchObject({ ok: false, status: null, viaProxy: true, code: 'ping.proxyUnreachable' });
    expect(down.message).toMatch(
      /^A proxy \(http:\/\/127\.0\.0\.1:1\/relay\) nem érhető el: .+ \(\d+ ms\)\.$/,
    );

    await setConfig({ proxyConfig: { url: '', xApiKey: '', sendMessage: false } });
    const closed = await ping('http://127.0.0.1:1/');
    expect(closed).toMatchObject({ ok: false, status: null, viaProxy: false, code: 'ping.unreachable' });
    expect(closed.message).toMatch(/^A cím nem érhető el: /);
  });
});
