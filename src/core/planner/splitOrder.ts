import type { FreightCargo, PlanningOrder, PlanningSettings, PlanningVehicleType } from './planningModel.ts';

/** A part of an order that travels in one freight. */
export interface OrderChunk {
  order: PlanningOrder;
  cargo: FreightCargo[];
  /** Pallet places (EUR equivalents) after partial-pallet rounding and pallet-type ratios. */
  places: number;
  kg: number;
}

interface PalletUnit {
  palletType: string;
  pallets: number;
  places: number;
  kg: number;
}

/** Pallet places of a pallet count: partial pallets round up at the limit (loom: always). */
export function palletPlaces(palletType: string, pallets: number, settings: PlanningSettings): number {
  const whole = Math.floor(pallets + 1e-9);
  const frac = pallets - whole;
  let counted = whole;
  if (frac > 1e-9)
    counted += settings.plannerType === 'loom' || frac >= settings.partialPalletRoundingLimit ? 1 : frac;
  return counted * (settings.palletTypeRatios[palletType] ?? 1);
}

function units(order: PlanningOrder, settings: PlanningSettings): PalletUnit[] {
  const out: PalletUnit[] = [];
  for (const item of order.items) {
    if (item.pallets <= 0) continue;
    const kgPerPallet = item.kg / item.pallets;
    let left = item.pallets;
    while (left > 1e-9) {
      const p = Math.min(left, 1);
      out.push({
        palletType: item.palletType,
        pallets: p,
        places: palletPlaces(item.palletType, p, settings),
        kg: kgPerPallet * p,
      });
      left -= p;
    }
  }
  return out;
}

function toChunk(order: PlanningOrder, us: PalletUnit[]): OrderChunk {
  const byType = new Map<string, FreightCargo>();
  let places = 0;
  let kg = 0;
  for (const u of us) {
    const c = byType.get(u.palletType) ?? {
      orderId: order.orderId,
      palletType: u.palletType,
      pallets: 0,
      kg: 0,
    };
    c.pallets += u.pallets;
    c.kg += u.kg;
    byType.set(u.palletType, c);
    places += u.places;
    kg += u.kg;
  }
  for (const c of byType.values()) {
    c.pallets = Math.round(c.pallets * 10) / 10;
    c.kg = Math.round(c.kg * 1000) / 1000;
  }
  return { order, cargo: [...byType.values()], places, kg };
}

/**
 * Splits an order by pallets into parts that each fit the largest allowed vehicle; null when a
 * single pallet fits none of them.
 */
export function splitOrder(
  order: PlanningOrder,
  allowed: readonly PlanningVehicleType[],
  settings: PlanningSettings,
): OrderChunk[] | null {
  const us = units(order, settings);
  let best: PlanningVehicleType | undefined;
  for (const v of allowed) if (!best || v.palletCapacity > best.palletCapacity) best = v;
  if (!best) return null;
  const capP = best.palletCapacity;
  const capKg = best.kgCapacity;
  for (const u of us) if (u.places > capP + 1e-9 || u.kg > capKg + 1e-9) return null;
  const chunks: OrderChunk[] = [];
  let cur: PalletUnit[] = [];
  let p = 0;
  let k = 0;
  for (const u of us) {
    if (cur.length > 0 && (p + u.places > capP + 1e-9 || k + u.kg > capKg + 1e-9)) {
      chunks.push(toChunk(order, cur));
      cur = [];
      p = 0;
      k = 0;
    }
    cur.push(u);
    p += u.places;
    k += u.kg;
  }
  if (cur.length > 0 || chunks.length === 0) chunks.push(toChunk(order, cur));
  return chunks;
}
