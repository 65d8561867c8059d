import { type ParsedAddress, parseHungarianAddress } from '../../core/geo/address.ts';
import { greatCircleMeters, type LngLat } from '../../core/geo/distance.ts';
import { LOCATION_TYPES } from '../../core/geo/geo.schemas.ts';
import { foldText } from '../../core/geo/text.ts';
import { BUDAPEST_DISTRICTS, COUNTIES, districtLabel } from './counties.ts';

/** One gazetteer row: a settlement, with a postal code when the source has one. */
export interface PlaceRow {
  name: string;
  postalCode: string | null;
  countyCode: string;
  lat: number;
  lng: number;
}

/** A settlement with all its postal codes. */
export interface Settlement {
  name: string;
  folded: string;
  countyCode: string;
  county: string;
  postalCodes: string[];
  point: LngLat;
}

/** The gazetteer's feature types: core's location types. */
export type FeatureType = (typeof LOCATION_TYPES)[number];
export const FEATURE_TYPES: readonly FeatureType[] = LOCATION_TYPES;

/** What search, reverse geocoding and geocoding answer (a GeoJSON point feature). */
export interface LocationFeature {
  type: 'Feature';
  id: string;
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: {
    type: FeatureType;
    label: string;
    isDepot: boolean;
    /** Street-level addresses are placed at their settlement (or district): the data has no streets. */
    precision: 'settlement' | 'district' | 'county' | 'exact';
    address: {
      country: 'HU';
      countyCode: string;
      county: string;
      city: string | null;
      district: number | null;
      postalCode: string | null;
      street: string | null;
      houseNumber: string | null;
    };
  };
}

export type GazetteerSource = 'embedded' | 'geonames';

/** In-memory index of Hungarian settlements: search by prefix, postal code, reverse by distance. */
export class Gazetteer {
  readonly settlements: Settlement[];
  private readonly byName = new Map<string, Settlement[]>();
  private readonly byPostal = new Map<string, Settlement[]>();
  /** Sorted folded names for prefix search (binary search). */
  private readonly sortedNames: { folded: string; s: Settlement }[];
  private readonly sortedCodes: string[];

  constructor(
    rows: readonly PlaceRow[],
    readonly source: GazetteerSource,
  ) {
    const byKey = new Map<string, Settlement>();
    for (const row of rows) {
      const folded = foldText(row.name);
      const key = `${row.name}|${row.countyCode}`;
      let s = byKey.get(key);
      if (!s) {
        s = {
          name: row.name,
          folded,
          countyCode: row.countyCode,
          county: COUNTIES[row.countyCode] ?? row.countyCode,
          postalCodes: [],
          point: [row.lng, row.lat],
        };
        byKey.set(key, s);
      }
      if (row.postalCode && !s.postalCodes.includes(row.postalCode)) s.postalCodes.push(row.postalCode);
    }
    this.settlements = [...byKey.values()];
    for (const s of this.settlements) {
      s.postalCodes.sort();
      push(this.byName, s.folded, s);
      for (const code of s.postalCodes) push(this.byPostal, code, s);
    }
    this.sortedCodes = [...this.byPostal.keys()].sort();
    this.sortedNames = this.settlements
      .map((s) => ({ folded: s.folded, s }))
      .sort((a, b) => (a.folded < b.folded ? -1 : a.folded > b.folded ? 1 : 0));
  }

  get postalCodeCount(): number {
    return this.byPostal.size;
  }

  /** Settlements of that name (accents optional); exact spellings first (Komoró before Kömörő). */
  findByName(name: string): Settlement[] {
    const list = this.byName.get(foldText(name)) ?? [];
    if (list.length < 2) return list;
    const exact = name.trim().toLowerCase();
    return [...list].sort(
      (a, b) => Number(b.name.toLowerCase() === exact) - Number(a.name.toLowerCase() === exact),
    );
  }

  findByPostalCode(code: string): Settlement[] {
    const exact = this.byPostal.get(code);
    if (exact) return exact;
    // Budapest codes 1xx0–1xx9 without their own row still name a district of Budapest.
    if (/^1\d{3}$/.test(code)) return this.findByName('Budapest');
    return [];
  }

