import type { PlaceRow } from './gazetteer.ts';

/**
 * Parses the GeoNames postal-code dump layout (tab-separated, no header: country code, postal
 * code, place name, admin name1, admin code1, admin name2, admin code2, admin name3, admin code3,
 * latitude, longitude, accuracy). Only Hungarian rows with a county code and coordinates are kept;
 * `skipped` counts the others.
 */
export function parseGeonamesPostalCodes(text: string): { rows: PlaceRow[]; skipped: number } {
  const rows: PlaceRow[] = [];
  let skipped = 0;
  for (const line of text.split(/\r?\n/)) {
    if (!line.trim()) continue;
    const c = line.split('\t');
    const lat = Number(c[9]);
    const lng = Number(c[10]);
    const name = (c[2] ?? '').trim();
    const countyCode = (c[4] ?? '').trim().toUpperCase();
    if (
      c[0] !== 'HU' ||
      !name ||
      !/^[A-Z]{2}$/.test(countyCode) ||
      !Number.isFinite(lat) ||
      !Number.isFinite(lng) ||
      c[9] === ''
    ) {
      skipped++;
      continue;
    }
    rows.push({ name, postalCode: (c[1] ?? '').trim() || null, countyCode, lat, lng });
  }
  return { rows, skipped };
}
