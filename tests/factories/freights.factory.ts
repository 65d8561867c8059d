import type { FreightCargoLine } from '../../src/core/freights/freights.schemas.ts';
import type { NewFreight, NewPickup } from '../../src/server/db/repositories/freights.repository.ts';

/** A day relative to today (ISO): the dates lie ahead, so no save meets the "date in the past" warning next month. */
const daysFromToday = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A stored-freight value for tests: one waypoint, one cargo line; override what a test is about. */
export function newFreightValues(overrides: Partial<NewFreight> = {}): NewFreight {
  const orderId = overrides.cargo?.[0]?.orderId ?? 'TEST-ORDER-1';
  return {
    status: 'new',
    jobId: null,
    manual: false,
    isPartial: false,
    factoryShortName: 'TVS',
    depotShortName: null,
    truckType: 'T24L',
    deliveryDate: daysFromToday(7),
    releaseDate: daysFromToday(6),
    expectedDeadlineDate: daysFromToday(11),
    driverName: null,
    truckLicensePlateNumber: null,
    transporterId: null,
    freightCost: 120000,
    freightIncome: 150000,
    costBreakdown: { distanceFee: 100000, waypointFee: 0, palletFee: 20000, total: 120000 },
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
        address: '9021 Győr, Baross Gábor út 1.',
        point: { type: 'Point', coordinates: [17.635, 47.687] },
        city: 'Győr',
        county: 'Győr-Moson-Sopron',
        zip: '9021',
        legKm: 42.5,
      },
    ],
    cargo: [
      { orderId, palletType: 'EUR', pallets: 12, kg: 9000, externalIds: {}, transportStatus: 'unknown' },
    ],
    palletPlaces: 12,
    pallets: 12,
    kg: 9000,
    distanceKm: 42.5,
    durationMin: 66.5,
    geometry: null,
    packingPlan: null,
    ...overrides,
  };
}

/** A stored-pickup value for tests. */
export function newPickupValues(overrides: Partial<NewPickup> = {}): NewPickup {
  const orderId = overrides.details?.orderIds[0] ?? 'TEST-PICKUP-1';
  return {
    status: 'new',
    jobId: null,
    factoryShortName: 'TVS',
    depotShortName: null,
    deliveryDate: daysFromToday(7),
    releaseDate: daysFromToday(6),
    expectedDeadlineDate: daysFromToday(11),
    driverName: null,
    truckLicensePlateNumber: null,
    transporterId: null,
    externalIds: {},
    timeSlot: null,
    cargo: [
      { orderId, palletType: 'EUR', pallets: 4, kg: 3000, externalIds: {}, transportStatus: 'unknown' },
    ],
    details: {
      customerName: 'Teszt Vevő Kft.',
      customerCode: 'C-1',
      phone: null,
      email: null,
      preferredTrucks: [],
      orderIds: [orderId],
    },
    pallets: 4,
    kg: 3000,
    comment: '',
    ...overrides,
  };
}

/** A cargo line of a freight or pickup (transport status unknown, no external ids). */
export function newCargoLine(
  orderId: string,
  pallets: number,
  kg: number,
  palletType = 'EUR',
): FreightCargoLine {
  return { orderId, palletType, pallets, kg, externalIds: {}, transportStatus: 'unknown' };
}
