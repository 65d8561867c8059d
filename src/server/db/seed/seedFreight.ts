import type { FreightStatus } from '../../../core/config/enums.ts';
import type { NewFreight } from '../repositories/freights.repository.ts';

/** What differs between the demo seeds' freights: one stop, one EUR cargo line. */
export interface DemoFreightInput {
  orderId: string;
  status: FreightStatus;
  manual: boolean;
  factoryShortName: string;
  depotShortName: string | null;
  truckType: string;
  deliveryDate: string;
  releaseDate: string;
  expectedDeadlineDate: string;
  driverName: string | null;
  truckLicensePlateNumber: string | null;
  transporterId: string | null;
  freightCost: number;
  freightIncome: number;
  stop: { address: string; coordinates: [number, number]; city: string; county: string; zip: string };
  pallets: number;
  kg: number;
  km: number;
  durationMin: number;
}

/**
 * A demo freight of the seeds (statistics history, time slots): one stop reached after `km`, one
 * EUR cargo line of the order, no time slot, offers, bill or plan; the caller adds what it books.
 */
export function demoFreightValues(v: DemoFreightInput): NewFreight {
  const { orderId, stop, pallets, kg, km } = v;
  return {
    status: v.status,
    jobId: null,
    manual: v.manual,
    isPartial: false,
    factoryShortName: v.factoryShortName,
    depotShortName: v.depotShortName,
    truckType: v.truckType,
    deliveryDate: v.deliveryDate,
    releaseDate: v.releaseDate,
    expectedDeadlineDate: v.expectedDeadlineDate,
    driverName: v.driverName,
    truckLicensePlateNumber: v.truckLicensePlateNumber,
    transporterId: v.transporterId,
    freightCost: v.freightCost,
    freightIncome: v.freightIncome,
    costBreakdown: null,
    excludedFromAutomaticProcessing: false,
    externalIds: {},
    timeSlot: null,
    offerSentToTransporterIds: [],
    alternatives: [],
    bill: null,
    comment: '',
    modifiedByTransporter: false,
    waypoints: [
      {
        orderId,
        orderIds: [orderId],
        address: stop.address,
        point: { type: 'Point', coordinates: stop.coordinates },
        city: stop.city,
        county: stop.county,
        zip: stop.zip,
        legKm: km,
      },
    ],
    cargo: [{ orderId, palletType: 'EUR', pallets, kg, externalIds: {}, transportStatus: 'unknown' }],
    palletPlaces: pallets,
    pallets,
    kg,
    distanceKm: km,
    durationMin: v.durationMin,
    geometry: null,
    packingPlan: null,
  };
}
