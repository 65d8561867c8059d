import { describe, expect, it } from 'vitest';
import { displayValue } from '../../../src/web/grid/columnDefs.ts';
import type { GridColumn } from '../../../src/web/grid/gridTypes.ts';
import { formatDateTime } from '../../../src/web/i18n/format.ts';

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
