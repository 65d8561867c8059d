import { describe, expect, it } from 'vitest';
import { checkImportRows } from '../../../../src/core/orders/import/checkImportRows.ts';
import type { ImportConfig } from '../../../../src/core/orders/import/importColumns.ts';
import { mapHeaders } from '../../../../src/core/orders/import/importHeaders.ts';
import { MAX_CELL_CHARS } from '../../../../src/core/orders/import/importRow.ts';
import { parseImportDate, parseImportNumber } from '../../../../src/core/orders/import/importValues.ts';
import { loadRuleSet } from '../../../../src/server/rules/loadRuleFiles.ts';
import {
  buildImportContext,
  buildImportRow,
  importColumnsFor,
} from '../../../factories/orderImport.factory.ts';

// Fixed dates: arbitrary inputs of pure functions, any year would do (today is passed in, never the clock's).

const RULES = loadRuleSet('logistics');

const errorsOf = (values: Parameters<typeof buildImportRow>[1]) => {
  const [row] = checkImportRows([buildImportRow(2, values)], buildImportContext(), RULES);
  return row?.errors ?? [];
};

describe('cell values', () => {
  it.each([
    ['2026-01-08', '2026-01-08'],
    ['2026.01.08', '2026-01-08'],
    ['2026.01.08.', '2026-01-08'],
    ['2026. 1. 8.', '2026-01-08'],
    ['2026/1/8', '2026-01-08'],
    ['2026-01-08T00:00:00Z', '2026-01-08'],
    ['2026-02-30', null],
    ['08.01.2026', null],
    ['holnap', null],
    ['', null],
  ])('date %j → %j', (text, iso) => expect(parseImportDate(text)).toBe(iso));

  it.each([
    ['12', 12],
    ['12.5', 12.5],
    ['12,5', 12.5],
    ['1 200', 1200],
    ['-3', -3],
    ['12 kg', null],
    ['1.2.3', null],
    ['', null],
  ])('number %j → %j', (text, n) => expect(parseImportNumber(text)).toBe(n));
});

