import type { NewFreight, NewPickup } from '../../src/server/db/repositories/freights.repository.ts';
import {
  cargoLine,
  oneOrderStop,
  storedFreightValues,
  storedPickupValues,
} from '../../src/server/db/storedFreightValues.ts';

/** A day relative to today (ISO): the dates lie ahead, so no save meets the "date in the past" warning next month. */
const daysFromToday = (days: number): string =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const GYOR = {
  address: '9021 Győr, Baross Gábor út 1.',
  coordinates: [17.635, 47.687] as [number, number],
  city: 'Győr',
  county: 'Győr-Moson-Sopron',
  zip: '9021',
};

/** A stored-freight value for tests: one waypoint, one cargo line; override what a test is about. */
export function newFreightValues(overrides: Partial<NewFreight> = {}): NewFreight {
  const orderId = overrides.cargo?.[0]?.orderId ?? 'TEST-ORDER-1';
  return storedFreightValues({
    factoryShortName: 'TVS',
    truckType: 'T24L',
    deliveryDate: daysFromToday(7),
    releaseDate: daysFromToday(6),
    expectedDeadlineDate: daysFromToday(11),
    freightCost: 120000,
    freightIncome: 150000,
    costBreakdown: { distanceFee: 100000, waypointFee: 0, palletFee: 20000, total: 120000 },
    waypoints: [oneOrderStop(orderId, GYOR, 42.5)],
    cargo: [cargoLine(orderId, 12, 9000)],
    // a test that swaps the cargo keeps these unless it names them
    palletPlaces: 12,
    pallets: 12,
    kg: 9000,
    distanceKm: 42.5,
    durationMin: 66.5,
    ...overrides,
  });
}

/** A stored-pickup value for tests. */
export function newPickupValues(overrides: Partial<NewPickup> = {}): NewPickup {
  const orderId = overrides.details?.orderIds[0] ?? 'TEST-PICKUP-1';
  return storedPickupValues({
    factoryShortName: 'TVS',
    deliveryDate: daysFromToday(7),
    releaseDate: daysFromToday(6),
    expectedDeadlineDate: daysFromToday(11),
    cargo: [cargoLine(orderId, 4, 3000)],
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
    ...overrides,
  });
}

/** A cargo line of a freight or pickup (transport status unknown, no external ids). */
export const newCargoLine = cargoLine;
