import type { Kysely } from 'kysely';
import type { PlaceRow } from '../../geo/gazetteer.ts';

/** The table of migration 0200_gazetteer (typed here so the shared schema needs no edit). */
export interface GeoPlacesTable {
  postal_code: string | null;
  name: string;
  county_code: string;
  lat: number;
  lng: number;
}
interface GeoDatabase {
  geo_places: GeoPlacesTable;
}
const geo = <DB>(db: Kysely<DB>) => db as unknown as Kysely<GeoDatabase>;

/** Every imported place; empty when nothing has been imported (the embedded default applies). */
export async function loadImportedPlaces<DB>(db: Kysely<DB>): Promise<PlaceRow[]> {
  const rows = await geo(db).selectFrom('geo_places').selectAll().execute();
  return rows.map((r) => ({
    name: r.name,
    postalCode: r.postal_code,
    countyCode: r.county_code,
    lat: Number(r.lat),
    lng: Number(r.lng),
  }));
}

/** Replaces the imported gazetteer in one transaction. */
export async function replaceImportedPlaces<DB>(db: Kysely<DB>, rows: readonly PlaceRow[]): Promise<void> {
  await geo(db)
    .transaction()
    .execute(async (trx) => {
      await trx.deleteFrom('geo_places').execute();
      for (let i = 0; i < rows.length; i += 500) {
        await trx
          .insertInto('geo_places')
          .values(
            rows.slice(i, i + 500).map((r) => ({
              postal_code: r.postalCode,
              name: r.name,
              county_code: r.countyCode,
              lat: r.lat,
              lng: r.lng,
            })),
          )
          .execute();
      }
    });
}