  /** Settlements whose folded name starts with the folded prefix, shortest names first. */
  prefix(prefix: string, limit: number): Settlement[] {
    const p = foldText(prefix);
    if (!p) return [];
    let lo = 0;
    let hi = this.sortedNames.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.sortedNames[mid] as { folded: string }).folded < p) lo = mid + 1;
      else hi = mid;
    }
    const out: Settlement[] = [];
    for (let i = lo; i < this.sortedNames.length && out.length < limit * 4; i++) {
      const e = this.sortedNames[i] as { folded: string; s: Settlement };
      if (!e.folded.startsWith(p)) break;
      out.push(e.s);
    }
    return out.sort((a, b) => a.folded.length - b.folded.length).slice(0, limit);
  }

  /** The nearest settlement to a point, with its distance in metres. */
  nearest(point: LngLat): { settlement: Settlement; meters: number } | null {
    let best: Settlement | null = null;
    let bestM = Number.POSITIVE_INFINITY;
    for (const s of this.settlements) {
      // Cheap planar pre-check before the haversine.
      const dx = (s.point[0] - point[0]) * 0.68;
      const dy = s.point[1] - point[1];
      if (dx * dx + dy * dy > (bestM / 111_000) ** 2 * 1.1) continue;
      const m = greatCircleMeters(point, s.point);
      if (m < bestM) {
        bestM = m;
        best = s;
      }
    }
    return best ? { settlement: best, meters: bestM } : null;
  }

  /** The settlement an address names: postal code and name agree, else name (+ county hint), else postal code. */
  resolve(parsed: ParsedAddress): Settlement | null {
    const byName = parsed.city ? this.findByName(parsed.city) : [];
    const byCode = parsed.postalCode ? this.findByPostalCode(parsed.postalCode) : [];
    if (byName.length > 0 && byCode.length > 0) {
      const both = byName.find((s) => byCode.includes(s));
      if (both) return both;
    }
    if (byName.length > 0) return byName[0] as Settlement;
    if (byCode.length > 0 && (!parsed.city || byCode.length === 1)) return byCode[0] as Settlement;
    if (parsed.city) {
      // "Budapest" written with its district in the name, or "Szentendre Dumtsa …" without a comma.
      const first = parsed.city.split(' ')[0] as string;
      const again = this.findByName(first);
      if (again.length > 0) return again[0] as Settlement;
    }
    return byCode[0] ?? null;
  }

  /** Geocodes a free-text Hungarian address; null when no settlement matches. */
  geocode(address: string): LocationFeature | null {
    const read = parseHungarianAddress(address);
    const s = this.resolve(read);
    if (!s) return null;
    // "1117 Október huszonharmadika utca 8." (a postal code and a street, as the order import joins
    // them): the first word, read as the city for want of a comma, names no settlement — it is the
    // street's own (a month, a name), found by the postal code.
    const cityWord = read.city?.split(' ')[0] ?? '';
    const parsed =
      read.city && read.street && !address.includes(',') && this.findByName(cityWord).length === 0
        ? { ...read, city: null, street: `${read.city} ${read.street}` }
        : read;
    const type: FeatureType = parsed.houseNumber ? 'hnum' : parsed.street ? 'road' : 'cos';
    return this.feature(s, type, parsed);
  }

  /** A feature for a settlement, placed at its district when Budapest and the district is known. */
  feature(s: Settlement, type: FeatureType, parsed?: Partial<ParsedAddress>): LocationFeature {
    const district = s.countyCode === 'BU' ? (parsed?.district ?? null) : null;
    const point = district ? (BUDAPEST_DISTRICTS[district - 1] as LngLat) : s.point;
    const postalCode =
      parsed?.postalCode && (s.postalCodes.length === 0 || s.postalCodes.includes(parsed.postalCode))
        ? parsed.postalCode
        : (s.postalCodes[0] ?? null);
    const street = parsed?.street ?? null;
    const houseNumber = parsed?.houseNumber ?? null;
    const cityLabel = district ? `${s.name} ${districtLabel(district)}` : s.name;
    const streetLabel = street ? `, ${street}${houseNumber ? ` ${houseNumber}.` : ''}` : '';
    return {
      type: 'Feature',
      id: `${type}:${s.countyCode}:${s.folded}${district ? `:${district}` : ''}${street ? `:${foldText(street)}:${houseNumber ?? ''}` : ''}`,
      geometry: { type: 'Point', coordinates: [point[0], point[1]] },
      properties: {
        type,
        label: `${postalCode ? `${postalCode} ` : ''}${cityLabel}${streetLabel}`,
        isDepot: false,
        precision: type === 'hnum' || type === 'road' ? (district ? 'district' : 'settlement') : 'exact',
        address: {
          country: 'HU',
          countyCode: s.countyCode,
          county: s.county,
          city: s.name,
          district,
          postalCode,
          street,
          houseNumber,
        },
      },
    };
  }

  /** A county as an admin feature at the mean point of its settlements. */
  countyFeature(code: string): LocationFeature {
    const members = this.settlements.filter((s) => s.countyCode === code);
    const lng = members.reduce((a, s) => a + s.point[0], 0) / Math.max(1, members.length);
    const lat = members.reduce((a, s) => a + s.point[1], 0) / Math.max(1, members.length);
    const name = COUNTIES[code] ?? code;
    return {
      type: 'Feature',
      id: `admin:${code}`,
      geometry: { type: 'Point', coordinates: [lng, lat] },
      properties: {
        type: 'admin',
        label: code === 'BU' ? name : `${name} vármegye`,
        isDepot: false,
        precision: 'county',
        address: {
          country: 'HU',
          countyCode: code,
          county: name,
          city: null,
          district: null,
          postalCode: null,
          street: null,
          houseNumber: null,
        },
      },
    };
  }

  /**
   * Search as the user types: a postal code (or its start), a settlement prefix, "city, street
   * number" (the street is kept in the address parts), county names for type admin.
   */
  search(query: string, types: readonly FeatureType[] = FEATURE_TYPES, limit = 10): LocationFeature[] {
    const q = query.trim();
    if (!q) return [];
    const out: LocationFeature[] = [];
    const seen = new Set<string>();
    const add = (f: LocationFeature) => {
      if (!seen.has(f.id) && types.includes(f.properties.type) && out.length < limit) {
        seen.add(f.id);
        out.push(f);
      }
    };
    const parsed = parseHungarianAddress(q);
    const streetType: FeatureType = parsed.houseNumber ? 'hnum' : 'road';
    if (parsed.street && (types.includes('road') || types.includes('hnum'))) {
      const s = this.resolve(parsed);
      if (s) add(this.feature(s, streetType, parsed));
    }
    if (/^\d{1,4}$/.test(q)) {
      const codes = this.sortedCodes;
      let i = lowerBound(codes, q);
      for (; i < codes.length && out.length < limit; i++) {
        const code = codes[i] as string;
        if (!code.startsWith(q)) break;
        for (const s of this.byPostal.get(code) ?? []) {
          add(this.feature(s, 'cos', { postalCode: code, district: districtOf(s, code) }));
        }
      }
      return out;
    }
    if (parsed.city || parsed.postalCode) {
      const resolved = this.resolve(parsed);
      if (resolved && (parsed.postalCode || foldText(resolved.name) === foldText(parsed.city ?? ''))) {
        add(this.feature(resolved, 'cos', parsed));
      }
    }
    const nameQuery = parsed.city ?? q;
    for (const s of this.prefix(nameQuery, limit)) add(this.feature(s, 'cos', { district: parsed.district }));
    if (types.includes('admin')) {
      const fq = foldText(nameQuery);
      for (const [code, name] of Object.entries(COUNTIES)) {
        if (foldText(name).startsWith(fq)) add(this.countyFeature(code));
      }
    }
    return out;
  }

  /** The settlement (and Budapest district) at a point: the nearest one. */
  reverse(point: LngLat): LocationFeature | null {
    const hit = this.nearest(point);
    if (!hit) return null;
    let district: number | null = null;
    if (hit.settlement.countyCode === 'BU') {
      let best = Number.POSITIVE_INFINITY;
      BUDAPEST_DISTRICTS.forEach((p, i) => {
        const m = greatCircleMeters(point, p);
        if (m < best) {
          best = m;
          district = i + 1;
        }
      });
    }
    const f = this.feature(hit.settlement, 'cos', { district });
    if (district) f.geometry.coordinates = [point[0], point[1]];
    return f;
  }
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function lowerBound(sorted: readonly string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if ((sorted[mid] as string) < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

function districtOf(s: Settlement, code: string): number | null {
  if (s.countyCode !== 'BU') return null;
  const d = Number(code.slice(1, 3));
  return d >= 1 && d <= 23 ? d : null;
}
