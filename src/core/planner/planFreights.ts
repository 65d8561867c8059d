import { addDays, isWorkday } from '../calendar/workdays.ts';
import { createRouteFee } from '../fees/priceFreight.ts';
import { allowedVehicles } from './allowedVehicles.ts';
import { buildFreight } from './buildFreight.ts';
import { PLANNER_MESSAGES } from './plannerMessages.ts';
import {
  feeFactoryOf,
  type PlannedFreight,
  type PlanningFactory,
  type PlanningInput,
  type PlanningOrder,
  type PlanningVehicleType,
  type PlanOptions,
  type PlanResult,
  type UnplannedOrder,
} from './planningModel.ts';
import type { RoutingProblem, VehicleClass } from './RoutingProblem.ts';
import { solveRouting } from './solveRouting.ts';
import { type OrderChunk, splitOrder } from './splitOrder.ts';

/** One unloading stop of the routing problem: chunks at one point with the same window and vehicles. */
interface Client {
  chunks: OrderChunk[];
  places: number;
  kg: number;
  mask: number;
  lo: number;
  hi: number;
}

interface Draft {
  factory: PlanningFactory;
  chunks: OrderChunk[];
  mask: number;
  lo: number;
  hi: number;
  places: number;
  kg: number;
  /** Fitting vehicle type indices, cheapest first. */
  types: number[];
  km: number;
  stops: number;
}

/** Tie-breaks after the fee: one unit per truck, then a small weight per km. */
const TRUCK_WEIGHT = 1;
const KM_WEIGHT = 1e-4;

const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/**
 * Plans orders into freights: per factory a heterogeneous-fleet vehicle routing problem with
 * day windows (workdays), pallet and kg capacities, crane and preferred trucks, at most
 * settings.maxWaypoints waypoints and the opening hours, solved by hybrid genetic search
 * minimising fee-table cost, then trucks, then km; vehicles per day are then assigned.
 */
