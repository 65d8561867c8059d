import { describe, expect, it } from 'vitest';
import { ALL_MODULES_ACTIVE, routeTitle } from '../../src/core/permissions/index.ts';
import { authStorageKey, parseStoredAuth } from '../../src/web/shell/authStorage.ts';
import { displayName } from '../../src/web/shell/displayName.ts';
import { REFRESH_LEAD_MS, refreshDelay } from '../../src/web/shell/refreshDelay.ts';
import { smsWarning } from '../../src/web/shell/smsWarning.ts';

const user = {
  id: 'u1',
  username: 'admin',
  firstName: 'Anna',
  lastName: 'Kiss',
  email: null,
  role: 'admin',
  transporter: null,
  __v: 0,
};

describe('stored sign-in', () => {
  it('is kept under a key prefixed by the base path', () => {
    expect(authStorageKey('/logistics/')).toBe('/logistics/:auth');
  });

  it('is accepted only when well-formed and not yet expired', () => {
    const now = 1_700_000_000_000;
    const stored = (over: object) => JSON.stringify({ token: 't', expiresAt: now + 1000, user, ...over });
    expect(parseStoredAuth(stored({}), now)).toMatchObject({ token: 't', user: { username: 'admin' } });
    expect(parseStoredAuth(stored({ expiresAt: now }), now)).toBeNull();
    expect(parseStoredAuth(stored({ token: '' }), now)).toBeNull();
    expect(parseStoredAuth(stored({ user: null }), now)).toBeNull();
    expect(parseStoredAuth('{not json', now)).toBeNull();
    expect(parseStoredAuth(null, now)).toBeNull();
  });
});

describe('token refresh timing', () => {
  it('is due 60 s before expiry, at once when that moment has passed', () => {
    const now = 1_000_000;
    expect(REFRESH_LEAD_MS).toBe(60_000);
    expect(refreshDelay(now + 15 * 60_000, now)).toBe(14 * 60_000);
    expect(refreshDelay(now + 30_000, now)).toBe(0);
    expect(refreshDelay(now - 1, now)).toBe(0);
    expect(refreshDelay(now + 365 * 86_400_000, now)).toBe(2 ** 31 - 1);
  });
});

describe('SMS warning (shell.md §8)', () => {
  it('shows nothing for code 0 or no code', () => {
    expect(smsWarning(0)).toBeNull();
    expect(smsWarning(null)).toBeNull();
    expect(smsWarning(undefined)).toBeNull();
  });

  it('codes 7 and 11 mean a low balance; others an unknown error with the code', () => {
    expect(smsWarning(7)).toEqual({
      title: 'bottomBar.smsBalanceTitle',
      text: 'bottomBar.smsBalanceText',
      code: null,
    });
    expect(smsWarning(11)?.title).toBe('bottomBar.smsBalanceTitle');
    expect(smsWarning(3)).toEqual({
      title: 'bottomBar.smsErrorTitle',
      text: 'bottomBar.smsErrorText',
      code: 3,
    });
  });
});

describe('shell helpers', () => {
  it('displays the full name in Hungarian order, else the user name', () => {
    expect(displayName(user)).toBe('Kiss Anna');
    expect(displayName({ ...user, firstName: null, lastName: ' ' })).toBe('admin');
    expect(displayName(null)).toBe('');
  });

  it('titles routes from the route table, /offers by the tender module', () => {
    expect(routeTitle('/orders', ALL_MODULES_ACTIVE)).toEqual({ title: 'Rendelések', group: null });
    expect(routeTitle('/freight-statistics', ALL_MODULES_ACTIVE)).toEqual({
      title: 'Fuvarok',
      group: 'Statisztikák',
    });
    expect(routeTitle('/offers', ALL_MODULES_ACTIVE).title).toBe('Ajánlatok');
    expect(routeTitle('/offers', { activeModules: [] }).title).toBe('Elfogadásra váró megbízások');
  });
});
