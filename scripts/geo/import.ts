/**
 * npm run geo:import -- <file.osm.pbf>: builds the truck road graph (scripts/geo/importRoads.ts).
 * npm run geo:import -- <file>: loads a GeoNames postal-code dump for Hungary (HU.txt layout,
 * see src/server/geo/geonames.ts) into the configured database (DATABASE_URL or PGlite); the
 * server's gazetteer uses it from the next start instead of the embedded default.
 */
import { readFileSync } from 'node:fs';
import { loadConfigOrExit } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { replaceImportedPlaces } from '../../src/server/db/repositories/gazetteer.repository.ts';
import { Gazetteer } from '../../src/server/geo/gazetteer.ts';
import { parseGeonamesPostalCodes } from '../../src/server/geo/geonames.ts';

const file = process.argv[2];
if (!file) {
  console.error(
    'Usage: npm run geo:import -- <GeoNames postal-code file, e.g. HU.txt> | <OpenStreetMap extract .osm.pbf> [--speeds speeds.json] [--out graph file]',
  );
  process.exit(2);
}
if (file.endsWith('.pbf')) {
  const { importRoads } = await import('./importRoads.ts');
  process.exit(importRoads(process.argv.slice(2)));
}
const { rows, skipped } = parseGeonamesPostalCodes(readFileSync(file, 'utf8'));
if (rows.length === 0) {
  console.error(`${file}: no Hungarian rows found (${skipped} skipped)`);
  process.exit(1);
}
const config = loadConfigOrExit();
const database = await openDatabase(config);
try {
  await migrateToLatest(database.db);
  await replaceImportedPlaces(database.db, rows);
  const g = new Gazetteer(rows, 'geonames');
  console.log(
    `${database.location}: imported ${rows.length} rows (${skipped} skipped): ${g.settlements.length} places, ${g.postalCodeCount} postal codes`,
  );
} finally {
  await database.close();
}
