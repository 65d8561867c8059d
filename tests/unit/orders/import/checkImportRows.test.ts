import { describe, expect, it } from 'vitest';
import { CELL_CHECKS, checkImportRows } from '../../../../src/core/orders/import/checkImportRows.ts';
import { type ImportConfig, importConfigFor } from '../../../../src/core/orders/import/importColumns.ts';
import { mapHeaders } from '../../../../src/core/orders/import/importHeaders.ts';
import { MAX_CELL_CHARS } from '../../../../src/core/orders/import/importRow.ts';
import { parseImportDate, parseImportNumber } from '../../../../src/core/orders/import/importValues.ts';
import { buildImportContext, buildImportRow } from '../../../factories/orderImport.factory.ts';

const errorsOf = (values: Parameters<typeof buildImportRow>[1]) => {
  const [row] = checkImportRows([buildImportRow(2, values)], buildImportContext());
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
    const [row] = checkImportRows([buildImportRow(2)], buildImportContext());
    expect(row?.errors).toEqual([]);
    expect(row?.parsed).toMatchObject({
      deliveryDate: '2026-01-08',
      palletsCount: 10,
      sumWeight: 8000,
      vehicle: 'D22S',
    });
    const [site] = checkImportRows([buildImportRow(2, { incoterm: 'z' })], buildImportContext());
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
    expect(errorsOf(values)).toEqual([{ field, type, message }]);
  });

  it('a calendar override makes a Saturday a workday', () => {
    expect(errorsOf({ deliveryDate: '2026-01-10' })).toEqual([]);
  });

  it('the first failing check of a cell wins; other cells are still checked', () => {
    const errors = errorsOf({ deliveryDate: '', palletsCount: 'x', customerNumber: '' });
    expect(errors.map((e) => [e.field, e.type])).toEqual([
      ['customerNumber', 'MISSING_REQUIRED_FIELD'],
      ['deliveryDate', 'MISSING_REQUIRED_FIELD'],
      ['palletsCount', 'IS_NOT_POSITIVE_INTEGER'],
    ]);
  });

  it('every cell check returns null for a good value', () => {
    const ctx = buildImportContext();
    const column = { header: 'H', field: 'comment' as const, checks: [] };
    const prepared = {
      ctx,
      calendar: new Map<string, boolean>(),
      activeVehicles: new Set(['D22S']),
      palletTypes: new Set(['EUR']),
    };
    const good: Record<keyof typeof CELL_CHECKS, string> = {
      required: 'x',
      isDate: '2026-01-08',
      isPresentOrFuture: '2026-01-05',
      isWorkday: '2026-01-09',
      isPositive: '0,5',
      isPositiveInteger: '3',
      isValidWeight: '1234,567',
      isValidVehicle: 'D22S',
      isPalletType: 'EUR',
    };
    for (const [check, text] of Object.entries(good))
      expect(CELL_CHECKS[check as keyof typeof CELL_CHECKS](text, column, prepared), check).toBeNull();
  });

  it('Topolisz takes past delivery dates (no present-or-future check)', () => {
    const [row] = checkImportRows(
      [buildImportRow(2, { deliveryDate: '2026-01-02' })],
      buildImportContext({ config: importConfigFor('topolisz') }),
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
    const config = importConfigFor('logistics');
    const sheet = [...headers(config).map((h) => ` ${h.toUpperCase()} `), 'Valami más'];
    const m = mapHeaders(sheet, config);
    expect(m.errors).toEqual([]);
    expect(m.columns.idNumber).toBe(0);
    expect(m.columns.comment).toBe(headers(config).length - 1);
    expect(m.unknownHeaders).toEqual(['Valami más']);
  });

  it('each mode has its own headers', () => {
    expect(mapHeaders(headers(importConfigFor('logistics')), importConfigFor('marka')).errors).toEqual([
      'A "Rendelésszám" mező kitöltése kötelező!',
    ]);
    expect(
      mapHeaders(headers(importConfigFor('wienerberger')), importConfigFor('wienerberger')).errors,
    ).toEqual([]);
  });

  it('a required header missing from the sheet', () => {
    const config = importConfigFor('logistics');
    const m = mapHeaders(
      headers(config).filter((h) => h !== 'Raklapszám' && h !== 'Jármű'),
      config,
    );
    expect(m.errors).toEqual(['A "Raklapszám" mező kitöltése kötelező!']);
  });

  it('no delivery date header in the configuration', () => {
    const base = importConfigFor('logistics');
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
