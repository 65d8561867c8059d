import { describe, expect, it } from 'vitest';
import { HEALTH_API } from '../../src/core/health/health.api.ts';
import { createInlineRulesHost, RulesWorkerFailure } from '../../src/core/rules/createRulesPool.ts';
import { RULES_ERRORS } from '../../src/core/rules/rules.api.ts';
import type { RulesHost } from '../../src/core/rules/rulesProtocol.ts';
import { VEHICLES_API } from '../../src/core/vehicles/vehicles.api.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';

/**
 * Issue 32 item 2: the rules worker pool heals itself. The app's pool factory is replaced by one
 * whose first two pools miss their start (as a pool that misses its start-up time-out on a busy
 * machine), and whose running pool can be made to crash during a call.
 */
describe.each(BACKENDS.slice(0, 1))('rules workers restart by themselves [%s]', (backend) => {
  let made = 0;
  let crashNext = false;
  const makeHost = (): RulesHost => {
    made += 1;
    const inline = createInlineRulesHost();
    if (made <= 2) {
      return {
        load: async () => {
          throw new RulesWorkerFailure('rules worker did not answer within 30000 ms');
        },
        evaluate: inline.evaluate,
        close: inline.close,
      };
    }
    return {
      load: inline.load,
      close: inline.close,
      evaluate: async (request, engine) => {
        if (crashNext) {
          crashNext = false;
          throw new RulesWorkerFailure('rules worker failed');
        }
        return inline.evaluate(request, engine);
      },
    };
  };
  const env = useTestEnv(
    backend,
    {},
    { rules: { makeHost, restartBackoff: { firstMs: 50, maxMs: 200 }, log: () => {} } },
  );
  const create = () =>
    env().request(VEHICLES_API.create, {
      as: 'admin',
      payload: {
        vehicleId: `R${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
        truckType: 'D22S',
        truckLicensePlateNumber: 'ABC-123',
        palletCapacity: 20,
        kgCapacity: 15000,
      },
    });
  const health = () => env().request(HEALTH_API.health);
  const untilHealthy = async () => {
    while ((await health()).statusCode !== 200) await new Promise((r) => setTimeout(r, 20));
  };

  it('a pool that fails to start: 503 with the Hungarian message and health naming rules, then saves again', async () => {
    const refused = await create();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({
      code: RULES_ERRORS.unavailable.code,
      message: RULES_ERRORS.unavailable.message,
    });
    expect(refused.headers['retry-after']).toBeDefined();
    const down = await health();
    expect(down.statusCode).toBe(503);
    expect(down.data).toMatchObject({
      ready: false,
      notReady: ['rules'],
      parts: {
        database: { ready: true },
        rules: { ready: false, state: 'down', message: RULES_ERRORS.unavailable.message },
      },
    });
    await untilHealthy();
    expect(made).toBe(3);
    const saved = await create();
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await health()).data).toMatchObject({
      ready: true,
      notReady: [],
      parts: { rules: { state: 'ready' } },
    });
  });

  it('a pool whose worker crashes during a save: that save 503, the pool restarts, the next save works', async () => {
    crashNext = true;
    const refused = await create();
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: RULES_ERRORS.unavailable.code });
    await untilHealthy();
    expect(made).toBe(4);
    expect((await create()).statusCode).toBe(201);
  });
});
