import { describe, expect, it } from 'vitest';
import { parseImportNumber } from '../../../src/core/orders/import/importValues.ts';
import { parseDateEntry, parseNumberEntry } from '../../../src/core/validation/parseInput.ts';

// Fixed dates: arbitrary inputs of pure functions, any year would do (today is passed in, never the clock's).

const value = <T>(p: { ok: true; value: T | null } | { ok: false; message: string }) =>
  p.ok ? p.value : `ERR ${p.message}`;

describe('parseNumberEntry (one parser of typed numbers)', () => {
  it.each([
    ['12', 12],
    ['12,5', 12.5],
    ['12.5', 12.5],
    [' 1 200,75 ', 1200.75],
    [',5', 0.5],
    ['', null],
  ])('%j → %j', (text, n) => expect(value(parseNumberEntry(text))).toBe(n));

  it('refuses a wrong entry with a message, never reading it as another number', () => {
    const wrong = parseNumberEntry('12a,5x');
    expect(wrong).toEqual({
      ok: false,
      message: 'A(z) „12a,5x” nem szám. Számot adjon meg, tizedesvesszővel (pl. 12,5)!',
    });
    expect(parseNumberEntry('1 2').ok).toBe(false);
    expect(parseNumberEntry('1,2,3').ok).toBe(false);
    expect(parseNumberEntry('12 db').ok).toBe(false);
  });

  it('refuses negatives unless min allows them; integers and decimals on request', () => {
    expect(parseNumberEntry('-5')).toEqual({ ok: false, message: 'Negatív szám itt nem adható meg!' });
    expect(value(parseNumberEntry('-5', { min: -10 }))).toBe(-5);
    expect(parseNumberEntry('2,5', { integer: true })).toEqual({
      ok: false,
      message: 'Egész számot adjon meg!',
    });
    expect(parseNumberEntry('1,2345', { decimals: 3 }).ok).toBe(false);
    expect(value(parseNumberEntry('1,234', { decimals: 3 }))).toBe(1.234);
    expect(parseNumberEntry(Number.NaN).ok).toBe(false);
  });

  it('the import reads numbers with the same parser', () => {
    expect(parseImportNumber('1 200')).toBe(1200);
    expect(parseImportNumber('12a,5x')).toBeNull();
    expect(parseImportNumber('-3')).toBe(-3);
  });
});

describe('parseDateEntry (one parser of typed dates)', () => {
  const today = '2026-11-27';
  it.each([
    ['2026.12.08', '2026-12-08'],
    ['2026.12.08.', '2026-12-08'],
    ['2026-12-08', '2026-12-08'],
    ['2026. 12. 08.', '2026-12-08'],
    ['2026.1.5', '2026-01-05'],
    ['12.08', '2026-12-08'],
    ['12.08.', '2026-12-08'],
    ['+3', '2026-11-30'],
    ['-2', '2026-11-25'],
    ['ma', '2026-11-27'],
    ['Holnap', '2026-11-28'],
    ['holnapután', '2026-11-29'],
    ['tegnap', '2026-11-26'],
    ['', null],
  ])('%j → %j', (text, iso) => expect(value(parseDateEntry(text, today))).toBe(iso));

  it('refuses a wrong or impossible date with the format message', () => {
    for (const text of ['2026.02.30', '12a', '2026.13.01', '31.12.2026', 'jövő héten']) {
      const parsed = parseDateEntry(text, today);
      expect(parsed.ok, text).toBe(false);
      if (!parsed.ok) expect(parsed.message).toContain('A megadott formátum nem megfelelő!');
    }
  });
});