export function planFreights(input: PlanningInput, options: PlanOptions = {}): PlanResult {
  const { settings, calendar, vehicleTypes, distance } = input;
  const unplanned: UnplannedOrder[] = [];
  const fail = (o: PlanningOrder, status: UnplannedOrder['status'], reason: string) =>
    unplanned.push({ orderId: o.orderId, status, reason });

  // workday index space over the horizon: any integer in a route's window is a workday
  const workdays: string[] = [];
  const firstIdx = new Map<string, number>();
  if (input.orders.length > 0) {
    let from = input.orders[0]!.releaseDate;
    let to = input.orders[0]!.expectedDeadlineDate;
    for (const o of input.orders) {
      if (o.releaseDate < from) from = o.releaseDate;
      if (o.expectedDeadlineDate > to) to = o.expectedDeadlineDate;
    }
    for (let d = from, k = 0; d <= to && k < 800; d = addDays(d, 1), k++) {
      firstIdx.set(d, workdays.length);
      if (isWorkday(d, calendar)) workdays.push(d);
    }
  }
  const windowOf = (o: PlanningOrder): [number, number] => {
    const lo = firstIdx.get(o.releaseDate) ?? 0;
    let hi = (firstIdx.get(addDays(o.expectedDeadlineDate, 1)) ?? workdays.length) - 1;
    if (o.expectedDeadlineDate < o.releaseDate) hi = lo - 1;
    return [lo, hi];
  };

  const factories = new Map(input.factories.map((f) => [f.shortName, f]));
  const byFactory = new Map<string, Client[]>();
  for (const o of input.orders) {
    const factory = factories.get(o.factoryShortName);
    if (!factory) {
      fail(o, 'routeNotFound', PLANNER_MESSAGES.unknownFactory);
      continue;
    }
    const [lo, hi] = windowOf(o);
    if (lo > hi) {
      fail(o, 'noOverlappingDeliveryDates', PLANNER_MESSAGES.noWorkdayInWindow);
      continue;
    }
    const allowed = allowedVehicles(o, vehicleTypes);
    if (allowed.length === 0) {
      fail(o, 'noVehicle', PLANNER_MESSAGES.noVehicle);
      continue;
    }
    if (distance.distanceKm(factory.point, o.deliveryPoint) === null) {
      fail(o, 'routeNotFound', PLANNER_MESSAGES.routeNotFound);
      continue;
    }
    const chunks = splitOrder(o, allowed, settings);
    if (!chunks) {
      fail(o, 'doesNotFit', PLANNER_MESSAGES.orderDoesNotFit);
      continue;
    }
    let mask = 0;
    let capP = 0;
    let capKg = 0;
    for (const v of allowed) {
      mask |= 1 << vehicleTypes.indexOf(v);
      if (v.palletCapacity > capP) {
        capP = v.palletCapacity;
        capKg = v.kgCapacity;
      }
    }
    const clients = byFactory.get(factory.shortName) ?? [];
    byFactory.set(factory.shortName, clients);
    for (const ch of chunks) {
      // same point, window and vehicles: one waypoint while it fits one truck
      const same = clients.find(
        (c) =>
          c.mask === mask &&
          c.lo === lo &&
          c.hi === hi &&
          c.chunks[0]!.order.deliveryPoint.lat === o.deliveryPoint.lat &&
          c.chunks[0]!.order.deliveryPoint.lon === o.deliveryPoint.lon &&
          c.places + ch.places <= capP + 1e-9 &&
          c.kg + ch.kg <= capKg + 1e-9,
      );
      if (same) {
        same.chunks.push(ch);
        same.places += ch.places;
        same.kg += ch.kg;
      } else clients.push({ chunks: [ch], places: ch.places, kg: ch.kg, mask, lo, hi });
    }
  }

  const totalClients = [...byFactory.values()].reduce((s, c) => s + c.length, 0);
  const budget = options.timeLimitMs ?? 10_000;
  const drafts: Draft[] = [];
  let done = 0;
  for (const [shortName, clients] of byFactory) {
    const factory = factories.get(shortName)!;
    options.onProgress?.({ phase: `factory ${shortName}`, done, total: totalClients });
    const problem = buildProblem(input, factory, clients);
    const sol = solveRouting(problem, {
      seed: options.seed ?? 1,
      timeLimitMs: Math.max(50, (budget * clients.length) / Math.max(totalClients, 1)),
      ...(options.maxIterations !== undefined ? { maxIterations: options.maxIterations } : {}),
      ...(options.shouldStop ? { shouldStop: options.shouldStop } : {}),
      onProgress: (p) =>
        options.onProgress?.({
          phase: `factory ${shortName}`,
          done,
          total: totalClients,
          bestCost: p.bestCost,
        }),
    });
    for (const route of sol.routes) {
      const cs = route.map((i) => clients[i - 1]!);
      const d = makeDraft(input, factory, cs, problem);
      if (d) drafts.push(d);
      else for (const c of cs) drafts.push(makeDraft(input, factory, [c], problem)!);
    }
    done += clients.length;
  }
  options.onProgress?.({ phase: 'vehicles', done, total: totalClients });
  return assignVehicles(input, drafts, workdays, unplanned);
}

