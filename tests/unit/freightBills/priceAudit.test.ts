import { describe, expect, it } from 'vitest';
import type { FreightCostRange, FreightToPrice } from '../../../src/core/fees/feeModel.ts';
import {
  auditFreightPrice,
  budapestDay,
  type FeeRowChange,
  feeTablesOnDays,
  isAuditFlagged,
  type StoredFeeTables,
  toleranceOf,
} from '../../../src/core/freightBills/priceAudit.ts';

// Fixed dates: arbitrary inputs of pure functions, any year would do (one winter, one summer: Budapest time).

const range = (over: Partial<FreightCostRange> & { id: string }): FreightCostRange & { id: string } => ({
  factoryId: null,
  truckType: null,
  type: 'fixed',
  startDistance: 0,
  endDistance: 50,
  price: 60_000,
  overRanges: false,
  ...over,
});

// The demo default table: 0–50 km 60,000 Ft, 50–150 km 110,000 Ft, 150–300 km 180,000 Ft, beyond
// 300 km 650 Ft/km over the whole distance; 8,000 Ft per drop-off after the first; 500 Ft/pallet,
// EUR pallets 700 Ft.
const TABLES: StoredFeeTables = {
  freightCosts: [
    range({ id: 'r1', startDistance: 0, endDistance: 50, price: 60_000 }),
    range({ id: 'r2', startDistance: 50, endDistance: 150, price: 110_000 }),
    range({ id: 'r3', startDistance: 150, endDistance: 300, price: 180_000 }),
    range({ id: 'r4', type: 'perKm', startDistance: 300, endDistance: -1, price: 650 }),
  ],
  waypointCosts: [
    { id: 'w1', factoryId: null, truckType: null, includedWaypoints: 1, pricePerWaypoint: 8_000 },
  ],
  palletFees: [
    { id: 'p1', factoryId: null, palletType: null, pricePerPallet: 500 },
    { id: 'p2', factoryId: null, palletType: 'EUR', pricePerPallet: 700 },
  ],
};
const FACTORY = { id: 'f-1', useDefaultFreightCostsSettings: false };

const freight = (over: Partial<FreightToPrice> = {}): FreightToPrice => ({
  truckType: null,
  km: 120,
  dropOffs: 3,
  palletsByType: new Map([
    ['EUR', 10],
    ['IND', 4],
  ]),
  ...over,
});

const audit = (f: FreightToPrice, amount: number | null, tables = TABLES) =>
  auditFreightPrice({ tables, factory: FACTORY, freight: f, feesOn: '2026-03-10', amount });

describe('auditFreightPrice (hand-computed cases)', () => {
  it('a fixed range, two charged drop-offs and two pallet types', () => {
    // 120 km lies in 50–150 km: 110,000. Drop-offs 3, 1 included: 2 × 8,000 = 16,000.
    // Pallets: 10 EUR × 700 = 7,000; 4 IND (no own row → any type) × 500 = 2,000; 9,000.
    // Price 110,000 + 16,000 + 9,000 = 135,000; charged 140,000 → +5,000.
    const a = audit(freight(), 140_000);
    expect(a.price).toBe(135_000);
    expect(a.difference).toBe(5_000);
    expect(a.breakdown).toMatchObject({
      feesOn: '2026-03-10',
      km: 120,
      range: { type: 'fixed', startDistance: 50, endDistance: 150, price: 110_000 },
      distanceFee: 110_000,
      dropOffs: 3,
      includedWaypoints: 1,
      pricePerWaypoint: 8_000,
      waypointFee: 16_000,
      palletFee: 9_000,
      total: 135_000,
    });
    expect(a.breakdown.pallets).toEqual([
      { palletType: 'EUR', pallets: 10, pricePerPallet: 700, fee: 7_000 },
      { palletType: 'IND', pallets: 4, pricePerPallet: 500, fee: 2_000 },
    ]);
  });

  it('the open per-km range prices the whole distance; one drop-off is included', () => {
    // 412.5 km × 650 = 268,125; 1 drop-off: 0; 33 EUR × 700 = 23,100. Price 291,225.
    // Charged 290,000 → −1,225.
    const a = audit(freight({ km: 412.5, dropOffs: 1, palletsByType: new Map([['EUR', 33]]) }), 290_000);
    expect(a.price).toBe(291_225);
    expect(a.difference).toBe(-1_225);
    expect(a.breakdown.range).toMatchObject({ type: 'perKm', startDistance: 300, endDistance: -1 });
    expect(a.breakdown.waypointFee).toBe(0);
  });

  it('the last closed range holds its end; beyond a closed table the distance fee is 0', () => {
    const closed: StoredFeeTables = { ...TABLES, freightCosts: TABLES.freightCosts.slice(0, 3) };
    // 300 km: the end of 150–300 → 180,000; 2 drop-offs → 8,000; 2.5 IND pallets → 1,250.
    const end = audit(
      freight({ km: 300, dropOffs: 2, palletsByType: new Map([['IND', 2.5]]) }),
      189_250,
      closed,
    );
    expect(end.price).toBe(189_250);
    expect(end.difference).toBe(0);
    // 301 km: no range → distance 0, range null; price 8,000 + 1,250 = 9,250.
    const beyond = audit(
      freight({ km: 301, dropOffs: 2, palletsByType: new Map([['IND', 2.5]]) }),
      null,
      closed,
    );
    expect(beyond.breakdown.range).toBeNull();
    expect(beyond.price).toBe(9_250);
    expect(beyond.difference).toBeNull();
  });

  it('a tiered (overRanges) per-km range adds the full fee below', () => {
    // 0–100 km fixed 50,000; 100+ km 400 Ft/km over the km beyond 100.
    // 160 km: 50,000 + 60 × 400 = 74,000; no drop-off or pallet fee rows.
    const tiered: StoredFeeTables = {
      freightCosts: [
        range({ id: 't1', startDistance: 0, endDistance: 100, price: 50_000 }),
        range({
          id: 't2',
          type: 'perKm',
          startDistance: 100,
          endDistance: -1,
          price: 400,
          overRanges: true,
        }),
      ],
      waypointCosts: [],
      palletFees: [],
    };
    const a = audit(freight({ km: 160 }), 80_000, tiered);
    expect(a.price).toBe(74_000);
    expect(a.difference).toBe(6_000);
    expect(a.breakdown.pallets.map((p) => p.pricePerPallet)).toEqual([null, null]);
  });
});

