// Packing benchmark: npm run bench:packing — pallets placed vs the floor-area bound.

import { PACKING_ALGORITHMS } from '../../src/core/config/enums.ts';
import { PALLET_SIZES, type PackPallet, STANDARD_FLOOR } from '../../src/core/packing/packingModel.ts';
import { packTruck } from '../../src/core/packing/packTruck.ts';
import { createRng } from '../../src/core/planner/createRng.ts';

const GAP = 10;
const pallet = (id: number, type: string, stop: number): PackPallet => ({
  id: `P${id}`,
  palletType: type,
  ...PALLET_SIZES[type]!,
  stop,
});

/** Area bound: the most pallets, smallest first, whose gap-inflated footprints fit the gap-inflated floor. */
function areaBound(pallets: PackPallet[]): number {
  const floorArea = (STANDARD_FLOOR.length + GAP) * (STANDARD_FLOOR.width + GAP);
  const areas = pallets.map((p) => (p.length + GAP) * (p.width + GAP)).sort((a, b) => a - b);
  let sum = 0;
  let n = 0;
  for (const a of areas) {
    if (sum + a > floorArea) break;
    sum += a;
    n++;
  }
  return n;
}

const loads: { name: string; pallets: PackPallet[] }[] = [
  { name: 'EUR ×40', pallets: Array.from({ length: 40 }, (_, i) => pallet(i, 'EUR', 0)) },
  { name: 'industrial ×40', pallets: Array.from({ length: 40 }, (_, i) => pallet(i, 'industrial', 0)) },
];
const rng = createRng(7);
for (let k = 0; k < 8; k++) {
  const nEur = 6 + rng.int(24);
  const nInd = 2 + rng.int(14);
  const stops = 1 + rng.int(5);
  const ps: PackPallet[] = [];
  for (let i = 0; i < nEur; i++) ps.push(pallet(ps.length, 'EUR', rng.int(stops)));
  for (let i = 0; i < nInd; i++) ps.push(pallet(ps.length, 'industrial', rng.int(stops)));
  loads.push({ name: `mixed ${nEur} EUR + ${nInd} ind, ${stops} stops`, pallets: ps });
}

for (const algorithm of PACKING_ALGORITHMS) {
  let within = 0;
  for (const load of loads) {
    const t0 = performance.now();
    const reps = 20;
    let plan = packTruck(load.pallets, algorithm);
    for (let r = 1; r < reps; r++) plan = packTruck(load.pallets, algorithm);
    const ms = (performance.now() - t0) / reps;
    const bound = Math.min(load.pallets.length, areaBound(load.pallets));
    const placed = plan.placements.length;
    if (bound - placed <= 1) within++;
    console.log(
      `${algorithm.padEnd(16)} ${load.name.padEnd(34)} placed ${String(placed).padStart(2)} / ${String(load.pallets.length).padStart(2)} area bound ${String(bound).padStart(2)} length ${plan.usedLength} mm ${ms.toFixed(2)} ms`,
    );
  }
  console.log(`${algorithm}: ${within} of ${loads.length} loads within one pallet of the area bound`);
}
