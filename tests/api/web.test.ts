import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../scripts/precompress.mjs';
import { apiPath } from '../../src/core/api/endpoint.ts';
import { CONFIG_API } from '../../src/core/config/config.api.ts';
import { CONTENT_SECURITY_POLICY } from '../../src/server/http/securityHeaders.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

/** A bundle big enough to be precompressed by the build (scripts/precompress.mjs). */
const BUNDLE = `export const rows = [${Array.from({ length: 300 }, (_, i) => `{id:${i},name:"sor ${i}"}`).join(',')}];\n`;

const INDEX =
  '<!doctype html><html><body><div id="root"></div><script src="/logistics/assets/app-1a2b.js"></script></body></html>';

describe.each(BACKENDS)('web terminal under /logistics/ [%s]', (backend) => {
  const env = useTestEnv(backend);
  let dist = '';
  let app: FastifyInstance;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(os.tmpdir(), 'ft-web-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await writeFile(path.join(dist, 'assets', 'app-1a2b.js'), 'console.log("app");');
    await writeFile(path.join(dist, 'assets', 'grid-9f8e.js'), BUNDLE);
    await precompressDir(path.join(dist, 'assets'));
    // Built after the fixture exists: the static routes are registered from the files present.
    app = await env().extraApp({ webDistDir: dist });
  });
  afterAll(() => rm(dist, { recursive: true, force: true }));

  it('serves index.html at the base path and for every client-side route', async () => {
    for (const url of [
      '/logistics/',
      '/logistics/freights',
      '/logistics/freights?freightId=1,2',
      '/logistics/a/b',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable and answers missing assets with a JSON 404', async () => {
    const js = await app.inject({ method: 'GET', url: '/logistics/assets/app-1a2b.js' });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toMatch(/immutable/);
    for (const url of [
      '/logistics/assets/missing.js',
      '/logistics/missing.css',
      '/logistics/../package.json',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(json(res)).toMatchObject({ statusCode: 404, message: 'Nem található' });
    }
  });

  it("sends the build's brotli or gzip copy of an asset to a browser that accepts it, the file to others", async () => {
    const url = '/logistics/assets/grid-9f8e.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toMatch(/immutable/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BUNDLE);
    expect(br.rawPayload.length).toBeLessThan(BUNDLE.length / 3);

    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BUNDLE);

    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BUNDLE);
    // A small asset has no copy: sent as it is to every browser.
    const small = await app.inject({
      method: 'GET',
      url: '/logistics/assets/app-1a2b.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log("app");');
  });

  // Issue 15 item 8: no Content-Security-Policy or Permissions-Policy was sent.
  it('sends the security headers with the page, assets, API answers and errors', async () => {
    for (const url of [
      '/logistics/',
      '/logistics/assets/app-1a2b.js',
      apiPath(CONFIG_API.version),
      '/api/nincs',
    ]) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toBe(CONTENT_SECURITY_POLICY);
      expect(CONTENT_SECURITY_POLICY).toMatch(/script-src 'self'(;|$)/); // no inline script, no eval
      expect(res.headers['permissions-policy'], url).toMatch(
        /camera=\(\).*microphone=\(\).*geolocation=\(\)/,
      );
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('redirects / and /logistics to /logistics/', async () => {
    for (const url of ['/', '/logistics']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/logistics/');
    }
  });

  it('does not turn API mistakes into pages', async () => {
    for (const [method, url] of [
      ['POST', '/logistics/freights'],
      ['GET', '/api/nincs-ilyen'],
      ['GET', '/nincs-ilyen'],
    ] as const) {
      const res = await app.inject({ method, url });
      expect(res.statusCode).toBe(404);
      expect(json(res)).toMatchObject({ statusCode: 404, message: 'Nem található' });
    }
  });

  it('says the terminal is not built (503) when dist/web is missing', async () => {
    const page = await env().call({
      method: 'GET',
      url: '/logistics/orders',
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(503);
    expect(page.body).toMatch(/npm run build/);
    const api = await env().call({ method: 'GET', url: '/logistics/' });
    expect(api.statusCode).toBe(503);
    expect(json(api)).toMatchObject({ statusCode: 503, message: expect.stringMatching(/npm run build/) });
  });
});
