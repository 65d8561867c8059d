import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  needsRehash,
  setPasswordHashCost,
  verifyPassword,
} from '../../src/server/auth/passwords.ts';
import { ConfigError, loadConfig, PROJECT_ROOT } from '../../src/server/config.ts';
import { TEST_PASSWORD_HASH_COST } from '../support/passwordHashCost.ts';
import { RUNS_BACKEND_FREE } from './support/testDatabase.ts';

describe.runIf(RUNS_BACKEND_FREE)('server settings from the environment', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8081,
      host: '0.0.0.0',
      basePath: '/logistics/',
      databaseUrl: null,
      dataDir: path.resolve('./data/pglite'),
      configMode: 'logistics',
      plannerType: 'logistics',
      authDisabled: false,
      jwtSecret: null,
      tokenTtlSeconds: 900,
      sessionMaxSeconds: 43_200,
      demoPassword: null,
      webDistDir: path.join(PROJECT_ROOT, 'dist/web'),
      passwordHashCost: 15,
    });
    expect(config.buildVersion.startsWith(config.version)).toBe(true);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      PORT: '9000',
      HOST: '127.0.0.1',
      BASE_PATH: 'fuvar',
      DATABASE_URL: 'postgres://u:p@db:5432/fuvar',
      DATA_DIR: '/tmp/ft-data',
      CONFIG_MODE: 'wienerberger',
      PLANNER_TYPE: 'loom',
      AUTH_DISABLED: 'true',
      JWT_SECRET: 's'.repeat(32),
      TOKEN_TTL_SECONDS: '60',
      SESSION_MAX_SECONDS: '3600',
      DEMO_PASSWORD: 'demo12345',
      BUILD_VERSION: '1.2.3-ci',
    });
    expect(config).toMatchObject({
      port: 9000,
      host: '127.0.0.1',
      basePath: '/fuvar/',
      databaseUrl: 'postgres://u:p@db:5432/fuvar',
      dataDir: '/tmp/ft-data',
      configMode: 'wienerberger',
      plannerType: 'loom',
      authDisabled: true,
      jwtSecret: 's'.repeat(32),
      tokenTtlSeconds: 60,
      sessionMaxSeconds: 3600,
      demoPassword: 'demo12345',
      buildVersion: '1.2.3-ci',
    });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['CONFIG_MODE', 'acme'],
    ['PLANNER_TYPE', 'truck'],
    ['AUTH_DISABLED', 'maybe'],
    ['DATABASE_URL', 'mysql://x'],
    ['JWT_SECRET', 'short'],
    ['TOKEN_TTL_SECONDS', '0'],
    ['SESSION_MAX_SECONDS', '10'],
    ['DEMO_PASSWORD', 'abc'],
    ['BASE_PATH', '/a b/'],
    ['PASSWORD_HASH_COST', '9'],
    ['PASSWORD_HASH_COST', '21'],
    ['PASSWORD_HASH_COST', '12.5'],
    // Below the production cost outside tests: hashes anyone could guess quickly.
    ['PASSWORD_HASH_COST', '12'],
  ])('stops with a message naming %s=%s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}:`));
  });

  it('takes a password hash cost above the production one anywhere, below it only for tests', () => {
    expect(loadConfig({ PASSWORD_HASH_COST: '17' }).passwordHashCost).toBe(17);
    expect(loadConfig({ PASSWORD_HASH_COST: '10', NODE_ENV: 'test' }).passwordHashCost).toBe(10);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '10', NODE_ENV: 'production' })).toThrow(
      /PASSWORD_HASH_COST: below 15 only for tests/,
    );
  });

  it('hashes new passwords at the set cost; a hash of another cost verifies and is due for a rehash', async () => {
    try {
      setPasswordHashCost(11);
      const cheap = await hashPassword('jelszó-123');
      expect(cheap.startsWith('scrypt$11$8$1$')).toBe(true);
      expect(needsRehash(cheap)).toBe(false);
      setPasswordHashCost(12);
      expect(await verifyPassword('jelszó-123', cheap)).toBe(true);
      expect(await verifyPassword('jelszó-124', cheap)).toBe(false);
      expect(needsRehash(cheap)).toBe(true);
    } finally {
      setPasswordHashCost(TEST_PASSWORD_HASH_COST);
    }
  });
});
