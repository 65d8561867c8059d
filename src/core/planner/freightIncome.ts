import { allowedVehicles } from './allowedVehicles.ts';
import { buildFreight } from './buildFreight.ts';
import type { PlannedFreight, PlanningFactory, PlanningInput, PlanningOrder } from './planningModel.ts';
import { palletPlaces } from './splitOrder.ts';

/**
 * What the customers are charged for a freight's cargo: per carried order, the fee of delivering
 * its load on this freight alone (factory → its address, one drop-off) on the cheapest truck type
 * it accepts that fits the load. For an order carried whole that is "the order delivered alone";
 * income − cost is what consolidation earns. An order with no fitting type adds nothing.
 */
export function freightIncome(
  input: Pick<PlanningInput, 'vehicleTypes' | 'fees' | 'distance' | 'settings'>,
  factory: PlanningFactory,
  freight: Pick<PlannedFreight, 'cargo' | 'deliveryDate'>,
  orders: ReadonlyMap<string, PlanningOrder>,
): number {
  const linesByOrder = new Map<string, PlannedFreight['cargo']>();
  for (const line of freight.cargo) {
    const lines = linesByOrder.get(line.orderId) ?? [];
    lines.push(line);
    linesByOrder.set(line.orderId, lines);
  }
  let total = 0;
  for (const [orderId, cargo] of linesByOrder) {
    const order = orders.get(orderId);
    if (!order) continue;
    const places = cargo.reduce((s, l) => s + palletPlaces(l.palletType, l.pallets, input.settings), 0);
    const kg = cargo.reduce((s, l) => s + l.kg, 0);
    const chunk = { order, cargo, places, kg };
    let best: number | null = null;
    for (const t of allowedVehicles(order, input.vehicleTypes)) {
      if (places > t.palletCapacity + 1e-9 || kg > t.kgCapacity + 1e-9) continue;
      const alone = buildFreight(
        'income',
        factory,
        t.truckType,
        freight.deliveryDate,
        [chunk],
        input.fees,
        input.distance,
        input.settings.unloadMinutesPerPallet,
      );
      if (best === null || alone.cost.total < best) best = alone.cost.total;
    }
    total += best ?? 0;
  }
  return Math.round(total * 100) / 100;
}
