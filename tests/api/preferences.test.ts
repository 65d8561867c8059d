import { describe, expect, it } from 'vitest';
import { PREFERENCES_API } from '../../src/core/list/preferences.api.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

const gridState = {
  columns: [
    { colId: 'username', width: 180 },
    { colId: 'email', hide: true },
  ],
  sort: [{ field: 'username', dir: 'desc' }],
  filter: { role: { type: 'in', values: ['admin'] } },
  quickFilter: 'kov',
};

describe.each(BACKENDS)('preferences [%s]', (backend) => {
  const env = useTestEnv(backend);
  const put = (view: string, value: unknown, as = 'admin') =>
    env().request(PREFERENCES_API.save, {
      params: { view },
      as,
      payload: { value } as Record<string, unknown>,
    });
  const get = (view: string, as = 'admin') => env().request(PREFERENCES_API.get, { params: { view }, as });

  it('answers null before anything is saved, then the saved grid state, per user', async () => {
    expect(json(await get('grid:userlist'))).toEqual({ view: 'grid:userlist', value: null });
    expect((await put('grid:userlist', gridState)).statusCode).toBe(200);
    expect(json<{ value: unknown }>(await get('grid:userlist')).value).toEqual(gridState);
    // Another user's view is their own.
    expect(json<{ value: unknown }>(await get('grid:userlist', 'logistics-viewer')).value).toBeNull();
  });

  it('replaces on save and removes on delete', async () => {
    await put('grid:other', gridState);
    await put('grid:other', { ...gridState, quickFilter: '' });
    expect(json<{ value: { quickFilter: string } }>(await get('grid:other')).value.quickFilter).toBe('');
    await env().request(PREFERENCES_API.remove, { params: { view: 'grid:other' }, as: 'admin' });
    expect(json<{ value: unknown }>(await get('grid:other')).value).toBeNull();
  });

  it('stores key overrides under keymap and refuses malformed values with 400', async () => {
    expect((await put('keymap', { 'palette.open': '$mod+KeyP' }, 'logistics-viewer')).statusCode).toBe(200);
    expect(json<{ value: unknown }>(await get('keymap', 'logistics-viewer')).value).toEqual({
      'palette.open': '$mod+KeyP',
    });
    expect((await put('keymap', { x: 5 })).statusCode).toBe(400);
    expect((await put('grid:userlist', { columns: 'no' })).statusCode).toBe(400);
    expect((await get('bad view!')).statusCode).toBe(400);
  });

  it('needs a signed-in user', async () => {
    const res = await env().request(PREFERENCES_API.get, { params: { view: 'keymap' } });
    expect(res.statusCode).toBe(401);
  });
});
