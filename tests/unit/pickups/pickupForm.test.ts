import { describe, expect, it } from 'vitest';
import { pickupUpdateSchema } from '../../../src/core/pickups/pickupEdit.schemas.ts';
import { type PickupForm, pickupChanges } from '../../../src/web/features/pickups/pickupForm.ts';

// Fixed dates: arbitrary inputs of pure functions (no clock), any year would do.

const base: PickupForm = {
  deliveryDate: '2026-11-26',
  releaseDate: null,
  expectedDeadlineDate: '2026-11-30',
  driverName: 'Kiss Béla',
  truckLicensePlateNumber: 'ABC-123',
  comment: 'Hátsó kapu',
  externalIds: { ref: 'A1' },
};

describe('pickupChanges: the PUT body holds only what the user changed', () => {
  it('an untouched form sends nothing (a locked field is never sent)', () => {
    expect(pickupChanges(base, { ...base })).toEqual({});
  });

  it('sends changed dates and texts; blank texts become null', () => {
    const form = {
      ...base,
      deliveryDate: '2026-12-01',
      truckLicensePlateNumber: ' ',
      driverName: ' Nagy Ede ',
    };
    expect(pickupChanges(base, form)).toEqual({
      deliveryDate: '2026-12-01',
      truckLicensePlateNumber: null,
      driverName: 'Nagy Ede',
    });
  });

  it('an emptied comment stays text, as the update schema takes it', () => {
    const body = pickupChanges(base, { ...base, comment: '' });
    expect(body).toEqual({ comment: '' });
    expect(pickupUpdateSchema.safeParse(body).success).toBe(true);
  });

  it('external ids go whole, without emptied ones', () => {
    expect(pickupChanges(base, { ...base, externalIds: { ref: '', other: 'B2' } })).toEqual({
      externalIds: { other: 'B2' },
    });
  });
});
