import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Gazetteer } from '../../src/server/geo/gazetteer.ts';
import { embeddedPlaces } from '../../src/server/geo/gazetteerService.ts';
import { parseGeonamesPostalCodes } from '../../src/server/geo/geonames.ts';

/**
 * npm run bench:geo [-- <GeoNames HU.txt>]: address-search latency over the full GeoNames
 * reference (3,155 places) and over the embedded default. Target (issue #8): ≤ 20 ms per search.
 * Prints figures; never fails on time.
 */
const file = process.argv[2] ?? path.resolve(import.meta.dirname, '../../../shared/geo/HU.txt');
const queries = [
  'sz',
  'bud',
  'győr',
  'kecs',
  '6720',
  '2000 Szentendre, Dumtsa Jenő u. 1.',
  'nyireg',
  'zala',
  'Budapest XIII. kerület',
  '1134',
  'hodmezovasarhely',
  'Fő utca 1, Pécs',
];

function measure(label: string, gazetteer: Gazetteer): void {
  for (const q of queries) gazetteer.search(q); // warm-up
  const times: number[] = [];
  for (let i = 0; i < 50; i++) {
    for (const q of queries) {
      const t = performance.now();
      gazetteer.search(q);
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => (times[Math.min(times.length - 1, Math.floor(times.length * p))] ?? 0).toFixed(3);
  console.log(
    `${label}: ${gazetteer.settlements.length} places, ${times.length} searches: median ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`,
  );
}

const { rows } = parseGeonamesPostalCodes(readFileSync(file, 'utf8'));
measure('geonames', new Gazetteer(rows, 'geonames'));
measure('embedded', new Gazetteer(embeddedPlaces(), 'embedded'));