describe('one row, every column check and its code', () => {
  it('a valid row has no errors and typed values (default vehicle by deliveryToSite)', () => {
    const [row] = checkImportRows([buildImportRow(2)], buildImportContext(), RULES);
    expect(row?.errors).toEqual([]);
    expect(row?.parsed).toMatchObject({
      deliveryDate: '2026-01-08',
      palletsCount: 10,
      sumWeight: 8000,
      vehicle: 'D22S',
    });
    const [site] = checkImportRows([buildImportRow(2, { incoterm: 'z' })], buildImportContext(), RULES);
    expect(site?.parsed).toMatchObject({ deliveryToSite: true, vehicle: 'D22L' });
  });

  it.each([
    [
      'customerName',
      { customerName: ' ' },
      'MISSING_REQUIRED_FIELD',
      'A "Vevő neve" mező kitöltése kötelező!',
    ],
    [
      'deliveryDate',
      { deliveryDate: '2026.13.01' },
      'INVALID_DATE',
      'A "Szállítási dátum" mező: érvénytelen dátum érték',
    ],
    [
      'deliveryDate',
      { deliveryDate: '2026-01-02' },
      'DATE_IN_PAST',
      'A választott dátum nem lehet korábbi, mint 2026.01.05!',
    ],
    ['deliveryDate', { deliveryDate: '2026-01-07' }, 'IS_NOT_WORKDAY', 'A kiválasztott nap nem munkanap!'],
    ['deliveryDate', { deliveryDate: '2026-01-11' }, 'IS_NOT_WORKDAY', 'A kiválasztott nap nem munkanap!'],
    ['palletsCount', { palletsCount: '2.5' }, 'IS_NOT_POSITIVE_INTEGER', 'Pozitív egész számot adjon meg!'],
    ['palletsCount', { palletsCount: '0' }, 'IS_NOT_POSITIVE_INTEGER', 'Pozitív egész számot adjon meg!'],
    ['sumWeight', { sumWeight: '-5' }, 'IS_NOT_POSITIVE', 'Pozitív számot adjon meg!'],
    ['sumWeight', { sumWeight: 'sok' }, 'IS_NOT_POSITIVE', 'Pozitív számot adjon meg!'],
    [
      'sumWeight',
      { sumWeight: '12,3456' },
      'IS_NOT_VALID_WEIGHT',
      'A "Bruttó súly (kg)" mező helytelen adatot tartalmaz!',
    ],
    [
      'sumWeight',
      { sumWeight: '250000' },
      'IS_NOT_VALID_WEIGHT',
      'A "Bruttó súly (kg)" mező helytelen adatot tartalmaz!',
    ],
    ['vehicle', { vehicle: 'XYZ' }, 'IS_NOT_VALID_VEHICLE', 'A "Jármű" mező helytelen adatot tartalmaz!'],
    ['vehicle', { vehicle: 'OLD' }, 'IS_NOT_VALID_VEHICLE', 'A "Jármű" mező helytelen adatot tartalmaz!'],
    [
      'palletType',
      { palletType: 'CHEP' },
      'INVALID_VALUE',
      'A "Raklaptípus" mező helytelen adatot tartalmaz!',
    ],
    [
      'comment',
      { comment: 'x'.repeat(MAX_CELL_CHARS + 1) },
      'INVALID_VALUE',
      'A "Megjegyzés" mező helytelen adatot tartalmaz!',
    ],
  ] as const)('%s %j → %s', (field, values, type, message) => {
    expect(errorsOf(values).filter((e) => e.field === field)).toEqual([{ field, type, message }]);
  });

  it('a weight no vehicle carries says so too (every error at once)', () => {
    expect(errorsOf({ sumWeight: '250000' }).map((e) => [e.field, e.type])).toEqual([
      ['palletsCount', 'CAPACITY'],
      ['sumWeight', 'IS_NOT_VALID_WEIGHT'],
    ]);
  });

  it('a calendar override makes a Saturday a workday', () => {
    expect(errorsOf({ deliveryDate: '2026-01-10' })).toEqual([]);
  });

  it('every error of a row at once: each cell, and every message of one cell (past and not a workday)', () => {
    const errors = errorsOf({ deliveryDate: '2026-01-03', palletsCount: 'x', customerNumber: '' });
    expect(errors.map((e) => [e.field, e.type])).toEqual([
      ['palletsCount', 'IS_NOT_POSITIVE_INTEGER'],
      ['customerNumber', 'MISSING_REQUIRED_FIELD'],
      ['deliveryDate', 'DATE_IN_PAST'],
      ['deliveryDate', 'IS_NOT_WORKDAY'],
    ]);
    expect(errorsOf({ deliveryDate: '' }).map((e) => [e.field, e.type])).toEqual([
      ['deliveryDate', 'MISSING_REQUIRED_FIELD'],
    ]);
  });

  it('good values of every kind pass the rules', () => {
    expect(
      errorsOf({ deliveryDate: '2026.01.09.', sumWeight: '1234,567', palletsCount: '3', vehicle: 'D22S' }),
    ).toEqual([]);
  });

  it("Topolisz's rules keep the past-date check: the import gives it as its golden case expects", () => {
    const [row] = checkImportRows(
      [buildImportRow(2, { deliveryDate: '2026-01-02' })],
      buildImportContext({ config: importColumnsFor('topolisz') }),
      loadRuleSet('topolisz'),
    );
    expect(row?.errors).toEqual([
      {
        field: 'deliveryDate',
        type: 'DATE_IN_PAST',
        message: 'A választott dátum nem lehet korábbi, mint 2026.01.05!',
      },
    ]);
  });
});

