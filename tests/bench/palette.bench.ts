/**
 * Palette match time over 10,000 records (target ≤ 100 ms per keystroke): `npm run bench:palette`.
 * Builds the index the way the palette does (folded text once), then times typical queries.
 */
import { performance } from 'node:perf_hooks';
import { searchPalette, toPaletteItem } from '../../src/web/commands/paletteSearch.ts';

const CITIES = [
  'Győr',
  'Székesfehérvár',
  'Debrecen',
  'Miskolc',
  'Pécs',
  'Szeged',
  'Kecskemét',
  'Nyíregyháza',
];
const KINDS = ['Rendelés', 'Fuvar', 'Gyári átvét', 'Felhasználó', 'Termék'];
const N = 10_000;

const items = Array.from({ length: N }, (_, i) =>
  toPaletteItem({
    id: `rec:${i}`,
    label: `${KINDS[i % KINDS.length]} ${241122 + (i % 97)}TVS${String(i).padStart(5, '0')} – ${CITIES[i % CITIES.length]}`,
    group: 'recent',
    keywords: `vevő-${i % 311} ${CITIES[(i * 7) % CITIES.length]}`,
  }),
);

const QUERIES = [
  'r',
  'rendeles',
  'fuvar 1234',
  'szekesfeherv',
  'gyari atvet debrecen',
  'TVS0999',
  'nincs ilyen szoveg',
  'vevo-42 pecs',
];
const runs = 25;
const rows: { query: string; median: number; max: number; hits: number }[] = [];
for (const q of QUERIES) {
  const times: number[] = [];
  let hits = 0;
  for (let r = 0; r < runs; r++) {
    const t0 = performance.now();
    hits = searchPalette(items, q).length;
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  rows.push({ query: q, median: times[Math.floor(runs / 2)] ?? 0, max: times[runs - 1] ?? 0, hits });
}
console.log(`palette search over ${N.toLocaleString('en')} records, ${runs} runs per query`);
for (const r of rows) {
  console.log(
    `${r.query.padEnd(24)} median ${r.median.toFixed(2).padStart(6)} ms   max ${r.max.toFixed(2).padStart(6)} ms   hits ${r.hits}`,
  );
}
const worst = Math.max(...rows.map((r) => r.max));
console.log(`worst: ${worst.toFixed(2)} ms (target ≤ 100 ms) → ${worst <= 100 ? 'OK' : 'TOO SLOW'}`);
