import { createGreatCircleProvider } from '../../src/core/planner/createGreatCircleProvider.ts';
import { createRng } from '../../src/core/planner/createRng.ts';
import {
  DEFAULT_PLANNING_SETTINGS,
  type PlanningFactory,
  type PlanningInput,
  type PlanningOrder,
  type PlanningVehicleType,
} from '../../src/core/planner/planningModel.ts';
import { buildFeeTables, buildPalletFee, buildRange, buildWaypointCost } from './fees.factory.ts';

let seq = 0;

/** Budapest-area factory used by the small hand-made cases. */
export const FACTORY: PlanningFactory = { shortName: 'TVS', point: { lat: 47.4979, lon: 19.0402 } };

/** The four default truck types (business.md §9) with plausible capacities; T24S/T24L carry a crane. */
export function buildVehicleTypes(overrides: Partial<PlanningVehicleType>[] = []): PlanningVehicleType[] {
  const base: PlanningVehicleType[] = [
    { truckType: 'D22S', palletCapacity: 12, kgCapacity: 8000, crane: false },
    { truckType: 'D22L', palletCapacity: 18, kgCapacity: 12000, crane: false },
    { truckType: 'T24S', palletCapacity: 24, kgCapacity: 20000, crane: true },
    { truckType: 'T24L', palletCapacity: 33, kgCapacity: 24000, crane: false },
  ];
  return base.map((v, i) => ({ ...v, ...(overrides[i] ?? {}) }));
}

/** An order from FACTORY to a point near Budapest, 4 EUR pallets, window Mon 2026-11-23 … Fri 11-27. */
export function buildOrder(overrides: Partial<PlanningOrder> = {}): PlanningOrder {
  seq += 1;
  return {
    orderId: `261123TVS${String(seq).padStart(5, '0')}`,
    factoryShortName: FACTORY.shortName,
    deliveryPoint: { lat: 47.53, lon: 19.1 },
    items: [{ palletType: 'EUR', pallets: 4, kg: 2000 }],
    releaseDate: '2026-11-23',
    expectedDeadlineDate: '2026-11-27',
    ...overrides,
  };
}

/** A planning input with default settings, no calendar overrides and no fees unless given. */
export function buildPlanningInput(overrides: Partial<PlanningInput> = {}): PlanningInput {
  return {
    orders: [],
    factories: [FACTORY],
    vehicleTypes: buildVehicleTypes(),
    fees: buildFeeTables(),
    calendar: new Map(),
    settings: { ...DEFAULT_PLANNING_SETTINGS },
    distance: createGreatCircleProvider(),
    ...overrides,
  };
}

// Hungarian towns (lat, lon, population in thousands) to weight delivery points.
const TOWNS: [string, number, number, number][] = [
  ['Budapest', 47.4979, 19.0402, 1700],
  ['Debrecen', 47.5316, 21.6273, 200],
  ['Szeged', 46.253, 20.1414, 160],
  ['Miskolc', 48.1035, 20.7784, 150],
  ['Pécs', 46.0727, 18.2323, 140],
  ['Győr', 47.6875, 17.6504, 130],
  ['Nyíregyháza', 47.9554, 21.7167, 115],
  ['Kecskemét', 46.8964, 19.6897, 110],
  ['Székesfehérvár', 47.186, 18.4221, 95],
  ['Szombathely', 47.2307, 16.6218, 77],
  ['Szolnok', 47.1621, 20.1825, 70],
  ['Tatabánya', 47.5692, 18.4048, 65],
  ['Kaposvár', 46.3594, 17.7968, 60],
  ['Érd', 47.3919, 18.904, 65],
  ['Veszprém', 47.0933, 17.9115, 58],
  ['Békéscsaba', 46.679, 21.0877, 58],
  ['Zalaegerszeg', 46.8417, 16.8416, 56],
  ['Sopron', 47.6817, 16.5845, 62],
  ['Eger', 47.9025, 20.3772, 52],
  ['Nagykanizsa', 46.4535, 16.9916, 46],
  ['Dunaújváros', 46.9619, 18.9355, 43],
  ['Hódmezővásárhely', 46.4181, 20.33, 43],
  ['Salgótarján', 48.0935, 19.7999, 34],
  ['Cegléd', 47.1736, 19.7997, 35],
  ['Baja', 46.1833, 18.9536, 35],
  ['Vác', 47.7784, 19.1352, 33],
  ['Gödöllő', 47.5962, 19.3554, 34],
  ['Szekszárd', 46.3474, 18.7062, 32],
  ['Gyöngyös', 47.7825, 19.928, 29],
  ['Nagykőrös', 47.0342, 19.7786, 23],
  ['Siófok', 46.9043, 18.058, 25],
  ['Esztergom', 47.7928, 18.7404, 28],
  ['Kiskunfélegyháza', 46.7121, 19.8442, 29],
  ['Jászberény', 47.5, 19.9167, 26],
  ['Mosonmagyaróvár', 47.8682, 17.2689, 33],
  ['Ajka', 47.1, 17.5667, 28],
  ['Keszthely', 46.7681, 17.2432, 19],
  ['Makó', 46.2167, 20.4833, 22],
  ['Orosháza', 46.5667, 20.6667, 27],
  ['Kazincbarcika', 48.25, 20.6333, 26],
];

