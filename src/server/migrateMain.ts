import { loadConfigOrExit } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrateToLatest } from './db/migrate.ts';

/** `npm run migrate`: brings the configured database (DATABASE_URL or PGlite) to the latest schema. */
export async function migrateMain(): Promise<void> {
  const config = loadConfigOrExit();
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
