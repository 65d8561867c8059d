import type { Kysely } from 'kysely';
import { loadImportedPlaces } from '../db/repositories/gazetteer.repository.ts';
import { Gazetteer, type PlaceRow } from './gazetteer.ts';
import embedded from './tables/hu-places.json' with { type: 'json' };

/** The embedded default: GeoNames cities ≥ 1000 inhabitants (no postal codes), see scripts/geo. */
export function embeddedPlaces(): PlaceRow[] {
  return (embedded.rows as unknown as [string, string, number, number][]).map(
    ([name, countyCode, lat, lng]) => ({
      name,
      postalCode: null,
      countyCode,
      lat,
      lng,
    }),
  );
}

let embeddedGazetteer: Gazetteer | null = null;
export function getEmbeddedGazetteer(): Gazetteer {
  embeddedGazetteer ??= new Gazetteer(embeddedPlaces(), 'embedded');
  return embeddedGazetteer;
}

const cache = new WeakMap<object, Promise<Gazetteer>>();

/** The gazetteer of a database: the imported GeoNames places, else the embedded default. Cached per database. */
export function gazetteerFor<DB>(db: Kysely<DB>): Promise<Gazetteer> {
  let g = cache.get(db);
  if (!g) {
    g = loadImportedPlaces(db).then((rows) =>
      rows.length > 0 ? new Gazetteer(rows, 'geonames') : getEmbeddedGazetteer(),
    );
    g.catch(() => cache.delete(db));
    cache.set(db, g);
  }
  return g;
}

/** Forget the cached gazetteer (after an import into this database). */
export function invalidateGazetteer<DB>(db: Kysely<DB>): void {
  cache.delete(db);
}
