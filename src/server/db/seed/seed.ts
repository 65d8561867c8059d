import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { MODULE_KEYS } from '../../../core/config/config.answers.ts';
import type { ModuleKey } from '../../../core/config/modules.ts';
import { DEFAULT_FEE_TABLES } from '../../../core/fees/defaultFeeTables.ts';
import { ROLES, type Role } from '../../../core/permissions/roles.ts';
import { DEFAULT_DUMMY_PRODUCT } from '../../../core/products/products.schemas.ts';
import { hashPassword } from '../../auth/passwords.ts';
import { getSetting, SETTING_KEYS, setSetting } from '../repositories/appSettings.repository.ts';
import { type BaseConfigValues, insertBaseConfigIfMissing } from '../repositories/baseConfig.repository.ts';
import { insertDefaultFeeTablesIfEmpty } from '../repositories/fees.repository.ts';
import { insertMissingModules } from '../repositories/modules.repository.ts';
import { insertDummyProductIfMissing } from '../repositories/products.repository.ts';
import { findTransporterByShortName, insertTransporter } from '../repositories/transporters.repository.ts';
import { findUserByUsername, insertUser } from '../repositories/users.repository.ts';
import type { Database } from '../schema.ts';
import { seedDemoBills } from './seedBills.ts';
import { seedDemoCapacityEstimates } from './seedCapacityEstimates.ts';
import { seedDemoOrders } from './seedOrders.ts';

/** Module configs that differ from `{}` on first start. */
export const DEFAULT_MODULE_CONFIGS: Partial<Record<ModuleKey, Record<string, unknown>>> = {
  base: { logisticsManagerCanModifyBaseConfig: true },
  statistics: { allowProductionUsers: false },
};

/** Base config of a new installation (business.md §3; values the spec leaves open are ours). */
export const DEFAULT_BASE_CONFIG: BaseConfigValues = {
  deliveryInterval: 5,
  deliveryIntervalType: 'workday',
  freightDeadlineWarningInterval: 2,
  transporterReplyDeadline: 24,
  unloadTimePerPallet: 2,
  transporterTimeSlotLimit: 5,
  openingHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, from: '6:00', to: '22:00' })),
  lengthOfTimeSlot: 60,
  packingAlgorithm: 'palletstack',
  routingMethod: 'FAST',
  fuzzySearch: { enabled: true, threshold: 80 },
  shippingNotificationConfig: { url: '', xApiKey: '', sendMessage: false },
  proxyConfig: { url: '', xApiKey: '', sendMessage: false },
  billAuditTolerance: { default: 0, factories: {} },
};

/** The demo transporter the two transporter users belong to. */
export const DEMO_TRANSPORTER = { companyName: 'Demo Fuvar Kft.', shortName: 'DEMOFUV' } as const;

/** A demo user of a role: the user name is the role with dashes (logistics_manager → logistics-manager). */
const demoUser = (role: Role, firstName: string, lastName: string) => ({
  username: role.replaceAll('_', '-'),
  role,
  firstName,
  lastName,
});

/** One demo user per role. */
export const DEMO_USERS: readonly { username: string; role: Role; firstName: string; lastName: string }[] = [
  demoUser(ROLES.SUPERADMIN, 'Szuper', 'Admin'),
  demoUser(ROLES.ADMIN, 'Adél', 'Admin'),
  demoUser(ROLES.LOGISTICS_MANAGER, 'László', 'Logisztika'),
  demoUser(ROLES.LOGISTICS_VIEWER, 'Lili', 'Logisztika'),
  demoUser(ROLES.PRODUCTION_MANAGER, 'Péter', 'Gyártás'),
  demoUser(ROLES.PRODUCTION_VIEWER, 'Panna', 'Gyártás'),
  demoUser(ROLES.TRANSPORTER_MANAGER, 'Ferenc', 'Fuvar'),
  demoUser(ROLES.TRANSPORTER_VIEWER, 'Flóra', 'Fuvar'),
  demoUser(ROLES.ENTRANCE_SUPERVISOR, 'Balázs', 'Portás'),
];

/** What seeding did; `generatedPassword` is set only when it invented the demo password. */
export interface SeedResult {
  seeded: boolean;
  usernames: string[];
  generatedPassword: string | null;
}

// Any fixed number: the key of the advisory lock that keeps two starting instances from seeding twice.
const SEED_LOCK_KEY = 80_810_001;

/**
 * First-start data: modules, base config, a demo transporter and one demo user per role, all in one
 * transaction. Runs once per database (a flag in app_settings); later starts keep the data.
 */
export async function seedDatabase(
  db: Kysely<Database>,
  options: { demoPassword: string | null; configMode?: string },
): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`.execute(trx);
    // Also on databases seeded before the product catalogue existed (business.md §9 dummy product).
    await insertDummyProductIfMissing(trx, DEFAULT_DUMMY_PRODUCT);
    if ((await getSetting(trx, SETTING_KEYS.seededAt)) !== undefined) {
      return { seeded: false, usernames: [], generatedPassword: null };
    }
    await insertMissingModules(
      trx,
      MODULE_KEYS.map((key) => ({ key, active: true, config: DEFAULT_MODULE_CONFIGS[key] ?? {} })),
    );
    await insertBaseConfigIfMissing(trx, DEFAULT_BASE_CONFIG);
    await insertDefaultFeeTablesIfEmpty(trx, DEFAULT_FEE_TABLES);
    const transporter =
      (await findTransporterByShortName(trx, DEMO_TRANSPORTER.shortName)) ??
      (await insertTransporter(trx, DEMO_TRANSPORTER));

    const generatedPassword = options.demoPassword ? null : randomBytes(9).toString('base64url');
    const password = options.demoPassword ?? generatedPassword ?? '';
    // One hash for all demo users: they share the password anyway, and nine hashes would take seconds.
    const passwordHash = await hashPassword(password);
    const usernames: string[] = [];
    for (const u of DEMO_USERS) {
      if (await findUserByUsername(trx, u.username)) continue;
      const isTransporter = u.role === ROLES.TRANSPORTER_MANAGER || u.role === ROLES.TRANSPORTER_VIEWER;
      await insertUser(trx, {
        username: u.username,
        passwordHash,
        firstName: u.firstName,
        lastName: u.lastName,
        email: `${u.username}@example.com`,
        role: u.role,
        transporterId: isTransporter ? transporter.id : null,
      });
      usernames.push(u.username);
    }
    // The demo orders go through the config mode's rules (issue 36).
    await seedDemoOrders(trx, new Date().toISOString().slice(0, 10), options.configMode);
    await seedDemoCapacityEstimates(trx, transporter.id, new Date().toISOString().slice(0, 10));
    await seedDemoBills(trx, new Date().toISOString().slice(0, 10));
    await setSetting(trx, SETTING_KEYS.autoProcessing, false);
    await setSetting(trx, SETTING_KEYS.seededAt, new Date().toISOString());
    return { seeded: true, usernames, generatedPassword: usernames.length > 0 ? generatedPassword : null };
  });
}
