import type {
  PackingAlgorithm,
  PackingPlan,
  PackOptions,
  PackPallet,
  Placement,
  TruckFloor,
} from './packingModel.ts';
import { STANDARD_FLOOR } from './packingModel.ts';

/** A unit on the floor: one pallet, or a stack of pallets of one type and stop (palletstack). */
interface Unit {
  pallets: PackPallet[];
  length: number;
  width: number;
  stop: number;
  type: string;
}

interface Spot {
  unit: Unit;
  x: number;
  y: number;
  rotated: boolean;
  dx: number;
  dy: number;
}

/**
 * Lays the pallets of one freight on the truck floor. Pallets of the last stop go to the front,
 * those unloaded first to the rear door; within a stop the load is laid out by the algorithm:
 * rows-no-stacking (rows of one orientation chosen to minimise length), palletstack (the same over
 * stacks of stackable pallets) or twodimensional (free placement on the floor, MaxRects).
 */
export function packTruck(
  pallets: readonly PackPallet[],
  algorithm: PackingAlgorithm,
  floor: TruckFloor = STANDARD_FLOOR,
  options: PackOptions = {},
): PackingPlan {
  const gap = options.gapMm ?? 10;
  const units = toUnits(pallets, algorithm === 'palletstack');
  const spots = algorithm === 'twodimensional' ? bestOf2d(units, floor, gap) : packRows(units, floor, gap);
  return toPlan(algorithm, floor, pallets, spots);
}

function toUnits(pallets: readonly PackPallet[], stack: boolean): Unit[] {
  const sorted = [...pallets].sort((a, b) => b.stop - a.stop || a.palletType.localeCompare(b.palletType));
  const units: Unit[] = [];
  let open: Unit | null = null;
  for (const p of sorted) {
    const max = stack ? Math.max(1, p.maxStack ?? 1) : 1;
    if (
      open &&
      open.type === p.palletType &&
      open.stop === p.stop &&
      open.pallets.length < max &&
      open.length === p.length &&
      open.width === p.width
    ) {
      open.pallets.push(p);
      continue;
    }
    open = { pallets: [p], length: p.length, width: p.width, stop: p.stop, type: p.palletType };
    units.push(open);
  }
  return units;
}

