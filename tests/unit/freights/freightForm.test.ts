import { describe, expect, it } from 'vitest';
import { type FreightForm, freightChanges } from '../../../src/web/features/freights/freightForm.ts';

// Fixed dates: arbitrary inputs of pure functions (no clock), any year would do.

const base: FreightForm = {
  deliveryDate: '2026-11-26',
  releaseDate: '2026-11-25',
  expectedDeadlineDate: '2026-11-30',
  driverName: 'Kiss Béla',
  truckLicensePlateNumber: '',
  truckType: 'T24L',
  freightCost: '120000',
  freightIncome: '',
  excludedFromAutomaticProcessing: false,
  externalIds: { ref: 'A1' },
};

describe('freightChanges: the PUT body holds only what the user changed', () => {
  it('an untouched form sends nothing (a locked field is never sent)', () => {
    expect(freightChanges(base, { ...base })).toEqual({});
  });

  it('sends changed fields; blank texts become null, typed costs stay text for the server to parse', () => {
    const form = { ...base, deliveryDate: '2020-01-06', driverName: '  ', freightCost: '130 000,5' };
    expect(freightChanges(base, form)).toEqual({
      deliveryDate: '2020-01-06',
      driverName: null,
      freightCost: '130 000,5',
    });
  });

  it('external ids go whole, without emptied ones; flags as booleans', () => {
    const form = { ...base, externalIds: { ref: '', other: 'B2' }, excludedFromAutomaticProcessing: true };
    expect(freightChanges(base, form)).toEqual({
      externalIds: { other: 'B2' },
      excludedFromAutomaticProcessing: true,
    });
  });
});
