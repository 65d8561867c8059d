import type { z } from 'zod';
import type { PriceAuditTolerance } from '../baseConfig/baseConfig.schemas.ts';
import {
  FEE_TABLE_NAMES,
  type FeeFactory,
  type FeeTables,
  type FreightCostRange,
  type FreightToPrice,
  type PalletFee,
  type WaypointCost,
} from '../fees/feeModel.ts';
import {
  compileRanges,
  findWaypointCost,
  palletFeeRow,
  priceFreight,
  rangeIndexAt,
  rangesFor,
} from '../fees/priceFreight.ts';
import type {
  auditPalletsAnswer,
  auditRangeAnswer,
  priceAuditBreakdownAnswer,
} from './freightBills.answers.ts';

/**
 * The price audit of freight bills (issue 20 "Beyond the anchors"): a bill's amount against the
 * price recomputed with the fee tables in force on the freight's delivery date.
 *
 * The fee tables carry no dates of their own: every change of a fee row is a `freightFee` event
 * (before → after per field), so the tables in force on a day are today's tables with the changes
 * made after that day taken back, newest first. A change counts from the Budapest calendar day it
 * was saved on (a fee changed on the 5th prices the deliveries of the 5th).
 */

/** A fee row as stored: one of the three tables' rows with its id. */
type Row<T> = T & { id: string };

/** The fee tables as stored today (rows with their ids). */
export interface StoredFeeTables {
  freightCosts: readonly Row<FreightCostRange>[];
  waypointCosts: readonly Row<WaypointCost>[];
  palletFees: readonly Row<PalletFee>[];
}

/** One logged change of a fee row (an event of entity `freightFee`). */
export interface FeeRowChange {
  /** The event's id: later changes have higher ids. */
  eventId: number;
  /** When it was saved (ISO instant). */
  at: string;
  rowId: string;
  action: 'created' | 'updated' | 'deleted';
  /** Changed fields before → after (a created/deleted row lists its non-null fields). */
  changes: readonly { field: string; before: unknown; after: unknown }[];
}

/** The Budapest calendar day 'YYYY-MM-DD' of an instant. */
export function budapestDay(at: string | Date): string {
  return new Date(at).toLocaleDateString('sv-SE', { timeZone: 'Europe/Budapest' });
}

type Tables = {
  freightCosts: Row<FreightCostRange>[];
  waypointCosts: Row<WaypointCost>[];
  palletFees: Row<PalletFee>[];
};
type TableName = keyof Tables;

/** Which table a deleted row belonged to, by the fields only that table has. */
function tableOfFields(fields: ReadonlySet<string>): TableName | null {
  if (fields.has('startDistance') || fields.has('endDistance') || fields.has('overRanges')) {
    return 'freightCosts';
  }
  if (fields.has('includedWaypoints') || fields.has('pricePerWaypoint')) return 'waypointCosts';
  if (fields.has('pricePerPallet')) return 'palletFees';
  return null;
}

const EMPTY_ROWS: Record<TableName, Record<string, unknown>> = {
  freightCosts: {
    factoryId: null,
    truckType: null,
    type: 'fixed',
    startDistance: 0,
    endDistance: 0,
    price: 0,
    overRanges: false,
  },
  waypointCosts: { factoryId: null, truckType: null, includedWaypoints: 0, pricePerWaypoint: 0 },
  palletFees: { factoryId: null, palletType: null, pricePerPallet: 0 },
};

/** Takes one change back on the tables (in place). */
function undo(t: Tables, c: FeeRowChange): void {
  const names: readonly TableName[] = FEE_TABLE_NAMES;
  const holder = names.find((n) => t[n].some((r) => r.id === c.rowId));
  if (c.action === 'created') {
    if (!holder) return;
    const rows = t[holder] as { id: string }[];
    rows.splice(
      rows.findIndex((r) => r.id === c.rowId),
      1,
    );
    return;
  }
  if (c.action === 'updated') {
    if (!holder) return;
    const rows = t[holder] as unknown as Record<string, unknown>[];
    const i = rows.findIndex((r) => r.id === c.rowId);
    const row = { ...rows[i] };
    for (const ch of c.changes) if (ch.field !== 'id') row[ch.field] = ch.before ?? null;
    rows[i] = row;
    return;
  }
  if (holder) return;
  const name = tableOfFields(new Set(c.changes.map((ch) => ch.field)));
  if (!name) return;
  const row: Record<string, unknown> = { ...EMPTY_ROWS[name], id: c.rowId };
  for (const ch of c.changes) if (ch.field !== 'id') row[ch.field] = ch.before ?? null;
  (t[name] as unknown as Record<string, unknown>[]).push(row);
}

