/**
 * Derives src/core/geo/tables/hungary-base.json, the offline base layer of the map:
 * - Hungary's outline from Natural Earth 1:10m admin-0 (public domain) via the npm package
 *   world-atlas (ISC), decoded from TopoJSON here;
 * - a label point per county (19 + Budapest) and the county seats with their coordinates, from
 *   the embedded gazetteer (GeoNames, CC BY 4.0).
 *   npx tsx scripts/geo/buildBaseMap.ts
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { COUNTIES } from '../../src/server/geo/counties.ts';
import { Gazetteer } from '../../src/server/geo/gazetteer.ts';
import { embeddedPlaces } from '../../src/server/geo/gazetteerService.ts';

type Arc = [number, number][];
interface Topology {
  transform: { scale: [number, number]; translate: [number, number] };
  arcs: Arc[];
  objects: { countries: { geometries: { id: string; type: string; arcs: number[][] | number[][][] }[] } };
}

const require = createRequire(import.meta.url);
const topo = JSON.parse(readFileSync(require.resolve('world-atlas/countries-10m.json'), 'utf8')) as Topology;
const { scale, translate } = topo.transform;
const decoded = topo.arcs.map((arc) => {
  let x = 0;
  let y = 0;
  return arc.map(([dx, dy]) => {
    x += dx;
    y += dy;
    const lng = Math.round((x * scale[0] + translate[0]) * 1e4) / 1e4;
    const lat = Math.round((y * scale[1] + translate[1]) * 1e4) / 1e4;
    return [lng, lat] as [number, number];
  });
});
const ring = (indexes: number[]) => {
  const out: [number, number][] = [];
  for (const i of indexes) {
    const arc = i >= 0 ? (decoded[i] as Arc) : [...(decoded[~i] as Arc)].reverse();
    out.push(...(out.length > 0 ? arc.slice(1) : arc));
  }
  return out;
};
const hu = topo.objects.countries.geometries.find((g) => g.id === '348');
if (!hu) throw new Error('Hungary (348) not found in world-atlas');
const polygons = (hu.type === 'Polygon' ? [hu.arcs as number[][]] : (hu.arcs as number[][][])).map((p) =>
  p.map(ring),
);

const g = new Gazetteer(embeddedPlaces(), 'embedded');
const SEATS: Record<string, string> = {
  BA: 'Pécs',
  BE: 'Békéscsaba',
  BK: 'Kecskemét',
  BU: 'Budapest',
  BZ: 'Miskolc',
  CS: 'Szeged',
  FE: 'Székesfehérvár',
  GS: 'Győr',
  HB: 'Debrecen',
  HE: 'Eger',
  JN: 'Szolnok',
  KE: 'Tatabánya',
  NO: 'Salgótarján',
  PE: 'Budapest',
  SO: 'Kaposvár',
  SZ: 'Nyíregyháza',
  TO: 'Szekszárd',
  VA: 'Szombathely',
  VE: 'Veszprém',
  ZA: 'Zalaegerszeg',
};
const counties = Object.entries(COUNTIES).map(([code, name]) => {
  const f = g.countyFeature(code);
  return { code, name, coordinates: f.geometry.coordinates };
});
const cities = [...new Set(Object.values(SEATS))].map((name) => {
  const s = g.findByName(name)[0];
  if (!s) throw new Error(`county seat ${name} missing from the gazetteer`);
  return { name, coordinates: [s.point[0], s.point[1]] };
});

const out = {
  attribution: 'Outline: Natural Earth (public domain) via world-atlas; places: GeoNames (CC BY 4.0)',
  outline: { type: 'MultiPolygon', coordinates: polygons },
  counties,
  cities,
};
const target = path.join(
  import.meta.dirname,
  '..',
  '..',
  'src',
  'core',
  'geo',
  'tables',
  'hungary-base.json',
);
writeFileSync(target, `${JSON.stringify(out)}\n`);
execFileSync(process.execPath, ['scripts/biome.mjs', 'format', '--write', target], { stdio: 'inherit' });
console.log(
  `outline ${polygons.flat(2).length} points, ${counties.length} counties, ${cities.length} cities → ${target}`,
);
