import type { Freight } from '../freights/freights.schemas.ts';
import type { PlannedFreight } from '../planner/planningModel.ts';
import { PALLET_SIZES, type PackPallet } from './packingModel.ts';

/**
 * The pallets of a planned freight for packTruck: one per started pallet (a partial pallet still
 * takes a footprint), stop = index of the order's waypoint in driving order.
 */
export function palletsOfFreight(
  // Only the stops and cargo lines are read, so a stored freight (documents) packs the same way.
  freight: Pick<PlannedFreight, 'waypoints' | 'cargo'> | Pick<Freight, 'waypoints' | 'cargo'>,
  sizes: Record<string, { length: number; width: number }> = PALLET_SIZES,
  maxStack: Record<string, number> = {},
): PackPallet[] {
  const stopOf = new Map<string, number>();
  freight.waypoints.forEach((w, i) => {
    for (const id of w.orderIds) if (!stopOf.has(id)) stopOf.set(id, i);
  });
  const out: PackPallet[] = [];
  for (const line of freight.cargo) {
    const size = sizes[line.palletType] ?? PALLET_SIZES.EUR!;
    const n = Math.ceil(line.pallets - 1e-9);
    for (let k = 0; k < n; k++)
      out.push({
        id: `${line.orderId}-${line.palletType}-${out.length + 1}`,
        palletType: line.palletType,
        length: size.length,
        width: size.width,
        stop: stopOf.get(line.orderId) ?? 0,
        orderId: line.orderId,
        maxStack: maxStack[line.palletType] ?? 1,
      });
  }
  return out;
}
