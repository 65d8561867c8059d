import type { CargoSplitItem, CargoSplitType } from './cargoSplit.schemas.ts';
import type { CargoTransportStatus, FreightCargoLine } from './freights.schemas.ts';

/**
 * The pure arithmetic of a cargo split and of separating an order: a freight's (or pickup's) cargo
 * lines are cut into what stays and what moves to a new truck job. Pallets and kg are kept exactly:
 * the moved part is computed and the staying part is what is left (3 decimals, as order totals).
 */

const round3 = (n: number): number => Math.round(n * 1000) / 1000;

/** Why a split cannot be made (mapped to the area's Hungarian errors by the server). */
export type SplitRefusal = 'unknownItem' | 'nothingToSplit' | 'wholeCargo';

export type SplitOutcome =
  | { ok: true; kept: FreightCargoLine[]; moved: FreightCargoLine[] }
  | { ok: false; refusal: SplitRefusal };

/** The packed quantity clamped to 0…the item quantity (business.md §5); missing = all stays. */
export function clampPacked(packed: number | undefined, quantity: number): number {
  if (packed === undefined || !Number.isFinite(packed)) return quantity;
  return Math.min(quantity, Math.max(0, packed));
}

/** How much of one line moves: all of it by pallet when selected, else quantity − packed. */
function movedPallets(
  line: FreightCargoLine,
  item: CargoSplitItem | undefined,
  type: CargoSplitType,
): number {
  if (!item) return 0;
  if (type === 'byPallet') return item.selected ? line.pallets : 0;
  return round3(line.pallets - clampPacked(item.packedDownQuantity, line.pallets));
}

/** Cuts the lines by the dialog's items: the chosen status on the selected items' lines, unknown on the others. */
export function splitCargoLines(
  lines: readonly FreightCargoLine[],
  items: readonly CargoSplitItem[],
  type: CargoSplitType,
  status: CargoTransportStatus,
): SplitOutcome {
  const byIndex = new Map<number, CargoSplitItem>();
  for (const item of items) {
    const line = lines[item.index];
    if (!line || line.orderId !== item.orderId || byIndex.has(item.index)) {
      return { ok: false, refusal: 'unknownItem' };
    }
    byIndex.set(item.index, item);
  }
  const kept: FreightCargoLine[] = [];
  const moved: FreightCargoLine[] = [];
  lines.forEach((line, i) => {
    const item = byIndex.get(i);
    const move = movedPallets(line, item, type);
    // by quantity, an item counts as selected when part of it moves or the user ticked it
    const selected = move > 0 || (item?.selected ?? false);
    const transportStatus: CargoTransportStatus = selected ? status : 'unknown';
    if (move <= 0) {
      kept.push({ ...line, transportStatus });
      return;
    }
    const movedKg = move >= line.pallets ? line.kg : round3((line.kg * move) / line.pallets);
    moved.push({ ...line, pallets: move, kg: movedKg, transportStatus });
    if (move < line.pallets) {
      kept.push({
        ...line,
        pallets: round3(line.pallets - move),
        kg: round3(line.kg - movedKg),
        transportStatus,
      });
    }
  });
  if (moved.length === 0) return { ok: false, refusal: 'nothingToSplit' };
  if (kept.length === 0) return { ok: false, refusal: 'wholeCargo' };
  return { ok: true, kept, moved };
}

/** Every line of one order moves; refused when the order is not on it or is all it carries. */
export function separateOrderLines(lines: readonly FreightCargoLine[], orderId: string): SplitOutcome {
  const moved = lines.filter((l) => l.orderId === orderId);
  const kept = lines.filter((l) => l.orderId !== orderId);
  if (moved.length === 0) return { ok: false, refusal: 'unknownItem' };
  if (kept.length === 0) return { ok: false, refusal: 'wholeCargo' };
  return { ok: true, kept, moved };
}

/** Pallets and kg of cargo lines (3 decimals). */
export function cargoTotals(lines: readonly Pick<FreightCargoLine, 'pallets' | 'kg'>[]): {
  pallets: number;
  kg: number;
} {
  return {
    pallets: round3(lines.reduce((s, l) => s + l.pallets, 0)),
    kg: round3(lines.reduce((s, l) => s + l.kg, 0)),
  };
}
