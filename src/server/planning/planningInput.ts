import type { OpeningHours } from '../../core/baseConfig/baseConfig.schemas.ts';
import type { PackingAlgorithm, RouteMethod } from '../../core/config/enums.ts';
import { FREIGHT_ERRORS } from '../../core/freights/freights.errors.ts';
import {
  DEFAULT_PLANNING_SETTINGS,
  type PlanningFactory,
  type PlanningSettings,
  type PlanningVehicleType,
  type UnplannedOrder,
} from '../../core/planner/planningModel.ts';
import type { PickupOrder } from '../../core/planner/planPickups.ts';
import type { AppServices } from '../appServices.ts';
import { getBaseConfig } from '../db/repositories/baseConfig.repository.ts';
import { listCalendarOverrides } from '../db/repositories/calendar.repository.ts';
import { feeTables } from '../db/repositories/fees.repository.ts';
import type { OrderRecord } from '../db/repositories/orders.repository.ts';
import { findOrders } from '../db/repositories/orders.repository.ts';
import { type PlanningFactoryRow, planningFactories } from '../db/repositories/planning.repository.ts';
import { listVehicles } from '../db/repositories/vehicles.repository.ts';
import type { Gazetteer } from '../geo/gazetteer.ts';
import { gazetteerFor } from '../geo/gazetteerService.ts';
import { PALLET_TYPES } from '../presenters/appConfig.presenter.ts';
import { type DistanceSpec, withRoadTable } from './distanceProvider.ts';
import type { PlanningInputData } from './planningInputData.ts';

/** What the freights built from a plan need beyond the planner's input. */
export interface PlanningContext {
  data: PlanningInputData;
  /** Orders refused before planning (no coordinates, no dates, a factory without a point). */
  refused: UnplannedOrder[];
  records: Map<string, OrderRecord>;
  /** Depot of each factory by short name. */
  depotOf: Map<string, string>;
  packingAlgorithm: PackingAlgorithm;
}

/** Widest opening window of the weekdays (the planner takes one window per day). */
function openingWindow(hours: OpeningHours | undefined): { from: string; to: string } {
  const days = (hours ?? []).filter((h) => h.weekday <= 5);
  if (days.length === 0) return DEFAULT_PLANNING_SETTINGS.openingHours;
  return {
    from: days.map((d) => d.from).sort()[0]!,
    to: days
      .map((d) => d.to)
      .sort()
      .at(-1)!,
  };
}

/**
 * Vehicle types from the active vehicles (a vehicle record is a truck type: business.md §3
 * Vehicle). Trucks per day are unlimited: the data names types and capacities, not how many
 * trucks of a type a transporter can send on a day.
 */
function vehicleTypesOf(vehicles: Awaited<ReturnType<typeof listVehicles>>): PlanningVehicleType[] {
  const byType = new Map<string, PlanningVehicleType>();
  for (const v of vehicles) {
    const truckType = v.truckType ?? v.vehicleId;
    const known = byType.get(truckType);
    if (!known || v.palletCapacity > known.palletCapacity)
      byType.set(truckType, {
        truckType,
        palletCapacity: v.palletCapacity,
        kgCapacity: v.kgCapacity,
        crane: v.crane,
      });
  }
  return [...byType.values()];
}

/** Where a factory's trucks load: its depot's point, else its address geocoded (null: unknown). */
export function factoryPointOf(f: PlanningFactoryRow, gazetteer: Gazetteer): [number, number] | null {
  return f.depotPoint ?? (f.address ? (gazetteer.geocode(f.address)?.geometry.coordinates ?? null) : null);
}

/**
 * The routing the planner drives with: the base config's method, motorways on, ferries off
 * (business.md §9), on the imported road graph when there is one.
 */
export function distanceSpecOf(
  base: { routingMethod?: RouteMethod } | null | undefined,
  graphFile?: string,
): DistanceSpec {
  // On roads the planner's table holds the fastest truck paths (one hierarchy serves every table),
  // so the freights' lines are drawn by the same method and km, fee and line agree.
  const method = graphFile ? 'FAST' : (base?.routingMethod ?? 'ECONOMY');
  return {
    provider: graphFile ? 'road' : 'estimator',
    options: { method, motorway: true, ferry: false },
    ...(graphFile ? { graphFile } : {}),
  };
}

