import { describe, expect, it } from 'vitest';
import { displayValue } from '../../../src/web/grid/columnDefs.ts';
import type { GridColumn } from '../../../src/web/grid/gridTypes.ts';
import { formatDateTime, formatMoney } from '../../../src/web/i18n/format.ts';

// Fixed dates: arbitrary inputs of pure functions (no clock), any year would do.

const NBSP = '\u00a0';

const column = { field: 'deliveryDate', headerKey: 'freights.col.deliveryDate' } as GridColumn<unknown>;

describe('grid cells show dates in the display formats (shell.md §9)', () => {
  it('an API date reads ÉÉÉÉ.HH.NN', () => {
    expect(displayValue(column, '2026-11-30')).toBe('2026.11.30');
  });

  it("an API moment reads as the user's local date and time", () => {
    const moment = '2026-11-27T07:49:06.123Z';
    expect(displayValue(column, moment)).toBe(formatDateTime(moment));
    expect(displayValue(column, moment)).toMatch(/^2026\.11\.27 \d{2}:49$/);
  });

  it('other texts, numbers and option labels stay as they are', () => {
    expect(displayValue(column, 'SZ-2026-11')).toBe('SZ-2026-11');
    expect(displayValue(column, 12)).toBe('12');
    const yesNo = { ...column, options: [{ value: 'true', label: 'Igen' }] } as GridColumn<unknown>;
    expect(displayValue(yesNo, true)).toBe('Igen');
  });
});

describe('money cells show Hungarian grouping and Ft', () => {
  const money = {
    field: 'billedAmount',
    headerKey: 'freightBills.col.billedAmount',
    type: 'money',
  } as GridColumn<unknown>;

  it('66000 reads "66 000 Ft"; decimals with a comma; negative differences keep their sign', () => {
    expect(displayValue(money, 66_000)).toBe(`66${NBSP}000 Ft`);
    expect(displayValue(money, 12_500.5)).toBe(`12${NBSP}500,5 Ft`);
    // Hungarian groups from five digits on (CLDR's minimum grouping digits): 1250 Ft.
    expect(displayValue(money, 1_250)).toBe('1250 Ft');
    expect(displayValue(money, -10_000)).toMatch(/^[-−]10\s000 Ft$/);
    expect(displayValue(money, 0)).toBe('0 Ft');
    expect(displayValue(money, null)).toBe('');
    // The text a cell edit leaves (or a numeric column read as text) reads the same.
    expect(displayValue(money, '66000')).toBe(`66${NBSP}000 Ft`);
    expect(displayValue(money, '12500,5')).toBe(`12${NBSP}500,5 Ft`);
    expect(displayValue(money, 'sok')).toBe('sok');
  });

  it('formatMoney is the one money format (dialogs and cells)', () => {
    expect(formatMoney(133_000)).toBe(`133${NBSP}000 Ft`);
    expect(formatMoney(undefined)).toBe('');
  });
});
