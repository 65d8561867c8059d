import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serializeQuery } from '../../src/core/api/query.ts';
import { ERROR_MESSAGES } from '../../src/core/errors/messages.ts';
import {
  ApiError,
  CanceledError,
  decodeErrorBody,
  errorAlertText,
  isCanceled,
} from '../../src/web/api/apiErrors.ts';
import { apiRequest, configureHttp, type HttpHooks } from '../../src/web/api/http.ts';
import { latestOnly } from '../../src/web/api/latestOnly.ts';

describe('serializeQuery', () => {
  it('writes arrays as repeated keys, unencoded', () => {
    expect(serializeQuery({ ids: ['241122TVS1', '241122TVS2'], page: 2 })).toBe(
      '?ids=241122TVS1&ids=241122TVS2&page=2',
    );
    expect(serializeQuery({ freightId: '1,2,3', path: 'a/b:c', name: 'Győr' })).toBe(
      '?freightId=1,2,3&path=a/b:c&name=Győr',
    );
  });

  it('escapes only what would change the query, and skips empty values', () => {
    expect(serializeQuery({ q: 'a&b c#d+e=f%' })).toBe('?q=a%26b%20c%23d%2Be%3Df%25');
    expect(serializeQuery({ a: null, b: undefined, c: [] })).toBe('');
    expect(serializeQuery(undefined)).toBe('');
    expect(serializeQuery({ flag: false, n: 0 })).toBe('?flag=false&n=0');
  });
});

describe('errorAlertText (shell.md §8)', () => {
  it('504 is the time-out text whatever the body says', () => {
    expect(errorAlertText(504, { message: 'x' })).toBe('Időtúllépés miatt nem érkezett válasz a szervertől!');
  });

  it('prefers details (string or joined field messages), then message, then the generic text', () => {
    expect(errorAlertText(400, { message: 'Hibás kérés', details: 'Részletek' })).toBe('Részletek');
    expect(
      errorAlertText(400, {
        message: 'Hibás kérés',
        details: { username: 'A mező kitöltése kötelező!', email: 'Az email cím formátuma nem megfelelő!' },
      }),
    ).toBe('A mező kitöltése kötelező!\nAz email cím formátuma nem megfelelő!');
    expect(errorAlertText(403, { message: 'Nem engedélyezett művelet' })).toBe('Nem engedélyezett művelet');
    expect(errorAlertText(500, null)).toBe('Hiba történt, próbálja újra!');
    expect(errorAlertText(500, { message: '  ' })).toBe(ERROR_MESSAGES.generic);
  });

  it('decodes binary error bodies as JSON', async () => {
    const blob = new Blob([JSON.stringify({ statusCode: 404, message: 'Nem található' })], {
      type: 'application/octet-stream',
    });
    expect(await decodeErrorBody(new Response(blob, { status: 404 }))).toMatchObject({
      message: 'Nem található',
    });
    expect(await decodeErrorBody(new Response('<html>', { status: 502 }))).toBeNull();
    expect(await decodeErrorBody(new Response('', { status: 500 }))).toBeNull();
  });
});