/**
 * The fee tables in force on each of these days: today's tables with every change saved on a later
 * Budapest day taken back (newest first).
 */
export function feeTablesOnDays(
  current: StoredFeeTables,
  changes: readonly FeeRowChange[],
  days: Iterable<string>,
): Map<string, FeeTables> {
  const t: Tables = {
    freightCosts: [...current.freightCosts],
    waypointCosts: [...current.waypointCosts],
    palletFees: [...current.palletFees],
  };
  const newestFirst = [...changes].sort((a, b) => b.eventId - a.eventId);
  const changeDays = newestFirst.map((c) => budapestDay(c.at));
  const out = new Map<string, FeeTables>();
  let next = 0;
  for (const day of [...new Set(days)].sort().reverse()) {
    while (next < newestFirst.length && changeDays[next]! > day) undo(t, newestFirst[next++]!);
    out.set(day, {
      freightCosts: [...t.freightCosts],
      waypointCosts: [...t.waypointCosts],
      palletFees: [...t.palletFees],
    });
  }
  return out;
}

/** The distance range that priced the freight, as the breakdown shows it. */
export type AuditRange = z.output<typeof auditRangeAnswer>;

/** One pallet type's fee. */
export type AuditPallets = z.output<typeof auditPalletsAnswer>;

/** How the recomputed price came about (the breakdown dialog). */
export type PriceAuditBreakdown = z.output<typeof priceAuditBreakdownAnswer>;

/** The audit of one bill: the recomputed price, and the bill's amount minus it. */
export interface PriceAudit {
  price: number;
  /** amount − price; null when the bill has no amount (neither charged nor a freight cost). */
  difference: number | null;
  breakdown: PriceAuditBreakdown;
}

const cents = (n: number) => Math.round(n * 100) / 100;

/**
 * Recomputes a freight's price with the given fee tables (those in force on `feesOn`) and compares
 * the bill's amount with it. The parts come from src/core/fees (priceFreight): one pricing rule.
 */
export function auditFreightPrice(input: {
  tables: FeeTables;
  factory: FeeFactory;
  freight: FreightToPrice;
  feesOn: string;
  amount: number | null;
}): PriceAudit {
  const { tables, factory, freight } = input;
  const cost = priceFreight(tables, factory, freight);
  const ranges = rangesFor(tables, factory, freight.truckType);
  const held = ranges[rangeIndexAt(compileRanges(ranges), freight.km)];
  const waypoint = findWaypointCost(tables, factory, freight.truckType);
  const pallets = [...freight.palletsByType].map(([palletType, n]): AuditPallets => {
    const row = palletFeeRow(tables, factory, palletType);
    return {
      palletType,
      pallets: n,
      pricePerPallet: row?.pricePerPallet ?? null,
      fee: cents((row?.pricePerPallet ?? 0) * n),
    };
  });
  const price = cents(cost.total);
  return {
    price,
    difference: input.amount === null ? null : cents(input.amount - price),
    breakdown: {
      feesOn: input.feesOn,
      truckType: freight.truckType,
      km: freight.km,
      range: held
        ? {
            type: held.type,
            startDistance: held.startDistance,
            endDistance: held.endDistance,
            price: held.price,
            overRanges: held.overRanges,
          }
        : null,
      distanceFee: cents(cost.distanceFee),
      dropOffs: freight.dropOffs,
      includedWaypoints: waypoint?.includedWaypoints ?? 0,
      pricePerWaypoint: waypoint?.pricePerWaypoint ?? 0,
      waypointFee: cents(cost.waypointFee),
      pallets,
      palletFee: cents(cost.palletFee),
      total: price,
    },
  };
}

export const DEFAULT_PRICE_AUDIT_TOLERANCE: PriceAuditTolerance = { default: 0, factories: {} };

/** The tolerance of a factory's bills. */
export function toleranceOf(t: PriceAuditTolerance, factoryId: string | null): number {
  return (factoryId !== null ? t.factories[factoryId] : undefined) ?? t.default;
}

/**
 * A bill is flagged when its amount differs from the recomputed price by more than the tolerance
 * (the "csak eltérés" filter states the same condition in SQL: freightBillAudit.repository.ts).
 */
export function isAuditFlagged(difference: number | null, tolerance: number): boolean {
  return difference !== null && difference !== 0 && Math.abs(difference) > tolerance;
}
