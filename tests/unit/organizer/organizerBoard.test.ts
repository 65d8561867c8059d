import { describe, expect, it } from 'vitest';
import {
  daysInRange,
  type OrganizerCard,
  type OrganizerResponse,
  organizerDayTotals,
  organizerQuerySchema,
} from '../../../src/core/organizer/organizer.schemas.ts';
import {
  boardColumns,
  cardKey,
  findCard,
  moveFocus,
} from '../../../src/web/features/organizer/organizerBoard.ts';

// Fixed dates: arbitrary inputs of pure functions (no clock), any year would do.

const card = (over: Partial<OrganizerCard>): OrganizerCard => ({
  kind: 'freight',
  id: 'f1',
  number: '1001',
  __v: 0,
  status: 'new',
  deliveryDate: '2026-11-30',
  depotShortName: 'D',
  factoryShortName: 'F',
  truckType: 'T24L',
  truckLicensePlateNumber: null,
  pallets: 10,
  kg: 5000,
  stops: 2,
  transporterId: null,
  transporterName: null,
  route: 'Győr → Pápa',
  fillRate: 0.5,
  timeSlotTime: null,
  ...over,
});

describe('organizer totals and range', () => {
  it('sums each day: freights and pickups, pallets, kg, trucks by type; cancelled and other days left out', () => {
    const totals = organizerDayTotals(
      ['2026-11-30', '2026-12-01'],
      [
        card({ id: 'a' }),
        card({ id: 'b', truckType: 'T33', pallets: 20, kg: 1000 }),
        card({ id: 'c', kind: 'pickup', truckType: null, pallets: 4, kg: 300 }),
        card({ id: 'd', status: 'cancelled' }),
        card({ id: 'e', deliveryDate: '2026-12-05' }),
      ],
    );
    expect(totals.get('2026-11-30')).toEqual({
      freights: 2,
      pickups: 1,
      pallets: 34,
      kg: 6300,
      trucks: { T24L: 1, T33: 1, '': 1 },
    });
    expect(totals.get('2026-12-01')).toEqual({ freights: 0, pickups: 0, pallets: 0, kg: 0, trucks: {} });
  });

  it('counts the days of a range inclusively and refuses a reversed or too long one', () => {
    expect(daysInRange('2026-11-30', '2026-12-06')).toBe(7);
    expect(daysInRange('2026-12-06', '2026-11-30')).toBe(0);
    expect(organizerQuerySchema.safeParse({ from: '2026-11-30', to: '2026-12-06' }).success).toBe(true);
    expect(organizerQuerySchema.safeParse({ from: '2026-12-06', to: '2026-11-30' }).success).toBe(false);
    expect(organizerQuerySchema.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success).toBe(false);
  });
});

describe('organizer board keyboard model', () => {
  const data = {
    days: ['2026-11-30', '2026-12-01', '2026-12-02'].map((date) => ({ date, workday: true, totals: {} })),
    cards: [
      card({ id: 'a' }),
      card({ id: 'b' }),
      card({ id: 'c', kind: 'pickup', deliveryDate: '2026-12-02' }),
    ],
  } as unknown as OrganizerResponse;
  const columns = boardColumns(data);

  it('puts the cards under their days', () => {
    expect(columns.map((c) => c.cards.map((x) => x.id))).toEqual([['a', 'b'], [], ['c']]);
    expect(findCard(columns, cardKey({ kind: 'pickup', id: 'c' }))).toEqual({ day: 2, index: 0 });
  });

  it('moves between cards and days, clamped to the board', () => {
    expect(moveFocus(columns, { day: 0, index: 0 }, 'ArrowDown')).toEqual({ day: 0, index: 1 });
    expect(moveFocus(columns, { day: 0, index: 1 }, 'ArrowDown')).toEqual({ day: 0, index: 1 });
    expect(moveFocus(columns, { day: 0, index: 1 }, 'ArrowRight')).toEqual({ day: 1, index: 0 });
    expect(moveFocus(columns, { day: 2, index: 0 }, 'ArrowRight')).toEqual({ day: 2, index: 0 });
    expect(moveFocus(columns, { day: 0, index: 0 }, 'ArrowLeft')).toEqual({ day: 0, index: 0 });
    expect(moveFocus(columns, { day: 0, index: 0 }, 'End')).toEqual({ day: 0, index: 1 });
  });
});