describe('apiRequest', () => {
  const calls: { url: string; init: RequestInit }[] = [];
  let respond: (url: string, init: RequestInit) => Promise<Response>;
  const hooks = {
    token: vi.fn<HttpHooks['token']>(() => 'tok'),
    authDisabled: vi.fn<HttpHooks['authDisabled']>(() => false),
    onUnauthorized: vi.fn<HttpHooks['onUnauthorized']>(),
    onAlert: vi.fn<HttpHooks['onAlert']>(),
  };
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  beforeEach(() => {
    calls.length = 0;
    for (const h of Object.values(hooks)) h.mockClear();
    hooks.token.mockImplementation(() => 'tok');
    hooks.authDisabled.mockImplementation(() => false);
    configureHttp(hooks);
    respond = async () => json(200, { ok: true });
    vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return respond(url, init);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const header = (i: number, name: string) =>
    ((calls[i]?.init.headers ?? {}) as Record<string, string>)[name];

  it('sends JSON with the bearer token and parses the answer', async () => {
    const out = await apiRequest<{ ok: boolean }>('POST', '/api/x', {
      body: { a: 1 },
      query: { id: [1, 2] },
    });
    expect(out).toEqual({ ok: true });
    expect(calls[0]?.url).toBe('/api/x?id=1&id=2');
    expect(calls[0]?.init.body).toBe('{"a":1}');
    expect(header(0, 'Content-Type')).toBe('application/json');
    expect(header(0, 'Accept')).toBe('application/json');
    expect(header(0, 'Authorization')).toBe('Bearer tok');
  });

  it('sends no token without auth, with auth disabled, or when told not to', async () => {
    await apiRequest('GET', '/api/config', { auth: false });
    hooks.authDisabled.mockImplementation(() => true);
    await apiRequest('GET', '/api/modules/active');
    hooks.authDisabled.mockImplementation(() => false);
    hooks.token.mockImplementation(() => null);
    await apiRequest('GET', '/api/y');
    await apiRequest('GET', '/api/z', { token: 'fresh' });
    expect([0, 1, 2].map((i) => header(i, 'Authorization'))).toEqual([undefined, undefined, undefined]);
    expect(header(3, 'Authorization')).toBe('Bearer fresh');
  });

  it('alerts the error text and still rejects to the caller', async () => {
    respond = async () => json(409, { statusCode: 409, message: 'Ütközés' });
    const err = await apiRequest('GET', '/api/x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(409);
    expect(hooks.onAlert).toHaveBeenCalledWith('Ütközés');
  });

  it('alerts the time-out text on 504 and the generic text on a network failure', async () => {
    respond = async () => new Response('gateway', { status: 504 });
    await expect(apiRequest('GET', '/api/x')).rejects.toBeInstanceOf(ApiError);
    respond = async () => {
      throw new TypeError('Failed to fetch');
    };
    await expect(apiRequest('GET', '/api/x')).rejects.toMatchObject({ status: 0 });
    expect(hooks.onAlert.mock.calls).toEqual([[ERROR_MESSAGES.timeout], [ERROR_MESSAGES.generic]]);
  });

  it('401 ends the session instead of alerting; sign-in opts out and alerts the server message', async () => {
    respond = async () => json(401, { statusCode: 401, message: 'Hibás felhasználónév vagy jelszó!' });
    await expect(apiRequest('GET', '/users')).rejects.toBeInstanceOf(ApiError);
    expect(hooks.onUnauthorized).toHaveBeenCalledWith('/users');
    expect(hooks.onAlert).not.toHaveBeenCalled();
    await expect(
      apiRequest('POST', '/users/auth/login', { auth: false, unauthorizedLogout: false }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(hooks.onAlert).toHaveBeenCalledWith('Hibás felhasználónév vagy jelszó!');
  });

  it('silent calls show nothing but still end the session on 401; skipped calls do neither', async () => {
    respond = async () => json(500, { message: 'x' });
    await expect(
      apiRequest('GET', '/api/orders/frontend/check-processing', { errorMode: 'silent' }),
    ).rejects.toThrow();
    respond = async () => json(401, { message: 'x' });
    await expect(
      apiRequest('GET', '/api/orders/frontend/check-processing', { errorMode: 'silent' }),
    ).rejects.toThrow();
    await expect(apiRequest('GET', '/api/baseConfig/ping', { errorMode: 'skip' })).rejects.toThrow();
    expect(hooks.onAlert).not.toHaveBeenCalled();
    expect(hooks.onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a newer call of the same kind cancels the previous one silently', async () => {
    respond = (_url, init) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => resolve(json(200, { n: 1 })), 20);
        init.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    const first = apiRequest('GET', '/api/orders', { signal: latestOnly('orders') }).catch((e: unknown) => e);
    const second = apiRequest('GET', '/api/orders', { signal: latestOnly('orders') });
    const other = apiRequest('GET', '/api/freights', { signal: latestOnly('freights') });
    expect(isCanceled(await first)).toBe(true);
    expect(await first).toBeInstanceOf(CanceledError);
    await expect(second).resolves.toEqual({ n: 1 });
    await expect(other).resolves.toEqual({ n: 1 });
    expect(hooks.onAlert).not.toHaveBeenCalled();
  });

  it('returns undefined for an empty body and a Blob when asked', async () => {
    respond = async () => new Response(null, { status: 204 });
    await expect(apiRequest('POST', '/users/auth/logout')).resolves.toBeUndefined();
    respond = async () => new Response(new Blob(['xlsx']), { status: 200 });
    const blob = await apiRequest<Blob>('GET', '/api/export', { responseType: 'blob' });
    expect(await blob.text()).toBe('xlsx');
  });
});
