import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateToLatest } from './db/migrate.ts';

/** `npm run migrate`: brings the configured database (DATABASE_URL or PGlite) to the latest schema. */
export async function migrateMain(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const database = await openDatabase(config);
  try {
    const applied = await migrateToLatest(database.db);
    console.log(
      `${database.location}: ${applied.length > 0 ? `applied ${applied.join(', ')}` : 'already up to date'}`,
    );
  } finally {
    await database.close();
  }
}

await migrateMain();
