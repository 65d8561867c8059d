import { describe, expect, it } from 'vitest';
import {
  freightUpdateSchema,
  nextFreightStatus,
  previousFreightStatus,
  statusSideEffects,
} from '../../../src/core/freights/freightEdit.schemas.ts';

describe('freight status stepping (business.md §4)', () => {
  it('steps along the server order; cancelled has no neighbours, billed is the last', () => {
    expect(nextFreightStatus('new')).toBe('published');
    expect(previousFreightStatus('published')).toBe('new');
    expect(previousFreightStatus('new')).toBeNull();
    expect(nextFreightStatus('billed')).toBeNull();
    expect(nextFreightStatus('cancelled')).toBeNull();
    expect(previousFreightStatus('cancelled')).toBeNull();
  });

  it('back to new clears the time slot; entering scheduled clears offers, transporter and slot', () => {
    expect(statusSideEffects({ status: 'published' }, 'new')).toEqual({ timeSlot: null });
    expect(statusSideEffects({ status: 'reserved' }, 'scheduled')).toEqual({
      timeSlot: null,
      transporterId: null,
      offerSentToTransporterIds: [],
    });
    expect(statusSideEffects({ status: 'scheduled' }, 'scheduled')).toEqual({});
    expect(statusSideEffects({ status: 'scheduled' }, 'finalized')).toEqual({});
  });
});

describe('freight save body', () => {
  it('parses costs typed as text; refuses unknown fields and words', () => {
    expect(freightUpdateSchema.parse({ freightCost: '125 000', freightIncome: '1,5' })).toMatchObject({
      freightCost: 125000,
      freightIncome: 1.5,
    });
    expect(freightUpdateSchema.safeParse({ freightCost: 'sok' }).success).toBe(false);
    expect(freightUpdateSchema.safeParse({ freightId: '1234' }).success).toBe(false);
  });
});
