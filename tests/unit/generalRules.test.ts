import { describe, expect, it } from 'vitest';
import * as r from '../../src/core/validation/generalRules.ts';

// Fixed dates: arbitrary inputs of pure functions (no clock), any year would do.

describe('general field rules of shell.md §5', () => {
  const cases: [string, (v: unknown) => string | null, unknown, string | null][] = [
    ['required empty string', r.required, '  ', 'A mező kitöltése kötelező!'],
    ['required empty array', r.required, [], 'A mező kitöltése kötelező!'],
    ['required null', r.required, null, 'A mező kitöltése kötelező!'],
    ['required zero passes', r.required, 0, null],
    ['percent 101', r.percent, 101, '0 és 100 közé eső számot adjon meg!'],
    ['percent 0', r.percent, 0, null],
    ['percent 100', r.percent, '100', null],
    ['positive 0', r.positive, 0, 'Pozitív számot adjon meg!'],
    ['positive 0,5 comma', r.positive, '0,5', null],
    ['nonNegative -1', r.nonNegative, -1, 'Pozitív számot vagy nullát adjon meg!'],
    ['nonNegative 0', r.nonNegative, 0, null],
    ['positiveInteger 1.5', r.positiveInteger(), 1.5, 'Pozitív egész számot adjon meg!'],
    ['positiveInteger empty strict', r.positiveInteger(), '', 'Pozitív egész számot adjon meg!'],
    ['positiveInteger empty optional', r.positiveInteger(true), '', null],
    ['nonNegativeInteger -2', r.nonNegativeInteger, -2, 'Pozitív egész számot vagy nullát adjon meg!'],
    ['nonNegativeInteger 0', r.nonNegativeInteger, 0, null],
    ['email ok', r.email, 'kiss.janos@example.hu', null],
    ['email empty', r.email, '', null],
    ['email long tld', r.email, 'a@b.hungary', 'Az email cím formátuma nem megfelelő!'],
    ['email long local', r.email, `${'a'.repeat(65)}@b.hu`, 'Az email cím formátuma nem megfelelő!'],
    ['time 8:00', r.time, '8:00', null],
    ['time 23:59', r.time, '23:59', null],
    ['time 24:00', r.time, '24:00', 'A beírt érték nem megfelelő. Formátum: 8:00'],
    ['time 8:60', r.time, '8:60', 'A beírt érték nem megfelelő. Formátum: 8:00'],
    ['noSpaces', r.noSpaces, 'a b', 'A szöveg nem tartalmazhat szóközt!'],
    ['maxValue', r.maxValue(10), 11, 'Kisebb számot adjon meg mint 10!'],
    ['maxValue equal', r.maxValue(10), 10, null],
    ['greaterThan equal', r.greaterThan(5), 5, 'Nagyobb számot adjon meg mint 5!'],
    [
      'dateNotEarlier',
      r.dateNotEarlier('2026-11-22', '2026.11.22'),
      '2026-11-21',
      'A választott dátum nem lehet korábbi, mint 2026.11.22!',
    ],
    ['dateNotEarlier same', r.dateNotEarlier('2026-11-22'), '2026-11-22', null],
    ['phone ok', r.phone, '+36 (30) 123-45/67', null],
    [
      'phone letters',
      r.phone,
      '+36 30 abc',
      'A telefonszám csak számokat, szóközt és a {+, -, /, (, )} karaktereket tartalmazhatja!',
    ],
    ['packing ok', r.packingAlgorithm, 'twodimensional', null],
    ['packing bad', r.packingAlgorithm, 'stack', 'A csomagolási algoritmus neve nem megfelelő!'],
  ];
  it.each(cases)('%s', (_name, check, value, expected) => {
    expect(check(value)).toBe(expected);
  });

  it('a calendar date in the ISO form (the calendar override rule); empty passes', () => {
    const format = 'A megadott formátum nem megfelelő! Formátum: 2026-12-24';
    expect(r.isoDate('2026-12-24')).toBeNull();
    expect(r.isoDate('')).toBeNull();
    expect(r.isoDate('2026-02-30')).toBe(format);
    expect(r.isoDate('2026.12.24')).toBe(format);
  });
});
