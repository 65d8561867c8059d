import { buildCalendar } from '../../core/calendar/workdays.ts';
import type { FreightCargoLine, FreightWaypointDoc } from '../../core/freights/freights.schemas.ts';
import { packTruck } from '../../core/packing/packTruck.ts';
import { palletsOfFreight } from '../../core/packing/palletsOfFreight.ts';
import { freightIncome } from '../../core/planner/freightIncome.ts';
import { isPartialFreight } from '../../core/planner/partialFreight.ts';
import type { FreightCargo, PlannedFreight, PlanningOrder } from '../../core/planner/planningModel.ts';
import type { PlannedPickup } from '../../core/planner/planPickups.ts';
import type { NewFreight, NewPickup } from '../db/repositories/freights.repository.ts';
import type { OrderRecord } from '../db/repositories/orders.repository.ts';
import { cargoLine, storedFreightValues, storedPickupValues } from '../db/storedFreightValues.ts';
import type { Gazetteer } from '../geo/gazetteer.ts';
import { PALLET_TYPES } from '../presenters/appConfig.presenter.ts';
import { routingProviderOf } from './distanceProvider.ts';
import type { PlanningContext } from './planningInput.ts';
import { toPlanningInput } from './planningInputData.ts';

/** Footprints of the configured pallet types for the packing plan (mm); a cargo split packs with them too. */
export const PALLET_SIZES = Object.fromEntries(
  PALLET_TYPES.map((p) => [p.name, { length: p.lengthMm, width: p.widthMm }]),
);

/** Where a freight comes from: a planning job (jobId) or a manual combination. */
export interface FreightOrigin {
  jobId: string | null;
  manual: boolean;
  /** ISO date of today: the törtfuvar rule counts workdays from it. */
  today: string;
}

const externalIdsOf = (r: OrderRecord | undefined): Record<string, string> =>
  Object.fromEntries(
    Object.entries(r?.externalIds ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'),
  );

/** A planned cargo line as stored: the order's external ids carried along. */
const storedCargoLine = (c: FreightCargo, ctx: PlanningContext): FreightCargoLine =>
  cargoLine(c.orderId, c.pallets, c.kg, c.palletType, externalIdsOf(ctx.records.get(c.orderId)));

/** City, county and zip of a stop: its address geocoded, else the settlement nearest its point. */
export function waypointPlace(
  address: string | undefined,
  point: [number, number],
  gazetteer: Gazetteer,
): Pick<FreightWaypointDoc, 'city' | 'county' | 'zip'> {
  const place = (address ? gazetteer.geocode(address) : null) ?? gazetteer.reverse(point);
  const a = place?.properties.address;
  return { city: a?.city ?? null, county: a?.county ?? null, zip: a?.postalCode ?? null };
}

function waypointDocs(f: PlannedFreight, gazetteer: Gazetteer): FreightWaypointDoc[] {
  return f.waypoints.map((w) => {
    const point: [number, number] = [w.point.lon, w.point.lat];
    return {
      orderId: w.orderIds[0] ?? '',
      orderIds: w.orderIds,
      address: w.address ?? '',
      point: { type: 'Point', coordinates: point },
      ...waypointPlace(w.address, point, gazetteer),
      legKm: w.legKm,
    };
  });
}

/**
 * The stored form of planned freights: cost and its breakdown from the fee tables, income (each
 * order delivered alone), route geometry from the routing provider with its `estimated` flag,
 * packing plan by the base config's algorithm, waypoints with city/county/zip where the gazetteer
 * knows them, and is_partial by the törtfuvar rule (never for a manual combination).
 */
export async function toStoredFreights(
  planned: readonly PlannedFreight[],
  ctx: PlanningContext,
  gazetteer: Gazetteer,
  origin: FreightOrigin,
): Promise<NewFreight[]> {
  const input = toPlanningInput(ctx.data);
  const routing = routingProviderOf(ctx.data.distance);
  const orders = new Map<string, PlanningOrder>(ctx.data.orders.map((o) => [o.orderId, o]));
  const factories = new Map(ctx.data.factories.map((f) => [f.shortName, f]));
  const capacity = new Map(ctx.data.vehicleTypes.map((v) => [v.truckType, v.palletCapacity]));
  const calendar = buildCalendar(ctx.data.calendarOverrides);
  const out: NewFreight[] = [];
  for (const [k, f] of planned.entries()) {
    // packing and pricing hundreds of freights is CPU work: let waiting requests in between
    if (k % 20 === 19) await new Promise((r) => setImmediate(r));
    const factory = factories.get(f.factoryShortName)!;
    const carried = [...new Set(f.cargo.map((c) => c.orderId))].map((id) => orders.get(id)!);
    const route = await routing.route(
      [factory.point, ...f.waypoints.map((w) => w.point)].map((p) => [p.lon, p.lat] as [number, number]),
      ctx.data.distance.options,
    );
    const cargo = f.cargo.map((c) => storedCargoLine(c, ctx));
    out.push(
      storedFreightValues({
        jobId: origin.jobId,
        manual: origin.manual,
        isPartial:
          !origin.manual &&
          isPartialFreight(f, capacity.get(f.truckType) ?? 0, orders, origin.today, calendar),
        factoryShortName: f.factoryShortName,
        depotShortName: ctx.depotOf.get(f.factoryShortName) ?? null,
        truckType: f.truckType,
        deliveryDate: f.deliveryDate,
        releaseDate:
          carried
            .map((o) => o.releaseDate)
            .sort()
            .at(-1) ?? null,
        expectedDeadlineDate: carried.map((o) => o.expectedDeadlineDate).sort()[0] ?? null,
        freightCost: f.cost.total,
        freightIncome: freightIncome(input, factory, f, orders),
        costBreakdown: f.cost,
        waypoints: waypointDocs(f, gazetteer),
        cargo,
        palletPlaces: Math.round(f.palletPlaces * 1000) / 1000,
        kg: f.kg,
        distanceKm: f.distanceKm,
        durationMin: Math.round(f.durationMin),
        geometry: route ? { ...route.geometry, estimated: route.estimated } : null,
        packingPlan: packTruck(palletsOfFreight(f, PALLET_SIZES), ctx.packingAlgorithm),
      }),
    );
  }
  return out;
}

/** The stored form of planned pickups (collected by the customer's truck at the factory). */
export function toStoredPickups(
  planned: readonly PlannedPickup[],
  ctx: PlanningContext,
  jobId: string | null,
): NewPickup[] {
  return planned.map((p) => {
    const first = ctx.records.get(p.orderIds[0]!);
    const dates = p.orderIds.map((id) => ctx.records.get(id));
    return storedPickupValues({
      jobId,
      factoryShortName: p.factoryShortName,
      depotShortName: ctx.depotOf.get(p.factoryShortName) ?? null,
      deliveryDate: p.date,
      releaseDate:
        dates
          .map((r) => r?.releaseDate ?? '')
          .sort()
          .at(-1) || null,
      expectedDeadlineDate: dates.map((r) => r?.expectedDeadlineDate ?? '9999').sort()[0] ?? null,
      cargo: p.cargo.map((c) => storedCargoLine(c, ctx)),
      details: {
        customerName: p.customerName,
        customerCode: p.customerCode,
        phone: first?.customer.phone || null,
        email: first?.customer.email || null,
        preferredTrucks: p.preferredTrucks,
        orderIds: p.orderIds,
      },
      pallets: p.pallets,
      kg: p.kg,
    });
  });
}
