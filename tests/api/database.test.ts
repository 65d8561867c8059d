import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MODULE_KEYS } from '../../src/core/config/config.answers.ts';
import { resolveJwtSecret } from '../../src/server/app.ts';
import { verifyPassword } from '../../src/server/auth/passwords.ts';
import { createPglite, wrapPglite } from '../../src/server/db/client.ts';
import { MIGRATIONS, migrateToLatest } from '../../src/server/db/migrate.ts';
import { getSetting, SETTING_KEYS } from '../../src/server/db/repositories/appSettings.repository.ts';
import { getBaseConfig } from '../../src/server/db/repositories/baseConfig.repository.ts';
import { listModules } from '../../src/server/db/repositories/modules.repository.ts';
import { countUsers, listUsers } from '../../src/server/db/repositories/users.repository.ts';
import {
  DEFAULT_BASE_CONFIG,
  DEMO_TRANSPORTER,
  DEMO_USERS,
  seedDatabase,
} from '../../src/server/db/seed/seed.ts';
import { TEST_DEMO_PASSWORD } from './support/constants.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { testConfig, useTestEnv } from './support/testEnv.ts';

describe.each(BACKENDS)('database [%s]', (backend) => {
  const env = useTestEnv(backend);

  it('parses DATE as YYYY-MM-DD text, int8 and numeric as numbers, timestamptz as Date', async () => {
    const { rows } = await sql<{ d: unknown; big: unknown; num: unknown; ts: unknown; n: unknown }>`
      select date '2024-03-31' as d, 9007199254740991::int8 as big, 12.5::numeric as num,
             timestamptz '2024-03-31 01:30:00+00' as ts, count(*) as n from users`.execute(env().database.db);
    const row = rows[0];
    expect(row?.d).toBe('2024-03-31');
    expect(row?.big).toBe(9007199254740991);
    expect(row?.num).toBe(12.5);
    expect(row?.ts).toBeInstanceOf(Date);
    expect((row?.ts as Date | undefined)?.toISOString()).toBe('2024-03-31T01:30:00.000Z');
    expect(typeof row?.n).toBe('number');
  });

  it('seeded modules, base config, the demo transporter and one user per role', async () => {
    const db = env().database.db;
    const modules = await listModules(db);
    expect(modules.map((m) => m.key)).toEqual([...MODULE_KEYS]);
    expect(modules.every((m) => m.active)).toBe(true);
    const base = await getBaseConfig(db);
    const { id, __v, ...values } = base as NonNullable<typeof base>;
    expect(values).toEqual(DEFAULT_BASE_CONFIG);
    const users = await listUsers(db);
    expect(users.map((u) => [u.username, u.role]).sort()).toEqual(
      DEMO_USERS.map((u) => [u.username, u.role]).sort(),
    );
    const transporterUsers = users.filter((u) => u.transporterId !== null);
    expect(transporterUsers.map((u) => u.username).sort()).toEqual([
      'transporter-manager',
      'transporter-viewer',
    ]);
    const { rows } = await sql<{ company_name: string; short_name: string }>`
      select company_name, short_name from transporters where id = ${transporterUsers[0]?.transporterId}`.execute(
      db,
    );
    expect(rows[0]).toEqual({
      company_name: DEMO_TRANSPORTER.companyName,
      short_name: DEMO_TRANSPORTER.shortName,
    });
    expect(await verifyPassword(TEST_DEMO_PASSWORD, users[0]?.passwordHash ?? '')).toBe(true);
  });

  it('does not seed twice and does not re-run migrations', async () => {
    const db = env().database.db;
    const before = await countUsers(db);
    expect(await migrateToLatest(db)).toEqual([]);
    const again = await seedDatabase(db, { demoPassword: 'another-password' });
    expect(again).toEqual({ seeded: false, usernames: [], generatedPassword: null });
    expect(await countUsers(db)).toBe(before);
  });

  it('keeps a single base config row', async () => {
    await expect(
      sql`insert into base_config (delivery_interval, delivery_interval_type, freight_deadline_warning_interval,
        transporter_reply_deadline, unload_time_per_pallet, transporter_time_slot_limit, opening_hours,
        length_of_time_slot, packing_algorithm, routing_method, fuzzy_search, shipping_notification_config,
        proxy_config) values (1, 'workday', 1, 1, 1, 1, '[]', 60, 'palletstack', 'FAST', '{}', '{}', '{}')`.execute(
        env().database.db,
      ),
    ).rejects.toThrow();
  });

  it('generates the JWT secret once and keeps it in the database', async () => {
    const db = env().database.db;
    const config = testConfig({ jwtSecret: null });
    const first = await resolveJwtSecret(db, config);
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(await resolveJwtSecret(db, config)).toBe(first);
    expect(await getSetting(db, SETTING_KEYS.jwtSecret)).toBe(first);
    expect(await resolveJwtSecret(db, testConfig({ jwtSecret: 'x'.repeat(40) }))).toBe('x'.repeat(40));
  });
});

// On PGlite (a new embedded database), so in the PGlite run only: `npm test` runs this file on both
// databases as two stages, and the PostgreSQL stage ran it again (nine password hashes, a minute at load).
describe.skipIf(!BACKENDS.includes('pglite'))('first start on an empty database', () => {
  it('migrates, seeds with a generated password that works, and keeps data on the next start', async () => {
    const handle = wrapPglite(await createPglite());
    try {
      // Every migration, in order (each issue adds its own).
      expect(await migrateToLatest(handle.db)).toEqual(Object.keys(MIGRATIONS));
      const first = await seedDatabase(handle.db, { demoPassword: null });
      expect(first.seeded).toBe(true);
      expect(first.usernames).toHaveLength(9);
      expect(first.generatedPassword).toMatch(/^[A-Za-z0-9_-]{12}$/);
      const users = await listUsers(handle.db);
      expect(await verifyPassword(first.generatedPassword ?? '', users[0]?.passwordHash ?? '')).toBe(true);
      const second = await seedDatabase(handle.db, { demoPassword: null });
      expect(second.seeded).toBe(false);
      expect(await countUsers(handle.db)).toBe(9);
    } finally {
      await handle.close();
    }
    // A new database, every migration and nine password hashes: minutes on a busy machine.
  }, 180_000);
});
