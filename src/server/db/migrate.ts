import { type Kysely, type Migration, type MigrationProvider, Migrator } from 'kysely';
import { SERVER_AREAS } from '../areas/serverAreas.ts';
import * as m0001 from './migrations/0001_foundation.ts';
import * as m0540notificationOutbox from './migrations/0540_notification_outbox.ts';
import * as m0600searchFolded from './migrations/0600_search_folded.ts';
import * as m0610eventRuleSet from './migrations/0610_event_rule_set.ts';
import * as m0700timerLeases from './migrations/0700_timer_leases.ts';
import * as m0720listCounts from './migrations/0720_list_counts.ts';
import * as m0740changeFeed from './migrations/0740_change_feed.ts';
import * as m0760enumChecks from './migrations/0760_enum_checks.ts';
import * as m0920statusChecks from './migrations/0920_status_checks.ts';
import type { Database } from './schema.ts';

/**
 * The migrations no single area owns (the foundation tables, the search, event, list-count, change-feed
 * and enum machinery); each area lists its own in its ServerArea (areas/serverAreas.ts). Static
 * imports, so bundling and tsx need no directory scan.
 */
const PLATFORM_MIGRATIONS: Record<string, Migration> = {
  '0001_foundation': m0001,
  '0540_notification_outbox': m0540notificationOutbox,
  '0600_search_folded': m0600searchFolded,
  '0610_event_rule_set': m0610eventRuleSet,
  '0700_timer_leases': m0700timerLeases,
  '0720_list_counts': m0720listCounts,
  '0740_change_feed': m0740changeFeed,
  '0760_enum_checks': m0760enumChecks,
  '0920_status_checks': m0920statusChecks,
};

/** Every migration by id, sorted (Kysely runs them in id order); an id declared twice stops start-up. */
export const MIGRATIONS: Record<string, Migration> = collectMigrations([
  PLATFORM_MIGRATIONS,
  ...SERVER_AREAS.map((area) => ('migrations' in area ? area.migrations : {})),
]);

function collectMigrations(lists: readonly Readonly<Record<string, Migration>>[]): Record<string, Migration> {
  const all = new Map<string, Migration>();
  for (const list of lists) {
    for (const [id, migration] of Object.entries(list)) {
      if (all.has(id)) throw new Error(`Migration ${id} is declared twice`);
      all.set(id, migration);
    }
  }
  return Object.fromEntries([...all].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

/** Brings the schema to the latest migration; throws (with the failing name) on error. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Areas are built in parallel: a migration numbered below one already applied elsewhere still runs.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${cause}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
