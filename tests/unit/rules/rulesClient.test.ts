import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadRuleSet } from '../../../src/server/rules/loadRuleFiles.ts';
import { fieldMessagesOf, rulesClient, sessionRulesContext } from '../../../src/web/rules/rulesClient.ts';
import { sessionState } from '../../../src/web/state/sessionState.ts';

describe('rulesClient (browser side; no Worker in Node, so the main-thread fallback runs)', () => {
  afterEach(async () => {
    await rulesClient.close();
    vi.unstubAllGlobals();
    sessionState.user = null;
  });

  it("loads the server's rule set once and validates with the signed-in user's role, with traces", async () => {
    const set = loadRuleSet('logistics');
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(set), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    sessionState.user = { id: 'u', username: 'admin', role: 'admin' } as never;

    const check = await rulesClient.validateEntity('baseConfig', {
      deliveryInterval: -1,
      fuzzySearch: { enabled: true, threshold: 40 },
    });
    expect(check.fields.deliveryInterval?.message).toBe('Pozitív egész számot vagy nullát adjon meg!');
    expect(check.fields.deliveryInterval?.trace).toMatchObject({
      rule: 'baseConfig.deliveryInterval.nonNegativeInteger',
      fired: true,
      file: 'base/validation.json',
    });
    expect(Object.keys(check.denied)).toEqual(['fuzzySearch']);

    sessionState.user = { id: 's', username: 'superadmin', role: 'superadmin' } as never;
    const again = await rulesClient.validateEntity('baseConfig', {
      fuzzySearch: { enabled: true, threshold: 40 },
    });
    expect(again.denied).toEqual({});
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0 as never])).toContain('/api/rules');
  });

  it('fills the context from the session and lets callers add to it', () => {
    sessionState.user = { id: 'u', username: 'pm', role: 'production_manager' } as never;
    expect(sessionRulesContext({ deliveryInterval: 3 })).toMatchObject({
      role: 'production_manager',
      deliveryInterval: 3,
    });
  });

  it('reads per-field messages of a 422 answer', () => {
    expect(fieldMessagesOf({ message: 'A megadott adatok hibásak!', details: { a: 'x' } })).toEqual({
      a: 'x',
    });
    expect(fieldMessagesOf(null)).toEqual({});
  });
});
