import { describe, expect, it } from 'vitest';
import { districtOfPostalCode, parseHungarianAddress, romanToNumber } from '../../../src/core/geo/address.ts';
import { greatCircleMeters } from '../../../src/core/geo/distance.ts';
import { foldText } from '../../../src/core/geo/text.ts';

describe('Hungarian address parsing', () => {
  it('splits postal code, city, street and house number', () => {
    expect(parseHungarianAddress('2000 Szentendre, Dumtsa Jenő u. 1.')).toEqual({
      postalCode: '2000',
      city: 'Szentendre',
      district: null,
      street: 'Dumtsa Jenő u.',
      houseNumber: '1',
    });
  });
  it('reads addresses without accents or commas', () => {
    const p = parseHungarianAddress('szentendre dumtsa jeno u 1');
    expect(p.city).toBe('szentendre');
    expect(p.houseNumber).toBe('1');
    expect(foldText('Győr-Moson-Sopron')).toBe('gyor-moson-sopron');
  });
  it('reads a postal code alone', () => {
    expect(parseHungarianAddress('6720')).toMatchObject({ postalCode: '6720', city: null });
  });
  it('reads Budapest districts as kerület, Roman numerals and 1xx0 codes', () => {
    expect(parseHungarianAddress('Budapest XI. kerület, Bartók Béla út 12').district).toBe(11);
    expect(parseHungarianAddress('Budapest, 13. ker., Váci út 1').district).toBe(13);
    expect(parseHungarianAddress('Budapest XXIII, Haraszti út 5')).toMatchObject({
      district: 23,
      city: 'Budapest',
    });
    expect(parseHungarianAddress('1117 Budapest, Irinyi József u. 4-20.')).toMatchObject({
      district: 11,
      postalCode: '1117',
      houseNumber: '4-20',
    });
    expect(romanToNumber('XIV')).toBe(14);
    expect(romanToNumber('XXX')).toBeNull();
    expect(districtOfPostalCode('1239')).toBe(23);
    expect(districtOfPostalCode('2000')).toBeNull();
  });
  it('measures great-circle distance (Budapest–Szeged about 161 km)', () => {
    const m = greatCircleMeters([19.0404, 47.4984], [20.1414, 46.253]);
    expect(m / 1000).toBeGreaterThan(155);
    expect(m / 1000).toBeLessThan(168);
  });
});
