import { describe, expect, it } from 'vitest';
import {
  mapProductHeaders,
  PRODUCT_SHEET_HEADERS,
  productRuleErrors,
  readProductRows,
  type SheetRow,
  sortRowErrors,
} from '../../../src/core/products/productRows.ts';
import { PRODUCT_FIELD_NAMES } from '../../../src/core/products/products.answers.ts';
import { compileRuleSet } from '../../../src/core/rules/compileRules.ts';
import { evaluateCompiled } from '../../../src/core/rules/evaluateRules.ts';
import { loadRuleSet, rulesDir } from '../../../src/server/rules/loadRuleFiles.ts';

const HEADER = PRODUCT_FIELD_NAMES.map((f) => PRODUCT_SHEET_HEADERS[f]);
const rows = (...cells: unknown[][]): SheetRow[] => cells.map((c, i) => ({ row: i + 2, cells: c }));
const read = (...cells: unknown[][]) => readProductRows(rows(...cells), mapProductHeaders(HEADER).columns);
const SET = loadRuleSet('logistics', rulesDir());
const COMPILED = compileRuleSet(SET);
/** Read, then the base `product` rules over every row, as the upload job runs them. */
const validate = (...cells: unknown[][]) => {
  const r = read(...cells);
  const ctx = {
    palletTypes: [
      { name: 'EUR', ratio: 1, kg: 0 },
      { name: 'IND', ratio: 1.25, kg: 0 },
    ],
  };
  const results = evaluateCompiled(COMPILED, { entity: 'product', rows: r.products, ctx, allMessages: true });
  const byName = new Map(SET.rules.map((x) => [x.name, x]));
  return {
    ...r,
    errors: sortRowErrors([...r.errors, ...productRuleErrors(results, r.rowNumbers, r.errors, byName)]),
  };
};

describe('product upload rows', () => {
  it('maps Hungarian headers and field names alike, in any order, any case or accent', () => {
    const { columns, missing } = mapProductHeaders([
      'RAKLAPTIPUS',
      'itemid',
      'Megnevezes',
      'unit',
      'kgPerUnit',
      'súly/raklap (KG)',
      'Egység / raklap',
      'extra',
    ]);
    expect(missing).toEqual([]);
    expect(columns.get('palletType')).toBe(0);
    expect(columns.get('itemId')).toBe(1);
    expect(columns.get('unitPerPallet')).toBe(6);
    expect(columns.has('priority')).toBe(false);
    expect(mapProductHeaders(['Cikkszám', 'Név']).missing).toContain('name');
  });

  it('accepts a good row: numbers from text with decimal commas, blank priority as 0', () => {
    const r = validate(['T-1', ' Tégla ', 'db', '12,5', '1 200', 96, 'EUR', null]);
    expect(r.errors).toEqual([]);
    expect(r.products).toEqual([
      {
        itemId: 'T-1',
        name: 'Tégla',
        unit: 'db',
        kgPerUnit: 12.5,
        kgPerPallet: 1200,
        unitPerPallet: 96,
        palletType: 'EUR',
        priority: 0,
      },
    ]);
  });

  it('reports every bad cell with its row number, field, code and the spec text', () => {
    const r = validate(
      ['T-1', '', 'db', 1, 1, 1, 'EUR', 0],
      ['T-2', 'Nulla', 'db', 0, 'abc', -5, 'EUR', 0],
      ['T-3', 'Raklap', 'db', 1, 1, 1, 'eur', 1.5],
    );
    // Every row is typed; the rules refuse three of them (nothing of the file is saved then).
    expect(r.products).toHaveLength(3);
    expect(r.errors.map((e) => [e.row, e.field, e.code])).toEqual([
      [2, 'name', 'MISSING_REQUIRED_FIELD'],
      [3, 'kgPerUnit', 'IS_NOT_POSITIVE'],
      [3, 'kgPerPallet', 'IS_NOT_POSITIVE'],
      [3, 'unitPerPallet', 'IS_NOT_POSITIVE'],
      [4, 'palletType', 'INVALID_VALUE'],
      [4, 'priority', 'IS_NOT_POSITIVE_INTEGER'],
    ]);
    expect(r.errors[0]?.message).toBe('A "Megnevezés" mező kitöltése kötelező!');
    expect(r.errors[4]?.message).toBe('A "Raklaptípus" mező helytelen adatot tartalmaz!');
  });

  it('refuses an item id repeated in the file, naming the first row; skips blank rows', () => {
    const r = validate(
      ['T-1', 'A', 'db', 1, 1, 1, 'EUR', 0],
      [null, '', null],
      ['T-1', 'B', 'db', 1, 1, 1, 'EUR', 0],
    );
    expect(r.rowCount).toBe(2);
    expect(r.errors).toEqual([
      {
        row: 4,
        field: 'itemId',
        code: 'DUPLICATED_VALUE',
        message: 'A "Cikkszám" mező értékeinek egyedinek kell lennie! (T-1: 2. sor)',
      },
    ]);
  });

  it('reads rows without judging them: only a number cell that is no number is refused while reading', () => {
    const r = read(['T 1', '', 'db', 0, 'abc', -5, 'XYZ', 1.5]);
    expect(r.errors.map((e) => [e.field, e.code])).toEqual([['kgPerPallet', 'IS_NOT_POSITIVE']]);
    expect(r.products).toEqual([
      {
        itemId: 'T 1',
        name: '',
        unit: 'db',
        kgPerUnit: 0,
        kgPerPallet: null,
        unitPerPallet: -5,
        palletType: 'XYZ',
        priority: 1.5,
      },
    ]);
    expect(r.rowNumbers).toEqual([2]);
  });
});