function buildProblem(input: PlanningInput, factory: PlanningFactory, clients: Client[]): RoutingProblem {
  const { vehicleTypes, fees, settings, distance } = input;
  const n = clients.length;
  const N = n + 1;
  const pts = [factory.point, ...clients.map((c) => c.chunks[0]!.order.deliveryPoint)];
  const dist = new Float64Array(N * N);
  for (let i = 0; i < N; i++)
    for (let j = 1; j < N; j++) {
      if (i === j) continue;
      // one-way freights: the way back is free (d(i, 0) = 0)
      dist[i * N + j] = distance.distanceKm(pts[i]!, pts[j]!) ?? 1e6;
    }
  const vehicles: VehicleClass[] = vehicleTypes.map((v) => {
    const fee = createRouteFee(fees, feeFactoryOf(factory), v.truckType);
    return {
      capacity: v.palletCapacity,
      weightCapacity: v.kgCapacity,
      cost: (km, _load, stops) => fee(km, stops) + TRUCK_WEIGHT + km * KM_WEIGHT,
    };
  });
  const demand = new Float64Array(N);
  const weight = new Float64Array(N);
  const mask = new Int32Array(N).fill(-1);
  const windowLo = new Int32Array(N).fill(-1_000_000);
  const windowHi = new Int32Array(N).fill(1_000_000);
  clients.forEach((c, k) => {
    demand[k + 1] = c.places;
    weight[k + 1] = c.kg;
    mask[k + 1] = c.mask;
    windowLo[k + 1] = c.lo;
    windowHi[k + 1] = c.hi;
  });
  const x = new Float64Array(pts.map((p) => p.lon));
  const y = new Float64Array(pts.map((p) => p.lat));
  const open = minutesOf(settings.openingHours.to) - minutesOf(settings.openingHours.from);
  return {
    n,
    dist,
    x,
    y,
    demand,
    weight,
    mask,
    windowLo,
    windowHi,
    vehicles,
    maxStops: settings.maxWaypoints,
    maxDuration: open > 0 ? open : 24 * 60,
    durationPerDistance: 60 / (settings.averageSpeedKmh ?? 60),
    durationPerLoad: settings.unloadMinutesPerPallet,
    plainCvrp: false,
  };
}

/** A feasible route as a draft freight, or null when the route breaks a constraint. */
function makeDraft(
  input: PlanningInput,
  factory: PlanningFactory,
  clients: Client[],
  problem: RoutingProblem,
): Draft | null {
  let mask = -1;
  let lo = -1_000_000;
  let hi = 1_000_000;
  let places = 0;
  let kg = 0;
  let km = 0;
  let prev = factory.point;
  for (const c of clients) {
    mask &= c.mask;
    lo = Math.max(lo, c.lo);
    hi = Math.min(hi, c.hi);
    places += c.places;
    kg += c.kg;
    const p = c.chunks[0]!.order.deliveryPoint;
    km += input.distance.distanceKm(prev, p) ?? 1e6;
    prev = p;
  }
  const minutes = km * (problem.durationPerDistance ?? 0) + places * (problem.durationPerLoad ?? 0);
  const single = clients.length === 1;
  if (
    !single &&
    (lo > hi || clients.length > input.settings.maxWaypoints || minutes > (problem.maxDuration ?? 1e9))
  )
    return null;
  const types: { t: number; cost: number }[] = [];
  input.vehicleTypes.forEach((v, t) => {
    if ((mask & (1 << t)) === 0 || places > v.palletCapacity + 1e-9 || kg > v.kgCapacity + 1e-9) return;
    types.push({ t, cost: problem.vehicles[t]!.cost(km, places, clients.length) });
  });
  if (types.length === 0) return null;
  types.sort((a, b) => a.cost - b.cost);
  return {
    factory,
    chunks: clients.flatMap((c) => c.chunks),
    mask,
    lo,
    hi,
    places,
    kg,
    types: types.map((t) => t.t),
    km,
    stops: clients.length,
  };
}

const availableOn = (v: PlanningVehicleType, date: string): number =>
  v.availability?.[date] ?? v.availablePerDay ?? Number.POSITIVE_INFINITY;

/**
 * Gives every draft a truck type and a workday in its window within the trucks available per
 * day; the least flexible drafts choose first. Orders left without a truck, and any order not
 * covered exactly by the freights, come back unplanned.
 */
