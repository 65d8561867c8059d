import { foldText } from '../geo/text.ts';
import type { Rng } from '../planner/createRng.ts';

export { createRng, type Rng } from '../planner/createRng.ts';

/** Uniform integer in [min, max], both ends included. */
export function between(rng: Rng, min: number, max: number): number {
  return min + rng.int(max - min + 1);
}

/** One element of a non-empty list. */
export function pick<T>(rng: Rng, list: readonly T[]): T {
  if (list.length === 0) throw new RangeError('pick from an empty list');
  return list[rng.int(list.length)] as T;
}

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** n random capitals and digits (the tail of a generated order id). */
export function randomChars(rng: Rng, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += ID_CHARS[rng.int(ID_CHARS.length)];
  return out;
}

/** n random digits. */
export function randomDigits(rng: Rng, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += String(rng.int(10));
  return out;
}

const SURNAMES = [
  'Kovács',
  'Szabó',
  'Tóth',
  'Nagy',
  'Horváth',
  'Varga',
  'Kiss',
  'Molnár',
  'Németh',
  'Farkas',
  'Balogh',
  'Papp',
  'Takács',
  'Juhász',
  'Mészáros',
  'Simon',
  'Rácz',
  'Fekete',
  'Szilágyi',
  'Török',
];
const TRADES = ['Építő', 'Tüzép', 'Ház', 'Tető', 'Kivitelező', 'Építőanyag', 'Generál', 'Lakásépítő'];
const FORMS = ['Kft.', 'Bt.', 'Zrt.'];
const STREETS = [
  'Fő utca',
  'Kossuth Lajos utca',
  'Petőfi Sándor utca',
  'Rákóczi út',
  'Ady Endre utca',
  'Dózsa György út',
  'Széchenyi tér',
  'Arany János utca',
  'Jókai Mór utca',
  'Vasút utca',
  'Ipari park',
  'Bartók Béla út',
];

/** A plausible Hungarian building-trade customer: name, phone, e-mail and customer code. */
export function demoCustomer(rng: Rng): { name: string; phone: string; email: string; customerCode: string } {
  const surname = pick(rng, SURNAMES);
  const trade = pick(rng, TRADES);
  const slug = foldText(`${surname}-${trade}`).replace(/[^a-z-]/g, '');
  return {
    name: `${surname} ${trade} ${pick(rng, FORMS)}`,
    phone: `+36 ${pick(rng, ['20', '30', '70'])} ${randomDigits(rng, 3)} ${randomDigits(rng, 4)}`,
    email: `rendeles@${slug}.hu`,
    customerCode: `C${randomDigits(rng, 6)}`,
  };
}

/** A street address in a settlement: "8200 Veszprém, Kossuth Lajos utca 12." (postal code when known). */
export function demoStreetAddress(rng: Rng, settlement: string, postalCode: string | null): string {
  const place = postalCode ? `${postalCode} ${settlement}` : settlement;
  return `${place}, ${pick(rng, STREETS)} ${between(rng, 1, 150)}.`;
}
