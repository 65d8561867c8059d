import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_AREA_MAP_API } from '../../src/core/geo/adminAreaMap.api.ts';
import { LOCATION_API } from '../../src/core/geo/location.api.ts';
import { replaceImportedPlaces } from '../../src/server/db/repositories/gazetteer.repository.ts';
import { invalidateGazetteer } from '../../src/server/geo/gazetteerService.ts';
import { parseGeonamesPostalCodes } from '../../src/server/geo/geonames.ts';
import { GEO_REFERENCE_DIR } from '../support/geoReference.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

const HU_TXT = path.join(GEO_REFERENCE_DIR, 'HU.txt');

type Features = {
  source: string;
  features: { properties: { type: string; label: string; address: Record<string, unknown> } }[];
};

describe.each(BACKENDS)('location calls [%s]', (backend) => {
  const env = useTestEnv(backend);
  const as = 'logistics-viewer';
  const search = (query: Record<string, string>) => env().request(LOCATION_API.search, { query, as });
  const reverse = (lng: string, lat: string) =>
    env().request(LOCATION_API.reverseGeocode, { params: { lng, lat }, as });

  it('searches the embedded default before an import', async () => {
    const res = await search({ query: 'szentend', types: 'cos' });
    expect(res.statusCode).toBe(200);
    const body = json<Features>(res);
    expect(body.source).toBe('embedded');
    expect(body.features[0]?.properties.address.city).toBe('Szentendre');
  });

  it('uses the imported GeoNames rows: postal codes, streets, counties', async () => {
    const { rows } = parseGeonamesPostalCodes(readFileSync(HU_TXT, 'utf8'));
    await replaceImportedPlaces(env().database.db, rows);
    invalidateGazetteer(env().database.db);

    const byCode = json<Features>(await search({ query: '2000' }));
    expect(byCode.source).toBe('geonames');
    expect(byCode.features[0]?.properties.address).toMatchObject({ city: 'Szentendre', postalCode: '2000' });

    const street = json<Features>(await search({ query: '2000 Szentendre, Dumtsa Jenő u. 1.' }));
    expect(street.features[0]?.properties).toMatchObject({
      type: 'hnum',
      address: { street: 'Dumtsa Jenő u.', houseNumber: '1', countyCode: 'PE' },
    });
    const county = json<Features>(await search({ query: 'csongr', types: 'admin' }));
    expect(county.features[0]?.properties.address.county).toBe('Csongrád-Csanád');
    expect((await search({ query: 'x', types: 'bogus' })).statusCode).toBe(400);
  });

  it('reverse geocodes a point, refuses one outside Hungary', async () => {
    const res = await reverse('19.0560', '47.6690');
    expect(res.statusCode).toBe(200);
    expect(json<{ properties: { address: { city: string } } }>(res).properties.address.city).toBe(
      'Szentendre',
    );
    const out = await reverse('2.35', '48.85');
    expect(out.statusCode).toBe(422);
    expect(json(out)).toMatchObject({ code: 'CANNOT_BE_GEOCODED', message: 'A címpont nem geokódolható!' });
  });

  it('geocodes a batch of order addresses; failures say CANNOT_BE_GEOCODED', async () => {
    const res = await env().request(LOCATION_API.geocode, {
      as: 'logistics-manager',
      payload: [
        { temporaryCustomerId: 't1', address: '6720 Szeged, Kárász u. 5.' },
        { temporaryCustomerId: 't2', address: 'Budapest XI. kerület, Bartók Béla út 12' },
        { temporaryCustomerId: 't3', address: 'Nincsilyen, Sehol utca 1.' },
      ],
    });
    expect(res.statusCode).toBe(200);
    const { geocodedAPs } = json<{ geocodedAPs: Record<string, unknown>[] }>(res);
    expect(geocodedAPs[0]).toMatchObject({
      temporaryCustomerId: 't1',
      geocoded: true,
      city: 'Szeged',
      zip: '6720',
    });
    expect(geocodedAPs[1]).toMatchObject({ city: 'Budapest', geocoded: true });
    expect(geocodedAPs[2]).toMatchObject({
      temporaryCustomerId: 't3',
      geocoded: false,
      error: { type: 'CANNOT_BE_GEOCODED', message: 'A címpont nem geokódolható!' },
    });
  });

  it('refuses anyone without a token', async () => {
    expect((await env().request(LOCATION_API.search, { query: { query: 'sz' } })).statusCode).toBe(401);
  });
});

describe.each(BACKENDS)('admin area map [%s]', (backend) => {
  const env = useTestEnv(backend);
  it('serves the outline with 20 county label points, and every gazetteer settlement as cities', async () => {
    const counties = await env().request(ADMIN_AREA_MAP_API.counties, {
      as: 'logistics-viewer',
    });
    expect(counties.statusCode).toBe(200);
    const c = json<{ features: { geometry: { type: string }; properties: { kind: string } }[] }>(counties);
    expect(c.features[0]?.geometry.type).toBe('MultiPolygon');
    expect(c.features.filter((f) => f.properties.kind === 'county')).toHaveLength(20);
    const cities = json<{ features: { properties: { name: string; seat: boolean } }[] }>(
      await env().request(ADMIN_AREA_MAP_API.cities, { as: 'logistics-viewer' }),
    );
    expect(cities.features.length).toBeGreaterThan(1000);
    expect(cities.features.find((f) => f.properties.name === 'Szeged')?.properties.seat).toBe(true);
  });
});
