import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '../../../src/core/permissions/index.ts';
import { createTokenService } from '../../../src/server/auth/tokens.ts';

const SECRET = 'unit-test-secret-unit-test-secret-0123456';
const claims = { sub: 'u1', role: ROLES.LOGISTICS_MANAGER, username: 'anna', sid: 's1', gen: 1, tv: 0 };

describe('token service: verified tokens are remembered until they expire', () => {
  afterEach(() => vi.useRealTimers());

  it('answers the claims again, a copy each time', async () => {
    const tokens = createTokenService(SECRET, 60);
    const { token } = await tokens.sign(claims);
    const first = await tokens.verify(token);
    expect(first).toEqual(claims);
    if (first) first.role = ROLES.SUPERADMIN;
    expect(await tokens.verify(token)).toEqual(claims);
  });

  it('refuses a remembered token once its expiry has come', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const tokens = createTokenService(SECRET, 60);
    const { token, expiresAt } = await tokens.sign(claims);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(expiresAt - 1000);
    expect(await tokens.verify(token)).toEqual(claims);
    vi.setSystemTime(expiresAt);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('never takes another secret’s token for a remembered one', async () => {
    const { token } = await createTokenService(SECRET, 60).sign(claims);
    const other = createTokenService(`${SECRET}-other`, 60);
    expect(await other.verify(token)).toBeNull();
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    expect(await createTokenService(SECRET, 60).verify(tampered)).toBeNull();
  });
});
