import { buildApp } from './app.ts';
import { SCRYPT_COST, setPasswordHashCost } from './auth/passwords.ts';
import { seedDemoOffers } from './commands/offersDemo.commands.ts';
import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateToLatest } from './db/migrate.ts';
import { DEMO_USERS, type SeedResult, seedDatabase } from './db/seed/seed.ts';
import { seedDemoStatistics } from './db/seed/seedStatistics.ts';
import { seedTimeSlotDemo } from './db/seed/seedTimeSlots.ts';
import { startOutboxSender } from './notifications/outboxSender.ts';
import { planDemoOrders } from './planning/planDemoOrders.ts';
import { webIsBuilt } from './routes/web.routes.ts';
import { checkRulesOrExit } from './rules/loadRuleFiles.ts';

/** Prints the demo accounts once, right after they were created, so the password is not lost. */
function announceSeed(result: SeedResult, fromEnv: boolean): void {
  if (!result.seeded || result.usernames.length === 0) return;
  const password = fromEnv ? '(the value of DEMO_PASSWORD)' : result.generatedPassword;
  const lines = [
    'Demo users were created, one per role:',
    ...DEMO_USERS.map((u) => `  ${u.username.padEnd(22)}${u.role}`),
    `Password of every demo user: ${password}`,
    fromEnv ? '' : 'It is shown only now. Change it under Felhasználók (/userlist) after signing in.',
  ].filter(Boolean);
  const width = Math.max(...lines.map((l) => l.length)) + 4;
  const bar = '='.repeat(width);
  console.log(`\n${bar}\n${lines.map((l) => `  ${l}`).join('\n')}\n${bar}\n`);
}

/** One start-up phase on its own line, so a first start (migrations, seed: ~40 s) is never silent. */
const phase = (text: string) => console.log(`[start] ${text}`);

/**
 * The server's log level: request lines are `info`, so by default (warn) the terminal that ran
 * `npm start` shows warnings and errors only; LOG_LEVEL=info brings every request back.
 */
const logLevel = (env: NodeJS.ProcessEnv = process.env) => env.LOG_LEVEL?.trim() || 'warn';

/** Starts the API server: settings, database, migrations, first-start seed, listen. */
export async function main(): Promise<void> {
  const config = loadConfigOrExit();
  setPasswordHashCost(config.passwordHashCost ?? SCRYPT_COST.log2N);
  // The active mode's rule files are checked before the database starts (a broken set stops here, in a second).
  phase('checking rule files');
  checkRulesOrExit(config.configMode);
  phase('opening the database');
  const database = await openDatabase(config);
  phase(`database: ${database.location}`);
  phase('migrating');
  const applied = await migrateToLatest(database.db);
  phase(applied.length > 0 ? `migrations applied: ${applied.join(', ')}` : 'migrations: up to date');
  phase('seeding (only on a first start)');
  const seed = await seedDatabase(database.db, {
    demoPassword: config.demoPassword,
    configMode: config.configMode,
  });
  if (seed.seeded) await seedTimeSlotDemo(database.db, new Date());
  phase(
    seed.seeded
      ? 'seeded: master data, demo orders and one demo user per role'
      : 'seed: data kept from an earlier start',
  );
  announceSeed(seed, config.demoPassword !== null);
  if (seed.seeded) await seedDemoStatistics(database.db, new Date().toISOString().slice(0, 10));
  if (seed.seeded) await seedDemoOffers(database.db, new Date());

  const app = await buildApp({ config, db: database.db, logger: { level: logLevel() }, jobRunner: true });
  await app.ready();
  const stopOutbox = startOutboxSender(database.db);
  phase(`rules loaded: ${app.rules.set.rules.length} rules of config mode ${app.rules.mode}`);
  if (seed.seeded)
    await planDemoOrders(app.services, new Date().toISOString().slice(0, 10), config.configMode);
  if (!webIsBuilt(config.webDistDir)) {
    console.warn(`Web terminal not built (${config.webDistDir} missing): run npm run build.`);
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    stopOutbox();
    app.log.info(`${signal}: closing`);
    try {
      await app.close();
    } finally {
      // PGlite writes its files on close; closing cleanly keeps the data directory consistent.
      await database.close();
      process.exit(0);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    console.error(`Cannot listen on ${config.host}:${config.port}: ${(err as Error).message}`);
    await app.close();
    await database.close();
    process.exit(1);
  }
  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const origin = `http://${shown}:${config.port}`;
  phase(`listening at ${origin}${config.basePath} (API at ${origin}/api/, described at ${origin}/api/docs)`);
  console.log(
    `Freight terminal ${config.buildVersion} (${config.configMode}${config.authDisabled ? ', AUTH_DISABLED' : ''}) at ${origin}${config.basePath}`,
  );
}

await main();