describe('feeTablesOnDays: the tables in force on a day', () => {
  // Changes, oldest first: on 2026-03-05 the 50–150 km price went 100,000 → 110,000 (today's);
  // on 2026-03-08 the EUR pallet fee row was created (700); on 2026-03-09 23:30 UTC (= 03-10 in
  // Budapest) a drop-off fee row of 5,000 was deleted.
  const changes: FeeRowChange[] = [
    {
      eventId: 11,
      at: '2026-03-05T09:00:00Z',
      rowId: 'r2',
      action: 'updated',
      changes: [{ field: 'price', before: 100_000, after: 110_000 }],
    },
    {
      eventId: 12,
      at: '2026-03-08T09:00:00Z',
      rowId: 'p2',
      action: 'created',
      changes: [
        { field: 'id', before: null, after: 'p2' },
        { field: 'palletType', before: null, after: 'EUR' },
        { field: 'pricePerPallet', before: null, after: 700 },
      ],
    },
    {
      eventId: 13,
      at: '2026-03-09T23:30:00Z',
      rowId: 'w9',
      action: 'deleted',
      changes: [
        { field: 'id', before: 'w9', after: null },
        { field: 'truckType', before: 'MEGA', after: null },
        { field: 'includedWaypoints', before: 1, after: null },
        { field: 'pricePerWaypoint', before: 5_000, after: null },
      ],
    },
  ];
  const days = ['2026-03-04', '2026-03-05', '2026-03-09', '2026-03-10'];
  const onDay = feeTablesOnDays(TABLES, changes, days);

  it('a change saved late in the evening UTC counts on its Budapest day', () => {
    expect(budapestDay('2026-03-09T23:30:00Z')).toBe('2026-03-10');
  });

  it('takes back the changes made after each day', () => {
    const mega = (day: string) => onDay.get(day)!.waypointCosts.find((w) => w.truckType === 'MEGA');
    const eur = (day: string) => onDay.get(day)!.palletFees.find((p) => p.palletType === 'EUR');
    const r2 = (day: string) => onDay.get(day)!.freightCosts.find((r) => r.startDistance === 50)?.price;
    expect(r2('2026-03-04')).toBe(100_000);
    expect(r2('2026-03-05')).toBe(110_000);
    expect(eur('2026-03-05')).toBeUndefined();
    expect(eur('2026-03-09')?.pricePerPallet).toBe(700);
    expect(mega('2026-03-09')).toMatchObject({
      factoryId: null,
      includedWaypoints: 1,
      pricePerWaypoint: 5_000,
    });
    expect(mega('2026-03-10')).toBeUndefined();
    // Today's tables are untouched.
    expect(TABLES.freightCosts[1]!.price).toBe(110_000);
  });

  it('prices a freight delivered on 03-04 with the old range and no EUR fee', () => {
    // 120 km → 100,000; 2 × 8,000 = 16,000; 14 pallets × 500 (any type) = 7,000 → 123,000.
    const a = auditFreightPrice({
      tables: onDay.get('2026-03-04')!,
      factory: FACTORY,
      freight: freight(),
      feesOn: '2026-03-04',
      amount: 135_000,
    });
    expect(a.price).toBe(123_000);
    expect(a.difference).toBe(12_000);
  });
});

describe('toleranceOf', () => {
  it("a factory's own tolerance, else the default", () => {
    const t = { default: 1_000, factories: { 'f-1': 2_500 } };
    expect(toleranceOf(t, 'f-1')).toBe(2_500);
    expect(toleranceOf(t, 'f-2')).toBe(1_000);
    expect(toleranceOf(t, null)).toBe(1_000);
  });
});

describe('isAuditFlagged', () => {
  it('flags a difference beyond the tolerance, either way; none without an amount or a difference', () => {
    expect(isAuditFlagged(1_001, 1_000)).toBe(true);
    expect(isAuditFlagged(-1_001, 1_000)).toBe(true);
    expect(isAuditFlagged(1_000, 1_000)).toBe(false);
    expect(isAuditFlagged(0.5, 0)).toBe(true);
    expect(isAuditFlagged(0, 0)).toBe(false);
    expect(isAuditFlagged(null, 0)).toBe(false);
  });
});