/** Rows across the truck, group by group (stop, type), with the row orientation mix of least length. */
function packRows(units: Unit[], floor: TruckFloor, gap: number): Spot[] {
  const spots: Spot[] = [];
  let rowX = 0;
  let rowDepth = 0;
  let rowUsed = 0; // width used in the current row, gaps included
  let i = 0;
  while (i < units.length) {
    let j = i;
    while (j < units.length && units[j]!.stop === units[i]!.stop && units[j]!.type === units[i]!.type) j++;
    const group = units.slice(i, j);
    i = j;
    const u0 = group[0]!;
    // orientation A: length across (rotated), depth = width; B: length along, depth = length
    const kA = Math.floor((floor.width + gap) / (u0.length + gap));
    const kB = Math.floor((floor.width + gap) / (u0.width + gap));
    const c = group.length;
    // rows of A first, then B: most pallets within the floor left, then least length
    const left = floor.length + gap - (rowUsed > 0 ? rowX + rowDepth + gap : rowX);
    const dA = u0.width + gap;
    const dB = u0.length + gap;
    let bestA = 0;
    let bestPlaced = -1;
    let bestLen = Number.POSITIVE_INFINITY;
    for (let a = 0; a <= (kA > 0 ? Math.ceil(c / kA) : 0); a++) {
      if (a * dA > left) break;
      const placedA = Math.min(c, a * kA);
      const rest = c - placedA;
      const rowsB = kB > 0 ? Math.min(Math.ceil(rest / kB), Math.floor((left - a * dA) / dB)) : 0;
      const placed = placedA + Math.min(rest, rowsB * kB);
      const len = a * dA + rowsB * dB;
      if (placed > bestPlaced || (placed === bestPlaced && len < bestLen)) {
        bestPlaced = placed;
        bestLen = len;
        bestA = a;
      }
    }
    const rotatedCount = Math.min(c, bestA * kA);
    group.forEach((unit, k) => {
      const rotated = k < rotatedCount;
      const dx = rotated ? unit.width : unit.length;
      const dy = rotated ? unit.length : unit.width;
      const fitsRow = rowUsed > 0 && rowUsed + dy <= floor.width && dx <= rowDepth;
      if (!fitsRow) {
        if (rowUsed > 0) rowX += rowDepth + gap;
        rowDepth = dx;
        rowUsed = 0;
      }
      spots.push({ unit, x: rowX, y: rowUsed, rotated, dx, dy });
      rowUsed += dy + gap;
    });
  }
  return spots;
}

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** MaxRects with bottom-left (front-first) placement; sizes inflated by the gap. */
function packMaxRects(units: Unit[], floor: TruckFloor, gap: number, preferRotated: boolean): Spot[] {
  let free: Rect[] = [{ x: 0, y: 0, w: floor.length + gap, h: floor.width + gap }];
  const spots: Spot[] = [];
  for (const unit of units) {
    let best: { x: number; y: number; rotated: boolean; w: number; h: number } | null = null;
    for (const rotated of preferRotated ? [true, false] : [false, true]) {
      const w = (rotated ? unit.width : unit.length) + gap;
      const h = (rotated ? unit.length : unit.width) + gap;
      for (const r of free) {
        if (w > r.w || h > r.h) continue;
        if (!best || r.x < best.x || (r.x === best.x && r.y < best.y))
          best = { x: r.x, y: r.y, rotated, w, h };
      }
    }
    if (!best) continue;
    spots.push({ unit, x: best.x, y: best.y, rotated: best.rotated, dx: best.w - gap, dy: best.h - gap });
    const used: Rect = { x: best.x, y: best.y, w: best.w, h: best.h };
    const next: Rect[] = [];
    for (const r of free) {
      if (used.x >= r.x + r.w || used.x + used.w <= r.x || used.y >= r.y + r.h || used.y + used.h <= r.y) {
        next.push(r);
        continue;
      }
      if (used.x > r.x) next.push({ x: r.x, y: r.y, w: used.x - r.x, h: r.h });
      if (used.x + used.w < r.x + r.w)
        next.push({ x: used.x + used.w, y: r.y, w: r.x + r.w - used.x - used.w, h: r.h });
      if (used.y > r.y) next.push({ x: r.x, y: r.y, w: r.w, h: used.y - r.y });
      if (used.y + used.h < r.y + r.h)
        next.push({ x: r.x, y: used.y + used.h, w: r.w, h: r.y + r.h - used.y - used.h });
    }
    // drop rectangles contained in others
    free = next.filter(
      (a, i) =>
        !next.some(
          (b, j) =>
            j !== i &&
            b.x <= a.x &&
            b.y <= a.y &&
            b.x + b.w >= a.x + a.w &&
            b.y + b.h >= a.y + a.h &&
            (j < i || b.x !== a.x || b.y !== a.y || b.w !== a.w || b.h !== a.h),
        ),
    );
  }
  return spots;
}

/** Free 2D placement: the best of MaxRects with either preferred orientation and the row layout. */
function bestOf2d(units: Unit[], floor: TruckFloor, gap: number): Spot[] {
  // larger footprints first within a stop is MaxRects' usual order; the stop order stays
  const bigFirst = [...units].sort((a, b) => b.stop - a.stop || b.length * b.width - a.length * a.width);
  const candidates = [
    packMaxRects(units, floor, gap, true),
    packMaxRects(units, floor, gap, false),
    packMaxRects(bigFirst, floor, gap, true),
    packMaxRects(bigFirst, floor, gap, false),
    packRows(units, floor, gap),
  ];
  let best = candidates[0]!;
  const score = (s: Spot[]) => {
    const fit = s.filter((p) => p.x + p.dx <= floor.length && p.y + p.dy <= floor.width);
    return (
      fit.reduce((n, p) => n + p.unit.pallets.length, 0) * 1e6 - Math.max(0, ...fit.map((p) => p.x + p.dx))
    );
  };
  for (const c of candidates) if (score(c) > score(best)) best = c;
  return best;
}

function toPlan(
  algorithm: PackingAlgorithm,
  floor: TruckFloor,
  all: readonly PackPallet[],
  spots: Spot[],
): PackingPlan {
  const placements: Placement[] = [];
  const placed = new Set<PackPallet>();
  let usedLength = 0;
  const ok = spots
    .filter((s) => s.x + s.dx <= floor.length && s.y + s.dy <= floor.width)
    .sort((a, b) => a.x - b.x || a.y - b.y);
  let seq = 0;
  for (const s of ok) {
    usedLength = Math.max(usedLength, s.x + s.dx);
    s.unit.pallets.forEach((pallet, level) => {
      placed.add(pallet);
      placements.push({
        pallet,
        x: s.x,
        y: s.y,
        level,
        rotated: s.rotated,
        dx: s.dx,
        dy: s.dy,
        loadSeq: ++seq,
      });
    });
  }
  return { algorithm, floor, placements, unplaced: all.filter((p) => !placed.has(p)), usedLength };
}