const FACTORY_TOWNS = ['Budapest', 'Győr', 'Kecskemét', 'Debrecen', 'Pécs'];

/**
 * A realistic planning week: `count` orders from 5 factories to points weighted to Hungarian
 * towns (inside 45.75–48.6 N, 16.1–22.9 E), EUR and industrial pallets, windows of 1–5 workdays
 * in the week of 2026-11-23, 5 % deliveries to site, 10 % with preferred trucks.
 */
export function generatePlanningWeek(count: number, seed = 1): PlanningInput {
  const rng = createRng(seed);
  const factories: PlanningFactory[] = FACTORY_TOWNS.map((name) => {
    const t = TOWNS.find((x) => x[0] === name)!;
    return { shortName: name.slice(0, 3).toUpperCase(), point: { lat: t[1] + 0.02, lon: t[2] + 0.03 } };
  });
  const totalW = TOWNS.reduce((s, t) => s + Math.sqrt(t[3]), 0);
  const pickTown = () => {
    let r = rng.float() * totalW;
    for (const t of TOWNS) {
      r -= Math.sqrt(t[3]);
      if (r <= 0) return t;
    }
    return TOWNS[0]!;
  };
  const days = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27'];
  const orders: PlanningOrder[] = [];
  // customers repeat: about 600 distinct delivery points
  const points: { lat: number; lon: number }[] = [];
  for (let i = 0; i < 600; i++) {
    const t = pickTown();
    const spread = 0.02 + Math.sqrt(t[3]) / 600;
    points.push({
      lat: Math.min(48.6, Math.max(45.75, t[1] + (rng.float() - 0.5) * spread * 2)),
      lon: Math.min(22.9, Math.max(16.1, t[2] + (rng.float() - 0.5) * spread * 3)),
    });
  }
  for (let i = 0; i < count; i++) {
    const f = factories[rng.int(factories.length)]!;
    const start = rng.int(5);
    const len = 1 + rng.int(5 - start);
    const nItems = 1 + rng.int(3);
    const items = [];
    for (let k = 0; k < nItems; k++) {
      const palletType = rng.float() < 0.7 ? 'EUR' : 'industrial';
      const pallets = rng.float() < 0.15 ? 0.5 + rng.int(10) / 2 : 1 + rng.int(6);
      items.push({ palletType, pallets, kg: Math.round(pallets * (300 + rng.int(600))) });
    }
    const o: PlanningOrder = {
      orderId: `2611${String(23 + start)}${f.shortName}${String(i).padStart(5, '0')}`,
      factoryShortName: f.shortName,
      deliveryPoint: points[rng.int(points.length)]!,
      items,
      releaseDate: days[start]!,
      expectedDeadlineDate: days[start + len - 1]!,
    };
    if (rng.float() < 0.05) o.deliveryToSite = true;
    if (rng.float() < 0.1) o.preferredTrucks = ['T24L', 'T24S'];
    orders.push(o);
  }
  return buildPlanningInput({
    orders,
    factories,
    vehicleTypes: buildVehicleTypes([{}, {}, { availablePerDay: 30 }, {}]),
    fees: buildFeeTables({
      freightCosts: [
        buildRange({ startDistance: 0, endDistance: 50, price: 60000 }),
        buildRange({ startDistance: 50, endDistance: 150, price: 110000 }),
        buildRange({ startDistance: 150, endDistance: 300, price: 180000 }),
        buildRange({ startDistance: 300, endDistance: -1, price: 650, type: 'perKm' }),
        buildRange({ truckType: 'D22S', startDistance: 0, endDistance: 100, price: 45000 }),
        buildRange({ truckType: 'D22S', startDistance: 100, endDistance: -1, price: 500, type: 'perKm' }),
      ],
      waypointCosts: [buildWaypointCost({ pricePerWaypoint: 8000, includedWaypoints: 1 })],
      palletFees: [buildPalletFee({ pricePerPallet: 500 })],
    }),
  });
}
