import { foldText } from './text.ts';

/** The parts of a Hungarian address that the gazetteer can use; every part is optional. */
export interface ParsedAddress {
  postalCode: string | null;
  /** Settlement as written (accents kept), without district or postal code. */
  city: string | null;
  /** Budapest district 1–23 (from "XI. kerület", "11. ker.", "Budapest XI" or a 1xx0 code). */
  district: number | null;
  street: string | null;
  houseNumber: string | null;
}

const ROMAN: Record<string, number> = { i: 1, v: 5, x: 10 };
/** "XXIII" → 23; null when the text is not a Roman numeral of 1–23. */
export function romanToNumber(text: string): number | null {
  const s = text.toLowerCase();
  if (!/^[ivx]+$/.test(s)) return null;
  let total = 0;
  for (let i = 0; i < s.length; i++) {
    const v = ROMAN[s[i] as string] as number;
    const next = ROMAN[s[i + 1] as string] ?? 0;
    total += v < next ? -v : v;
  }
  return total >= 1 && total <= 23 ? total : null;
}

/** Budapest district of a postal code 1010–1239 (1 + district in two digits + 0), else null. */
export function districtOfPostalCode(code: string): number | null {
  if (!/^1\d{3}$/.test(code)) return null;
  const d = Number(code.slice(1, 3));
  return d >= 1 && d <= 23 ? d : null;
}

// Word boundaries that know accented letters (JS \b does not: "kút" would end in "út").
const B = '(?<![\\p{L}\\d])';
const E = '(?![\\p{L}\\d])';
const STREET_WORDS = new RegExp(
  `${B}(u|utca|ut|út|útja|utja|krt|körút|korut|ter|tér|tere|sor|köz|koz|sétány|setany|fasor|rakpart|dűlő|dulo|lakótelep|ltp|park|liget|sugárút|sugarut|lépcső|udvar|major|tanya|hrsz)${E}.?`,
  'iu',
);
const DISTRICT_RE = new RegExp(`${B}([IVX]{1,5}|\\d{1,2})\\s*\\.?\\s*(?:kerület|kerulet|ker${E}\\.?)`, 'iu');
const BUDAPEST_ROMAN_RE = new RegExp(`${B}budapest\\s+([IVX]{1,5})${E}\\.?`, 'iu');

/**
 * Splits a Hungarian address: "2000 Szentendre, Dumtsa Jenő u. 1.", "Budapest XI. kerület,
 * Bartók Béla út 12", "1117 Budapest", "szentendre dumtsa jeno u 1", a postal code alone.
 */
export function parseHungarianAddress(input: string): ParsedAddress {
  let rest = input.trim().replace(/\s+/g, ' ');
  const result: ParsedAddress = {
    postalCode: null,
    city: null,
    district: null,
    street: null,
    houseNumber: null,
  };

  const postal = /(?:^|[\s,])(?:H-?)?(\d{4})(?=$|[\s,])/.exec(rest);
  if (postal) {
    result.postalCode = postal[1] as string;
    rest = `${rest.slice(0, postal.index)} ${rest.slice(postal.index + postal[0].length)}`.trim();
  }
  const district = DISTRICT_RE.exec(rest);
  if (district) {
    const raw = district[1] as string;
    result.district = /^\d+$/.test(raw) ? Number(raw) : romanToNumber(raw);
    rest = `${rest.slice(0, district.index)} ${rest.slice(district.index + district[0].length)}`;
  } else {
    const roman = BUDAPEST_ROMAN_RE.exec(rest);
    if (roman) {
      result.district = romanToNumber(roman[1] as string);
      rest = rest.replace(roman[0], 'Budapest');
    }
  }
  if (result.district === null && result.postalCode)
    result.district = districtOfPostalCode(result.postalCode);

  rest = rest.replace(/^[\s,]+|[\s,]+$/g, '').replace(/\s*,\s*,/g, ',');
  const parts = rest
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  let cityPart: string | undefined;
  let streetPart: string | undefined;
  if (parts.length >= 2) {
    // "Fő utca 5, 9021 Győr": written street first (as on a letter), the settlement is the last part.
    const last = parts[parts.length - 1] as string;
    const streetFirst = STREET_WORDS.test(parts[0] as string) && !STREET_WORDS.test(last);
    [cityPart, streetPart] = streetFirst
      ? [last, parts.slice(0, -1).join(' ')]
      : [parts[0], parts.slice(1).join(' ')];
  } else if (parts.length === 1) {
    const only = parts[0] as string;
    const m = STREET_WORDS.exec(only);
    if (m && m.index > 0) {
      // "Szentendre Dumtsa Jenő u 1": the city is the first word, the rest the street.
      const space = only.indexOf(' ');
      if (space > 0 && space < m.index) {
        cityPart = only.slice(0, space);
        streetPart = only.slice(space + 1);
      } else streetPart = only;
    } else cityPart = only;
  }
  if (cityPart) result.city = cityPart.replace(/\.$/, '').trim() || null;
  if (streetPart) {
    const hn = /\s(\d+[0-9a-zA-Z/.-]*)\.?$/.exec(streetPart);
    if (hn) {
      result.houseNumber = (hn[1] as string).replace(/\.$/, '');
      streetPart = streetPart.slice(0, hn.index);
    }
    result.street = streetPart.trim() || null;
  }
  if (result.city && foldText(result.city) === 'bp') result.city = 'Budapest';
  return result;
}