/**
 * Loads what planning these orders needs: the orders (items → pallets by type and kg, point,
 * window, preferred trucks, delivery to site), factories (the depot's point, else the factory
 * address geocoded), vehicle types, fee tables, calendar, base config and the server's planner
 * type and pallet ratios. Orders that cannot be planned at all come back in `refused`.
 */
export async function loadPlanningInput(
  services: AppServices,
  orderIds: readonly string[],
  known?: readonly OrderRecord[],
): Promise<PlanningContext> {
  const { db } = services;
  const [records, factoryRows, vehicles, fees, overrides, base, gazetteer] = await Promise.all([
    known ?? findOrders(db, orderIds),
    planningFactories(db),
    listVehicles(db, { active: true }),
    feeTables(db),
    listCalendarOverrides(db),
    getBaseConfig(db),
    gazetteerFor(db),
  ]);
  const factories: PlanningFactory[] = [];
  const depotOf = new Map<string, string>();
  for (const f of factoryRows) {
    depotOf.set(f.shortName, f.depotShortName);
    const point = factoryPointOf(f, gazetteer);
    if (point)
      factories.push({
        shortName: f.shortName,
        id: f.id,
        point: { lat: point[1], lon: point[0] },
        useDefaultFreightCostsSettings: f.useDefaultFreightCostsSettings,
      });
  }
  const located = new Set(factories.map((f) => f.shortName));
  const refused: UnplannedOrder[] = [];
  const orders: PickupOrder[] = [];
  for (const r of records) {
    if (!r.deliveryCoords || !r.releaseDate || !r.expectedDeadlineDate) {
      refused.push({
        orderId: r.orderId,
        status: 'routeNotFound',
        reason: !r.deliveryCoords ? FREIGHT_ERRORS.noCoordinates.message : FREIGHT_ERRORS.noDates.message,
      });
      continue;
    }
    if (!located.has(r.factoryShortName)) {
      refused.push({
        orderId: r.orderId,
        status: 'routeNotFound',
        reason: FREIGHT_ERRORS.factoryWithoutLocation.message,
      });
      continue;
    }
    orders.push({
      orderId: r.orderId,
      factoryShortName: r.factoryShortName,
      deliveryPoint: { lat: r.deliveryCoords.lat, lon: r.deliveryCoords.lng },
      deliveryAddress: r.deliveryAddress,
      items: r.orderItems
        .filter((i) => i.palletsCount > 0)
        .map((i) => ({ itemId: i.itemId, palletType: i.palletType, pallets: i.palletsCount, kg: i.kg })),
      releaseDate: r.releaseDate,
      expectedDeadlineDate: r.expectedDeadlineDate,
      preferredTrucks: r.preferredTrucks,
      deliveryToSite: r.deliveryToSite,
      customerCode: r.customer.customerCode,
      customerName: r.customer.name,
    });
  }
  const settings: PlanningSettings = {
    ...DEFAULT_PLANNING_SETTINGS,
    unloadMinutesPerPallet: base?.unloadTimePerPallet ?? DEFAULT_PLANNING_SETTINGS.unloadMinutesPerPallet,
    openingHours: openingWindow(base?.openingHours),
    plannerType: services.config.plannerType,
    palletTypeRatios: Object.fromEntries(PALLET_TYPES.map((p) => [p.name, p.ratio])),
  };
  return {
    data: {
      orders,
      factories,
      vehicleTypes: vehicleTypesOf(vehicles),
      fees,
      calendarOverrides: overrides.map((o) => ({ date: o.date, workday: o.workday })),
      settings,
      distance: await withRoadTable(distanceSpecOf(base, services.config.roadGraphFile), [
        ...factories.map((f) => [f.point.lon, f.point.lat] as const),
        ...orders.map((o) => [o.deliveryPoint.lon, o.deliveryPoint.lat] as const),
      ]),
    },
    refused,
    records: new Map(records.map((r) => [r.orderId, r])),
    depotOf,
    packingAlgorithm: base?.packingAlgorithm ?? 'rows-no-stacking',
  };
}