describe("the mode's importRow rules decide what the import accepts", () => {
  it("marka's importRow.palletsCount.max refuses more pallets than its limit; logistics takes them", () => {
    const row = [buildImportRow(2, { palletsCount: '34', sumWeight: '20000', vehicle: '' })];
    const ctx = buildImportContext({
      vehicles: [{ vehicleId: 'BIG', active: true, palletCapacity: 40, kgCapacity: 40000 }],
      defaultVehicles: { road: 'BIG', site: 'BIG' },
    });
    expect(checkImportRows(row, ctx, RULES)[0]?.errors).toEqual([]);
    expect(
      checkImportRows(row, { ...ctx, config: importColumnsFor('marka') }, loadRuleSet('marka'))[0]?.errors,
    ).toEqual([
      { field: 'palletsCount', type: 'INVALID_VALUE', message: 'Kisebb számot adjon meg mint 33!' },
    ]);
  });

  it('a rule removed or added in a mode file changes the import (no TypeScript copy of the check)', () => {
    const set = { ...RULES, rules: RULES.rules.filter((r) => r.name !== 'importRow.deliveryDate.notInPast') };
    const [row] = checkImportRows(
      [buildImportRow(2, { deliveryDate: '2026-01-02' })],
      buildImportContext(),
      set,
    );
    expect(row?.errors).toEqual([]);
  });
});

describe('checks across rows', () => {
  it('DUPLICATED_VALUE on every row repeating a unique column (case and spaces ignored)', () => {
    const rows = checkImportRows(
      [
        buildImportRow(2, { idNumber: 'A1' }),
        buildImportRow(3, { idNumber: ' a1 ' }),
        buildImportRow(4, { idNumber: 'B' }),
      ],
      buildImportContext(),
      RULES,
    );
    expect(rows.map((r) => r.errors.map((e) => e.type))).toEqual([
      ['DUPLICATED_VALUE'],
      ['DUPLICATED_VALUE'],
      [],
    ]);
    expect(rows[0]?.errors[0]?.message).toBe('A "Azonosító" mező értékeinek egyedinek kell lennie!');
  });

  it('MORE_THAN_ONE_VALUE on the rows that differ from the commonest value', () => {
    const rows = checkImportRows(
      [buildImportRow(2, { factoryShortName: 'GY2' }), buildImportRow(3), buildImportRow(4)],
      buildImportContext(),
      RULES,
    );
    expect(rows.map((r) => r.errors.map((e) => e.type))).toEqual([['MORE_THAN_ONE_VALUE'], [], []]);
    expect(rows[0]?.errors[0]).toEqual({
      type: 'MORE_THAN_ONE_VALUE',
      field: 'factoryShortName',
      message: 'A "Gyár" mező: minden értéknek egyezőnek kell lennie!',
    });
  });
});

describe('header mapping per config mode', () => {
  const headers = (config: ImportConfig) => config.columns.map((c) => c.header);

  it('maps every configured header (case and spacing ignored) and lists unknown ones', () => {
    const config = importColumnsFor('logistics');
    const sheet = [...headers(config).map((h) => ` ${h.toUpperCase()} `), 'Valami más'];
    const m = mapHeaders(sheet, config);
    expect(m.errors).toEqual([]);
    expect(m.columns.idNumber).toBe(0);
    expect(m.columns.comment).toBe(headers(config).length - 1);
    expect(m.unknownHeaders).toEqual(['Valami más']);
  });

  it('each mode has its own headers', () => {
    expect(mapHeaders(headers(importColumnsFor('logistics')), importColumnsFor('marka')).errors).toEqual([
      'A "Rendelésszám" mező kitöltése kötelező!',
    ]);
    expect(
      mapHeaders(headers(importColumnsFor('wienerberger')), importColumnsFor('wienerberger')).errors,
    ).toEqual([]);
  });

  it('a required header missing from the sheet', () => {
    const config = importColumnsFor('logistics');
    const m = mapHeaders(
      headers(config).filter((h) => h !== 'Raklapszám' && h !== 'Jármű'),
      config,
    );
    expect(m.errors).toEqual(['A "Raklapszám" mező kitöltése kötelező!']);
  });

  it('no delivery date header in the configuration', () => {
    const base = importColumnsFor('logistics');
    for (const config of [
      { ...base, deliveryDateHeader: null },
      { ...base, deliveryDateHeader: 'Nincs ilyen' },
      { ...base, columns: base.columns.filter((c) => c.field !== 'deliveryDate') },
    ]) {
      expect(mapHeaders(headers(base), config).errors).toContain(
        'Nincs megadva szállítási dátum mező a konfigurációban!',
      );
    }
  });
});
