import type { FreightCargoLine, FreightWaypointDoc } from '../../core/freights/freights.schemas.ts';
import type { NewFreight, NewPickup } from './repositories/freights.repository.ts';

/** What a fresh freight and a fresh pickup have alike: new, of no job, unassigned and unbooked. */
const freshTransport = () => ({
  status: 'new' as const,
  jobId: null,
  depotShortName: null,
  releaseDate: null,
  expectedDeadlineDate: null,
  driverName: null,
  truckLicensePlateNumber: null,
  transporterId: null,
  externalIds: {},
  timeSlot: null,
  comment: '',
});

/** What every stored freight is given; the rest defaults to a fresh one's (see `storedFreightValues`). */
export type StoredFreightInput = Pick<
  NewFreight,
  | 'factoryShortName'
  | 'truckType'
  | 'deliveryDate'
  | 'freightCost'
  | 'freightIncome'
  | 'waypoints'
  | 'cargo'
  | 'distanceKm'
  | 'durationMin'
> &
  Partial<NewFreight>;

/**
 * The values of a freight as it is first stored (planning, manual combination, seeds, test
 * factories): what it is given over a fresh freight's defaults (new, no job, depot, dates, driver,
 * transporter, time slot, offers, bill, comment, route geometry or packing plan; pallets, pallet
 * places and kg summed from its cargo).
 */
export function storedFreightValues(v: StoredFreightInput): NewFreight {
  const pallets = v.cargo.reduce((s, c) => s + c.pallets, 0);
  return {
    ...freshTransport(),
    manual: false,
    isPartial: false,
    costBreakdown: null,
    excludedFromAutomaticProcessing: false,
    offerSentToTransporterIds: [],
    alternatives: [],
    bill: null,
    modifiedByTransporter: false,
    palletPlaces: pallets,
    pallets,
    kg: v.cargo.reduce((s, c) => s + c.kg, 0),
    geometry: null,
    packingPlan: null,
    ...v,
  };
}

/** What every stored pickup is given; the rest defaults to a fresh one's (see `storedPickupValues`). */
export type StoredPickupInput = Pick<
  NewPickup,
  'factoryShortName' | 'deliveryDate' | 'cargo' | 'details' | 'pallets' | 'kg'
> &
  Partial<NewPickup>;

/** The values of a pickup as it is first stored: what it is given over a fresh pickup's defaults. */
export function storedPickupValues(v: StoredPickupInput): NewPickup {
  return { ...freshTransport(), ...v };
}

/** A stop of one order, `legKm` from the factory, at a known place. */
export function oneOrderStop(
  orderId: string,
  stop: { address: string; coordinates: [number, number]; city: string; county: string; zip: string },
  legKm: number,
): FreightWaypointDoc {
  const { coordinates, ...place } = stop;
  return { orderId, orderIds: [orderId], ...place, point: { type: 'Point', coordinates }, legKm };
}

/** A cargo line of a freight or pickup as it is first stored (transport status unknown). */
export function cargoLine(
  orderId: string,
  pallets: number,
  kg: number,
  palletType = 'EUR',
  externalIds: Record<string, string> = {},
): FreightCargoLine {
  return { orderId, palletType, pallets, kg, externalIds, transportStatus: 'unknown' };
}
