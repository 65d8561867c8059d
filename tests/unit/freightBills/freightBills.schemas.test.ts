import { describe, expect, it } from 'vitest';
import {
  billDataSchema,
  billFieldError,
  billFieldsSchema,
  billOf,
  COST_CENTRE_MESSAGE,
} from '../../../src/core/freightBills/freightBills.schemas.ts';

// Fixed dates: arbitrary inputs of pure functions (no clock), any year would do.

describe('freight bill fields (the grid and the server check cells with one schema)', () => {
  it('parses typed and pasted amounts, empties to null, refuses negative and text', () => {
    expect(billFieldsSchema.parse({ billedAmount: '125 000' })).toEqual({ billedAmount: 125000 });
    expect(billFieldsSchema.parse({ billedAmount: '99,5' })).toEqual({ billedAmount: 99.5 });
    // As the grid shows money (a column copied from the grid pastes back): grouping and "Ft".
    expect(billFieldsSchema.parse({ billedAmount: '66\u00a0000 Ft' })).toEqual({ billedAmount: 66000 });
    expect(billFieldsSchema.parse({ billedAmount: '1 250,5 ft' })).toEqual({ billedAmount: 1250.5 });
    expect(billFieldError('billedAmount', 'Ft')).toBe('Érvénytelen összeg!');
    expect(billFieldError('billedAmount', '12 Ft Ft')).toBe('Érvénytelen összeg!');
    expect(billFieldsSchema.parse({ billedAmount: '' })).toEqual({ billedAmount: null });
    expect(billFieldError('billedAmount', '-1')).toBe('Az összeg nem lehet negatív!');
    expect(billFieldError('billedAmount', 'sok')).toBe('Érvénytelen összeg!');
  });

  it('cost centres: letters, digits and - _ / . up to 30 characters; blank clears', () => {
    expect(billFieldsSchema.parse({ costCentre: ' KH-100/2 ' })).toEqual({ costCentre: 'KH-100/2' });
    expect(billFieldsSchema.parse({ costCentre: '' })).toEqual({ costCentre: null });
    expect(billFieldError('costCentre', 'KH 100')).toBe(COST_CENTRE_MESSAGE);
    expect(billFieldError('costCentre', 'K'.repeat(31))).toBe(COST_CENTRE_MESSAGE);
    expect(billFieldError('costCentre', 'Költség-Ő1')).toBeNull();
    expect(billFieldError('freightCost', 'x')).toBeNull();
  });

  it('batch bill data needs a bill number and an ISO date', () => {
    expect(billDataSchema.safeParse({ billNumber: 'GY-1', billDate: '2026-11-30' }).success).toBe(true);
    expect(billDataSchema.safeParse({ billNumber: ' ', billDate: '2026-11-30' }).success).toBe(false);
    expect(billDataSchema.safeParse({ billNumber: 'GY-1', billDate: '2026.11.30' }).success).toBe(false);
  });

  it('reads a stored bill leniently: no bill is pending, unknown status is pending', () => {
    expect(billOf(null)).toMatchObject({ status: 'pending', costCentre: null, history: [] });
    expect(billOf({ status: 'nope', costCentre: 'KH-1', billedAmount: 5 })).toMatchObject({
      status: 'pending',
      costCentre: 'KH-1',
      billedAmount: 5,
    });
  });
});
