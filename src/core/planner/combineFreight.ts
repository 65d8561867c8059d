import { addDays, isWorkday } from '../calendar/workdays.ts';
import { allowedVehicles } from './allowedVehicles.ts';
import { buildFreight, uniqueWaypoints } from './buildFreight.ts';
import { formatMessage, PLANNER_MESSAGES } from './plannerMessages.ts';
import type {
  GeoPoint,
  PlannedFreight,
  PlanningInput,
  PlanningOrder,
  UnplannedOrder,
} from './planningModel.ts';
import { type OrderChunk, palletPlaces } from './splitOrder.ts';

export type CombineResult =
  | { ok: true; freight: PlannedFreight }
  | { ok: false; status: UnplannedOrder['status']; message: string };

const fail = (status: UnplannedOrder['status'], message: string): CombineResult => ({
  ok: false,
  status,
  message,
});

/**
 * Manual combination: the best single freight carrying all the given orders (cheapest vehicle
 * type, optimal waypoint order, earliest common workday), or the reason in Hungarian why no
 * such freight exists (business.md §8).
 */
export function combineOrders(
  input: PlanningInput,
  orders: readonly PlanningOrder[],
  freightId = 'manual',
): CombineResult {
  if (orders.length === 0) return fail('doesNotFit', PLANNER_MESSAGES.nothingSelected);
  const factoryName = orders[0]!.factoryShortName;
  if (orders.some((o) => o.factoryShortName !== factoryName))
    return fail('routeNotFound', PLANNER_MESSAGES.differentFactories);
  const factory = input.factories.find((f) => f.shortName === factoryName);
  if (!factory) return fail('routeNotFound', PLANNER_MESSAGES.unknownFactory);
  // common workday
  let from = orders[0]!.releaseDate;
  let to = orders[0]!.expectedDeadlineDate;
  for (const o of orders) {
    if (o.releaseDate > from) from = o.releaseDate;
    if (o.expectedDeadlineDate < to) to = o.expectedDeadlineDate;
  }
  let date: string | null = null;
  for (let d = from; d <= to; d = addDays(d, 1))
    if (isWorkday(d, input.calendar)) {
      date = d;
      break;
    }
  if (!date) return fail('noOverlappingDeliveryDates', PLANNER_MESSAGES.noOverlappingDeliveryDates);
  const chunks: OrderChunk[] = orders.map((o) => {
    let places = 0;
    let kg = 0;
    const cargo = o.items.map((i) => {
      places += palletPlaces(i.palletType, i.pallets, input.settings);
      kg += i.kg;
      return { orderId: o.orderId, palletType: i.palletType, pallets: i.pallets, kg: i.kg };
    });
    return { order: o, cargo, places, kg };
  });
  const count = uniqueWaypoints(chunks);
  const max = input.settings.maxWaypoints;
  if (count > max)
    return fail('tooManyWaypoints', formatMessage(PLANNER_MESSAGES.tooManyWaypoints, { max, count }));
  const ordered = bestOrder(input, factory.point, chunks);
  if (!ordered) return fail('routeNotFound', PLANNER_MESSAGES.routeNotFound);
  let types = input.vehicleTypes;
  for (const o of orders) {
    const allowed = allowedVehicles(o, input.vehicleTypes);
    types = types.filter((t) => allowed.includes(t));
  }
  if (types.length === 0) return fail('noVehicle', PLANNER_MESSAGES.noVehicle);
  const places = chunks.reduce((s, c) => s + c.places, 0);
  const kg = chunks.reduce((s, c) => s + c.kg, 0);
  const fitting = types.filter((t) => places <= t.palletCapacity + 1e-9 && kg <= t.kgCapacity + 1e-9);
  if (fitting.length === 0) return fail('doesNotFit', PLANNER_MESSAGES.doesNotFit);
  let best: PlannedFreight | null = null;
  for (const t of fitting) {
    const f = buildFreight(
      freightId,
      factory,
      t.truckType,
      date,
      ordered,
      input.fees,
      input.distance,
      input.settings.unloadMinutesPerPallet,
    );
    if (!best || f.cost.total < best.cost.total) best = f;
  }
  return { ok: true, freight: best! };
}

/**
 * Manual combination of freights: their orders in one freight. Every order must travel wholly in
 * the selected freights, otherwise the new freight would not cover the processed orders.
 */
export function combineFreights(
  input: PlanningInput,
  freights: readonly PlannedFreight[],
  freightId = 'manual',
): CombineResult {
  const carried = new Map<string, number>();
  for (const f of freights)
    for (const l of f.cargo) carried.set(l.orderId, (carried.get(l.orderId) ?? 0) + l.pallets);
  const orders: PlanningOrder[] = [];
  for (const [id, pallets] of carried) {
    const o = input.orders.find((x) => x.orderId === id);
    const want = o ? o.items.reduce((s, i) => s + i.pallets, 0) : -1;
    if (!o || Math.abs(want - pallets) > 0.05 * Math.max(1, o.items.length))
      return fail('orderCoverageError', PLANNER_MESSAGES.orderCoverageError);
    orders.push(o);
  }
  return combineOrders(input, orders, freightId);
}

/** Shortest open path factory → all unique points (Held–Karp over ≤ maxWaypoints points). */
function bestOrder(input: PlanningInput, start: GeoPoint, chunks: OrderChunk[]): OrderChunk[] | null {
  const groups = new Map<string, OrderChunk[]>();
  for (const c of chunks) {
    const k = `${c.order.deliveryPoint.lat.toFixed(6)},${c.order.deliveryPoint.lon.toFixed(6)}`;
    const g = groups.get(k) ?? [];
    g.push(c);
    groups.set(k, g);
  }
  const gs = [...groups.values()];
  const m = gs.length;
  const pts = [start, ...gs.map((g) => g[0]!.order.deliveryPoint)];
  const d: number[][] = [];
  for (let i = 0; i <= m; i++) {
    d.push([]);
    for (let j = 0; j <= m; j++) {
      const v = i === j ? 0 : input.distance.distanceKm(pts[i]!, pts[j]!);
      if (v === null) return null;
      d[i]!.push(v);
    }
  }
  const full = 1 << m;
  const dp = new Float64Array(full * m).fill(Number.POSITIVE_INFINITY);
  const parent = new Int16Array(full * m).fill(-1);
  for (let j = 0; j < m; j++) dp[(1 << j) * m + j] = d[0]![j + 1]!;
  for (let s = 1; s < full; s++)
    for (let j = 0; j < m; j++) {
      const cur = dp[s * m + j]!;
      if (!Number.isFinite(cur)) continue;
      for (let k = 0; k < m; k++) {
        if (s & (1 << k)) continue;
        const ns = s | (1 << k);
        const c = cur + d[j + 1]![k + 1]!;
        if (c < dp[ns * m + k]!) {
          dp[ns * m + k] = c;
          parent[ns * m + k] = j;
        }
      }
    }
  let last = 0;
  for (let j = 1; j < m; j++) if (dp[(full - 1) * m + j]! < dp[(full - 1) * m + last]!) last = j;
  const seq: number[] = [];
  for (let s = full - 1, j = last; j >= 0; ) {
    seq.push(j);
    const pj = parent[s * m + j]!;
    s &= ~(1 << j);
    j = pj;
  }
  seq.reverse();
  return seq.flatMap((g) => gs[g]!);
}
