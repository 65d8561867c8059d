import type { RuleEntity } from '../../../core/rules/ruleFile.schemas.ts';

/** A sample entity per kind, to start from in the playground (deliberately with some mistakes). */
export const PLAYGROUND_SAMPLES: Record<RuleEntity, Record<string, unknown>> = {
  order: {
    deliveryAddress: 'Budapest, Fő utca 1.',
    customer: { name: 'Minta Kft', phone: '+36 1 234 5678', email: 'rendeles@minta' },
    orderDeadlineDate: '2026-01-16',
    releaseDate: '2026-01-07',
    externalIds: { incoterm: 'Z' },
    orderItems: [{ quantity: 0, kg: 120, unitPerPallet: 4 }],
  },
  orderItem: { quantity: 9, kg: 0, unitPerPallet: 4 },
  importRow: {
    customerName: 'Minta Kft',
    deliveryDate: '2026-01-07',
    palletsCount: 30,
    sumWeight: 2000,
    palletType: 'EUR',
    vehicle: 'T24S',
  },
  freight: {
    status: 'scheduled',
    deliveryDate: '2026-01-02',
    releaseDate: '2026-01-03',
    transporterId: 't1',
    original: { status: 'reserved', deliveryDate: '2026-01-02', transporterId: 't1' },
  },
  pickup: {
    status: 'reserved',
    deliveryDate: '2026-01-05',
    driverName: 'Kiss Péter',
    original: { status: 'scheduled', deliveryDate: '2026-01-05' },
  },
  vehicle: {
    vehicleId: 'V1',
    truckLicensePlateNumber: 'ABC-123',
    active: false,
    default: true,
    palletCapacity: 33,
    kgCapacity: 24000,
  },
  user: { username: 'kis anna', firstName: 'Anna', lastName: '', email: 'anna@pelda.hu' },
  baseConfig: {
    deliveryInterval: 40,
    packingAlgorithm: 'twodimensional',
    fuzzySearch: { enabled: true, threshold: 120 },
  },
  calendarOverride: { date: '', workday: false },
  freightCost: { factoryId: null, type: 'perKm', startDistance: -5, endDistance: -1, price: 650 },
  waypointCost: { factoryId: null, includedWaypoints: 1.5, pricePerWaypoint: 8000 },
  palletFee: { factoryId: null, palletType: 'EUR', pricePerPallet: -1 },
  product: {
    itemId: 'T-100',
    name: 'Tégla',
    unit: 'db',
    kgPerUnit: 0,
    kgPerPallet: 1200,
    unitPerPallet: 120,
    palletType: 'XYZ',
    priority: 0,
  },
  transporter: { companyName: 'Gyors Fuvar Kft.', shortName: 'GYORS FUVAR', active: true },
  fleet: { transporterId: 't1', truckType: 'D22S', truckLicensePlateNumber: 'ABC_123', contact: null },
  depot: { name: 'Központi raktár', shortName: 'KR', lengthOfTimeSlot: 0, timeSlotReservationLimit: 5 },
  factory: { shortName: 'GY 1', name: 'Első gyár', depotShortName: '' },
  externalIdName: { entity: 'order', name: 'sap szám', displayName: 'SAP szám', main: false },
};

/** The context facts the samples assume (vehicles and pallet types for the capacity rules). */
export const PLAYGROUND_CTX = {
  role: 'admin',
  today: '2026-01-05',
  calendar: [{ date: '2026-01-09', workday: false }],
  vehicles: [
    { vehicleId: 'T24S', active: true, palletCapacity: 24, kgCapacity: 24000 },
    { vehicleId: 'D22L', active: true, palletCapacity: 33, kgCapacity: 22000 },
  ],
  palletTypes: [{ name: 'EUR', ratio: 1, kg: 25 }],
};
