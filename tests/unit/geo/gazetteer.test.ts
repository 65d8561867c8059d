import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { Gazetteer } from '../../../src/server/geo/gazetteer.ts';
import { embeddedPlaces } from '../../../src/server/geo/gazetteerService.ts';
import { parseGeonamesPostalCodes } from '../../../src/server/geo/geonames.ts';
import { GEO_REFERENCE_DIR } from '../../support/geoReference.ts';

const HU_TXT = path.join(GEO_REFERENCE_DIR, 'HU.txt');
const text = readFileSync(HU_TXT, 'utf8');
const { rows, skipped } = parseGeonamesPostalCodes(text);
const full = new Gazetteer(rows, 'geonames');
const names = [...new Set(rows.map((r) => r.name))];
const codes = [...new Set(rows.map((r) => r.postalCode as string))];

describe('gazetteer over the GeoNames reference file', () => {
  it('imports every row: 3,155 places, 3,046 postal codes, 20 counties', () => {
    expect(existsSync(HU_TXT)).toBe(true);
    expect(skipped).toBe(0);
    expect(full.settlements.length).toBe(3155);
    expect(full.postalCodeCount).toBe(3046);
    expect(new Set(rows.map((r) => r.countyCode)).size).toBe(20);
  });

  it('geocodes ≥ 99 % of settlement names and postal codes (printed), with and without accents', () => {
    // A postal code may serve several villages: any of them is a right answer.
    const byCode = new Map<string, Set<string>>();
    for (const r of rows)
      byCode.set(r.postalCode as string, (byCode.get(r.postalCode as string) ?? new Set()).add(r.name));
    let nameHits = 0;
    let plainHits = 0;
    for (const name of names) {
      if (full.geocode(name)?.properties.address.city === name) nameHits++;
      const plain = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      if (full.geocode(plain)?.properties.address.city === name) plainHits++;
    }
    let codeHits = 0;
    for (const code of codes) {
      const f = full.geocode(code);
      const { city, postalCode } = f?.properties.address ?? {};
      if (city && postalCode === code && byCode.get(code)?.has(city)) codeHits++;
    }
    let fullHits = 0;
    for (const r of rows) {
      const f = full.geocode(`${r.postalCode} ${r.name}, Fő utca 1.`);
      if (f?.properties.address.city === r.name && f.properties.address.postalCode === r.postalCode)
        fullHits++;
    }
    const pct = (n: number, d: number) => ((100 * n) / d).toFixed(2);
    console.log(
      `coverage of HU.txt: names ${nameHits}/${names.length} (${pct(nameHits, names.length)} %), ` +
        `unaccented ${plainHits}/${names.length} (${pct(plainHits, names.length)} %), ` +
        `postal codes ${codeHits}/${codes.length} (${pct(codeHits, codes.length)} %), ` +
        `full addresses ${fullHits}/${rows.length} (${pct(fullHits, rows.length)} %)`,
    );
    expect(nameHits / names.length).toBeGreaterThanOrEqual(0.99);
    expect(plainHits / names.length).toBeGreaterThanOrEqual(0.99);
    expect(codeHits / codes.length).toBeGreaterThanOrEqual(0.99);
    expect(fullHits / rows.length).toBeGreaterThanOrEqual(0.99);
  });

  it('places Budapest districts and answers the example address', () => {
    const sz = full.geocode('2000 Szentendre, Dumtsa Jenő u. 1.');
    expect(sz?.properties).toMatchObject({
      type: 'hnum',
      address: { city: 'Szentendre', postalCode: '2000', countyCode: 'PE' },
    });
    const bp = full.geocode('1117 Budapest, Irinyi József u. 4.');
    expect(bp?.properties.address).toMatchObject({ city: 'Budapest', district: 11 });
    expect(bp?.geometry.coordinates).not.toEqual([19.0404, 47.4984]);
    expect(full.geocode('Budapest XIII. kerület')?.properties.address.district).toBe(13);
    expect(full.geocode('Nincsilyenfalva, Fő u. 1.')).toBeNull();
  });

  it('searches by prefix, postal code and county, and reverse geocodes', () => {
    expect(full.search('szent')[0]?.properties.address.city).toMatch(/^Szent/);
    expect(full.search('6720')[0]?.properties.address.city).toBe('Szeged');
    expect(full.search('bacs', ['admin'])[0]?.properties).toMatchObject({
      type: 'admin',
      address: { countyCode: 'BK' },
    });
    expect(full.reverse([20.1414, 46.253])?.properties.address.city).toBe('Szeged');
  });

  it('measures the embedded default (registry package) against the reference (printed)', () => {
    const embedded = new Gazetteer(embeddedPlaces(), 'embedded');
    let covered = 0;
    for (const name of names) if (embedded.findByName(name).length > 0) covered++;
    console.log(
      `embedded default: ${embedded.settlements.length} places, covers ${covered}/${names.length} reference settlements (${((100 * covered) / names.length).toFixed(1)} %), no postal codes`,
    );
    expect(embedded.settlements.length).toBeGreaterThan(1000);
    // 957 of 3,155 (30 %): every town and the larger villages; the rest of the 1,100 are spelt otherwise.
    expect(covered).toBeGreaterThan(900);
    expect(embedded.geocode('Szentendre, Dumtsa Jenő u. 1.')?.properties.address.countyCode).toBe('PE');
  });
});