function assignVehicles(
  input: PlanningInput,
  drafts: Draft[],
  workdays: string[],
  unplanned: UnplannedOrder[],
): PlanResult {
  const { vehicleTypes, fees, distance, settings } = input;
  const used = new Map<string, number>();
  const order = drafts
    .map((d, i) => ({ d, i, options: d.types.length * (d.hi - d.lo + 1) }))
    .sort((a, b) => a.options - b.options || a.i - b.i);
  const chosen: { d: Draft; type: number; date: string }[] = [];
  const failed = new Set<string>();
  for (const { d } of order) {
    let pick: { type: number; date: string } | null = null;
    for (const t of d.types) {
      const v = vehicleTypes[t]!;
      for (let day = Math.max(0, d.lo); day <= Math.min(d.hi, workdays.length - 1) && !pick; day++) {
        const date = workdays[day]!;
        const key = `${v.truckType}|${date}`;
        if ((used.get(key) ?? 0) < availableOn(v, date)) {
          used.set(key, (used.get(key) ?? 0) + 1);
          pick = { type: t, date };
        }
      }
      if (pick) break;
    }
    if (pick) chosen.push({ d, ...pick });
    else
      for (const c of d.chunks)
        if (!failed.has(c.order.orderId)) {
          failed.add(c.order.orderId);
          unplanned.push({
            orderId: c.order.orderId,
            status: 'noVehicle',
            reason: PLANNER_MESSAGES.noVehicleAvailable,
          });
        }
  }
  // a partly planned order is not planned: its other parts leave their freights
  chosen.sort(
    (a, b) => a.date.localeCompare(b.date) || a.d.factory.shortName.localeCompare(b.d.factory.shortName),
  );
  const freights: PlannedFreight[] = [];
  const seq = new Map<string, number>();
  const build = (chunks: OrderChunk[], c: (typeof chosen)[number]) => {
    const key = `${c.d.factory.shortName}-${c.date.replaceAll('-', '')}`;
    const k = (seq.get(key) ?? 0) + 1;
    seq.set(key, k);
    return buildFreight(
      `${key}-${String(k).padStart(3, '0')}`,
      c.d.factory,
      vehicleTypes[c.type]!.truckType,
      c.date,
      chunks,
      fees,
      distance,
      settings.unloadMinutesPerPallet,
    );
  };
  for (const c of chosen) {
    const chunks = c.d.chunks.filter((ch) => !failed.has(ch.order.orderId));
    if (chunks.length > 0) freights.push(build(chunks, c));
  }
  // coverage: every planned order's pallets appear exactly once across the freights
  const planned = new Map<string, number>();
  for (const f of freights)
    for (const l of f.cargo) planned.set(l.orderId, (planned.get(l.orderId) ?? 0) + l.pallets);
  const uncovered = new Set<string>();
  for (const o of input.orders) {
    if (!planned.has(o.orderId)) continue;
    const want = o.items.reduce((s, i) => s + i.pallets, 0);
    if (Math.abs(want - planned.get(o.orderId)!) > 0.05 + 0.05 * o.items.length) uncovered.add(o.orderId);
  }
  let result = freights;
  if (uncovered.size > 0) {
    result = freights.filter((f) => f.cargo.every((l) => !uncovered.has(l.orderId)));
    for (const id of uncovered)
      unplanned.push({
        orderId: id,
        status: 'orderCoverageError',
        reason: PLANNER_MESSAGES.orderCoverageError,
      });
  }
  let cap = 0;
  let usedPlaces = 0;
  for (const f of result) {
    cap += vehicleTypes.find((v) => v.truckType === f.truckType)!.palletCapacity;
    usedPlaces += f.palletPlaces;
  }
  return {
    freights: result,
    unplanned,
    totalCost: result.reduce((s, f) => s + f.cost.total, 0),
    trucks: result.length,
    distanceKm: Math.round(result.reduce((s, f) => s + f.distanceKm, 0) * 10) / 10,
    fillRate: cap > 0 ? usedPlaces / cap : 0,
  };
}
