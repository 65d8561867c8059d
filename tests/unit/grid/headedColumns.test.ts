import { describe, expect, it } from 'vitest';
import { freightBillColumns } from '../../../src/web/features/freightBills/freightBillRows.ts';
import { columnsHeadedBy } from '../../../src/web/grid/headedColumns.ts';

interface Row {
  freightId: string;
  costCentre: string;
  freightCost: number;
}

describe('columnsHeadedBy: a table headed by its area texts <prefix>.<field>', () => {
  it('heads each column by its field, in the layout order, with the layout as given', () => {
    const columns = columnsHeadedBy('freightBills.col')<Row>({
      freightCost: { width: 110, type: 'money' },
      freightId: { width: 95 },
    });
    expect(columns).toEqual([
      { field: 'freightCost', headerKey: 'freightBills.col.freightCost', width: 110, type: 'money' },
      { field: 'freightId', headerKey: 'freightBills.col.freightId', width: 95 },
    ]);
  });

  it('refuses at compile time a field whose header text is missing', () => {
    // @ts-expect-error: freightBills.col.nowhere is no locale key
    const columns = columnsHeadedBy('freightBills.col')<{ nowhere: string }>({ nowhere: { width: 1 } });
    expect(columns.map((c) => c.headerKey)).toEqual(['freightBills.col.nowhere']);
  });

  it('the bills table: every header is freightBills.col.<field>; editors edit the bill cells only', () => {
    const read = freightBillColumns(false);
    expect(read.every((c) => c.headerKey === `freightBills.col.${c.field}`)).toBe(true);
    expect(read.some((c) => c.editable)).toBe(false);
    const edited = freightBillColumns(true)
      .filter((c) => c.editable)
      .map((c) => c.field);
    expect(edited).toContain('billNumber');
    expect(edited).not.toContain('freightId');
  });
});
