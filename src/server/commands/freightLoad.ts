import { priceFreight } from '../../core/fees/priceFreight.ts';
import type { Freight, FreightCargoLine, FreightWaypointDoc } from '../../core/freights/freights.schemas.ts';
import { packTruck } from '../../core/packing/packTruck.ts';
import { palletsOfFreight } from '../../core/packing/palletsOfFreight.ts';
import { freightIncome } from '../../core/planner/freightIncome.ts';
import { feeFactoryOf, type PlanningOrder } from '../../core/planner/planningModel.ts';
import { palletPlaces } from '../../core/planner/splitOrder.ts';
import type { AppServices } from '../appServices.ts';
import type { FreightLoad } from '../db/repositories/cargoSplit.repository.ts';
import { routingProviderOf } from '../planning/distanceProvider.ts';
import { loadPlanningInput } from '../planning/planningInput.ts';
import { toPlanningInput } from '../planning/planningInputData.ts';
import { PALLET_SIZES } from '../planning/storedFreights.ts';

/**
 * A freight's load recomputed for new cargo lines (a split, a separation): the stops that still
 * unload something, the route through them, cost from the fee tables, income, pallet places and
 * the packing plan by the configured algorithm — the same functions a planned freight is built
 * with (planning/storedFreights.ts), so a split freight is priced as the planner prices one.
 */

const round1 = (n: number): number => Math.round(n * 10) / 10;
const round3 = (n: number): number => Math.round(n * 1000) / 1000;

/** A share of a figure by pallets: what the fee tables or the planner cannot price (unknown factory, orders gone). */
const proRata = (value: number | null, part: number, whole: number): number | null =>
  value === null || whole <= 0 ? value : Math.round(((value * part) / whole) * 100) / 100;

/** The stops of `waypoints` that still unload an order of `cargo`, with only those orders. */
function stopsFor(waypoints: readonly FreightWaypointDoc[], cargo: readonly FreightCargoLine[]) {
  const carried = new Set(cargo.map((c) => c.orderId));
  return waypoints
    .map((w) => ({ ...w, orderIds: w.orderIds.filter((id) => carried.has(id)) }))
    .filter((w) => w.orderIds.length > 0)
    .map((w) => ({ ...w, orderId: w.orderIds[0]! }));
}

/** Computes loads of one freight's parts: each entry is the cargo of one truck after the cut. */
export async function freightLoadsOf(
  services: AppServices,
  freight: Freight,
  parts: readonly FreightCargoLine[][],
): Promise<FreightLoad[]> {
  const orderIds = [...new Set(freight.cargo.map((c) => c.orderId))];
  const ctx = await loadPlanningInput(services, orderIds);
  const input = toPlanningInput(ctx.data);
  const factory = ctx.data.factories.find((f) => f.shortName === freight.factoryShortName);
  const orders = new Map<string, PlanningOrder>(ctx.data.orders.map((o) => [o.orderId, o]));
  const routing = routingProviderOf(ctx.data.distance);
  const loads: FreightLoad[] = [];
  for (const cargo of parts) {
    let waypoints = stopsFor(freight.waypoints, cargo);
    const pallets = round3(cargo.reduce((s, c) => s + c.pallets, 0));
    const kg = round3(cargo.reduce((s, c) => s + c.kg, 0));
    const route =
      factory && waypoints.length > 0
        ? await routing.route(
            [
              [factory.point.lon, factory.point.lat] as [number, number],
              ...waypoints.map((w) => w.point.coordinates),
            ],
            ctx.data.distance.options,
          )
        : null;
    if (route)
      waypoints = waypoints.map((w, i) => ({
        ...w,
        legKm: round1((route.legs[i]?.distanceMeter ?? 0) / 1000),
      }));
    const distanceKm = route
      ? round1(route.distanceMeter / 1000)
      : round1(waypoints.reduce((s, w) => s + w.legKm, 0));
    const palletsByType = new Map<string, number>();
    for (const c of cargo)
      palletsByType.set(c.palletType, (palletsByType.get(c.palletType) ?? 0) + c.pallets);
    const cost = factory
      ? priceFreight(input.fees, feeFactoryOf(factory), {
          truckType: freight.truckType,
          km: distanceKm,
          dropOffs: waypoints.length,
          palletsByType,
        })
      : null;
    const driveMin = route ? route.durationSecond / 60 : 0;
    loads.push({
      cargo,
      waypoints,
      pallets,
      palletPlaces: round3(
        cargo.reduce((s, c) => s + palletPlaces(c.palletType, c.pallets, input.settings), 0),
      ),
      kg,
      distanceKm,
      durationMin: Math.round(driveMin + pallets * input.settings.unloadMinutesPerPallet),
      freightCost: cost?.total ?? proRata(freight.freightCost, pallets, freight.pallets),
      freightIncome:
        factory && freight.deliveryDate && cargo.every((c) => orders.has(c.orderId))
          ? freightIncome(input, factory, { cargo, deliveryDate: freight.deliveryDate }, orders)
          : proRata(freight.freightIncome, pallets, freight.pallets),
      costBreakdown: cost,
      geometry: route ? { ...route.geometry, estimated: route.estimated } : null,
      packingPlan: packTruck(palletsOfFreight({ waypoints, cargo }, PALLET_SIZES), ctx.packingAlgorithm),
    });
  }
  return loads;
}
