import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateToLatest } from './db/migrate.ts';
import { DEMO_USERS, type SeedResult, seedDatabase } from './db/seed/seed.ts';
import { webIsBuilt } from './routes/web.routes.ts';

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

/** Starts the API server: settings, database, migrations, first-start seed, listen. */
export async function main(): Promise<void> {
  const config = loadConfigOrExit();
  const database = await openDatabase(config);
  console.log(`Database: ${database.location}`);
  const applied = await migrateToLatest(database.db);
  if (applied.length > 0) console.log(`Migrations applied: ${applied.join(', ')}`);
  const seed = await seedDatabase(database.db, { demoPassword: config.demoPassword });
  announceSeed(seed, config.demoPassword !== null);

  const app = await buildApp({
    config,
    db: database.db,
    logger: { level: process.env.LOG_LEVEL ?? 'info' },
    jobRunner: true,
  });
  if (!webIsBuilt(config.webDistDir)) {
    console.warn(`Web terminal not built (${config.webDistDir} missing): run npm run build.`);
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
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
  console.log(
    `Freight terminal ${config.buildVersion} (${config.configMode}${config.authDisabled ? ', AUTH_DISABLED' : ''}) at http://${shown}:${config.port}${config.basePath}`,
  );
}

await main();
