import { isIsoDate } from '../calendar/workdays.ts';
import { PACKING_ALGORITHMS } from '../config/enums.ts';
import { COMMON_ERRORS } from '../errors/messages.ts';

/**
 * The general field rules of shell.md §5 with their exact Hungarian messages. Pure functions:
 * each returns null when the value passes, else the message. Used by zod schemas, the shared
 * inputs of the web and the custom operators of the rules engine, so every layer says the same.
 */
export const RULE_MESSAGES = {
  required: COMMON_ERRORS.required.message,
  percent: '0 és 100 közé eső számot adjon meg!',
  positive: 'Pozitív számot adjon meg!',
  nonNegative: 'Pozitív számot vagy nullát adjon meg!',
  positiveInteger: 'Pozitív egész számot adjon meg!',
  nonNegativeInteger: 'Pozitív egész számot vagy nullát adjon meg!',
  email: 'Az email cím formátuma nem megfelelő!',
  time: 'A beírt érték nem megfelelő. Formátum: 8:00',
  noSpaces: 'A szöveg nem tartalmazhat szóközt!',
  maxValue: 'Kisebb számot adjon meg mint {n}!',
  minExclusive: 'Nagyobb számot adjon meg mint {n}!',
  dateNotEarlier: 'A választott dátum nem lehet korábbi, mint {date}!',
  inactiveDefaultVehicle: 'Az inaktív jármű nem lehet alapértelmezett!',
  phone: 'A telefonszám csak számokat, szóközt és a {+, -, /, (, )} karaktereket tartalmazhatja!',
  workday: 'A kiválasztott nap nem munkanap!',
  dateFieldWorkday: 'A megadott dátum nem munkanap!',
  dateFormat: 'A megadott formátum nem megfelelő! Formátum: {sample}',
  rangeFormat: 'Formátum: {sample}',
  range: 'Hibás intervallum!',
  timeHint: 'Formátum: 8:00',
  packingAlgorithm: 'A csomagolási algoritmus neve nem megfelelő!',
  maxLength: 'Legfeljebb {n} karakter adható meg!',
  invalidValue: 'A megadott érték nem megfelelő!',
} as const;
export type RuleMessageKey = keyof typeof RULE_MESSAGES;
/** The keys of {@link RULE_MESSAGES}, as a zod enum takes them. */
export const RULE_MESSAGE_KEYS = Object.keys(RULE_MESSAGES) as [RuleMessageKey, ...RuleMessageKey[]];

/** Fills {name} placeholders of a message. */
export function fillMessage(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (m, k: string) => (k in params ? String(params[k]) : m));
}

type Check = (value: unknown) => string | null;

const isEmpty = (v: unknown) =>
  v === null ||
  v === undefined ||
  (typeof v === 'string' && v.trim() === '') ||
  (Array.isArray(v) && v.length === 0);
const num = (v: unknown): number | null => {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v.replace(',', '.'));
    return Number.isFinite(n) ? n : null;
  }
  return null;
};
/** Empty passes every rule but `required` (combine with required where needed). */
const optional =
  (check: Check): Check =>
  (v) =>
    isEmpty(v) ? null : check(v);

export const required: Check = (v) => (isEmpty(v) ? RULE_MESSAGES.required : null);
export const percent: Check = optional((v) => {
  const n = num(v);
  return n !== null && n >= 0 && n <= 100 ? null : RULE_MESSAGES.percent;
});
export const positive: Check = optional((v) => {
  const n = num(v);
  return n !== null && n > 0 ? null : RULE_MESSAGES.positive;
});
export const nonNegative: Check = optional((v) => {
  const n = num(v);
  return n !== null && n >= 0 ? null : RULE_MESSAGES.nonNegative;
});
/** Positive integer; the spec's optional variant allows empty, the strict one does not. */
export const positiveInteger = (allowEmpty = false): Check => {
  const check: Check = (v) => {
    const n = num(v);
    return n !== null && Number.isInteger(n) && n > 0 ? null : RULE_MESSAGES.positiveInteger;
  };
  return allowEmpty ? optional(check) : (v) => (isEmpty(v) ? RULE_MESSAGES.positiveInteger : check(v));
};
export const nonNegativeInteger: Check = optional((v) => {
  const n = num(v);
  return n !== null && Number.isInteger(n) && n >= 0 ? null : RULE_MESSAGES.nonNegativeInteger;
});
/** Local part ≤ 64 characters, an @, a domain, a top-level part of 2–4 letters; empty allowed. */
export const email: Check = optional((v) =>
  typeof v === 'string' && /^[^\s@]{1,64}@(?:[^\s@.]+\.)+[a-zA-Z]{2,4}$/.test(v.trim())
    ? null
    : RULE_MESSAGES.email,
);
export const TIME_PATTERN = /^([01]?\d|2[0-3]):[0-5]\d$/;
export const time: Check = optional((v) =>
  typeof v === 'string' && TIME_PATTERN.test(v.trim()) ? null : RULE_MESSAGES.time,
);
export const noSpaces: Check = optional((v) =>
  typeof v === 'string' && /\s/.test(v) ? RULE_MESSAGES.noSpaces : null,
);
export const maxValue =
  (bound: number): Check =>
  (v) => {
    const n = num(v);
    return n === null || n <= bound ? null : fillMessage(RULE_MESSAGES.maxValue, { n: bound });
  };
export const greaterThan =
  (bound: number): Check =>
  (v) => {
    const n = num(v);
    return n === null || n > bound ? null : fillMessage(RULE_MESSAGES.minExclusive, { n: bound });
  };
/** ISO dates (YYYY-MM-DD) compare as strings; `displayDate` is the reference shown in the message. */
export const dateNotEarlier =
  (reference: string, displayDate = reference): Check =>
  (v) =>
    typeof v === 'string' && v !== '' && v < reference
      ? fillMessage(RULE_MESSAGES.dateNotEarlier, { date: displayDate })
      : null;
export const phone: Check = optional((v) =>
  typeof v === 'string' && /^[0-9 +\-/()]+$/.test(v) ? null : RULE_MESSAGES.phone,
);
export const packingAlgorithm: Check = (v) =>
  typeof v === 'string' && (PACKING_ALGORITHMS as readonly string[]).includes(v)
    ? null
    : RULE_MESSAGES.packingAlgorithm;
/** A text of at most `n` characters (after trimming); empty passes. */
export const maxLength =
  (n: number): Check =>
  (v) =>
    typeof v === 'string' && v.trim().length > n ? fillMessage(RULE_MESSAGES.maxLength, { n }) : null;
/**
 * A text matching a regular expression (JavaScript syntax, whole value; `u` flag); empty passes.
 * The rule's event gives the message that tells the user what is allowed.
 */
export const matchesPattern = (pattern: string): Check => {
  const re = new RegExp(pattern, 'u');
  return optional((v) => (typeof v === 'string' && re.test(v.trim()) ? null : RULE_MESSAGES.invalidValue));
};
/** A calendar date as YYYY-MM-DD (a real day: no 2026-02-30); empty passes. */
export const isoDate: Check = optional((v) =>
  typeof v === 'string' && isIsoDate(v.trim())
    ? null
    : fillMessage(RULE_MESSAGES.dateFormat, { sample: '2026-12-24' }),
);
/** Runs checks in order and returns the first message. */
export function firstError(value: unknown, checks: readonly Check[]): string | null {
  for (const c of checks) {
    const m = c(value);
    if (m) return m;
  }
  return null;
}
