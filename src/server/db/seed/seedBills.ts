import type { Kysely } from 'kysely';
import type { FreightStatus } from '../../../core/config/enums.ts';
import {
  type BillStatus,
  EMPTY_BILL,
  type FreightBill,
} from '../../../core/freightBills/freightBills.schemas.ts';
import { insertFreights, type NewFreight } from '../repositories/freights.repository.ts';
import { findTransporterByShortName, insertTransporter } from '../repositories/transporters.repository.ts';
import type { Database } from '../schema.ts';
import { DEMO_FACTORIES } from './seedOrders.ts';

/**
 * Demo freight bills (issue 20): delivered freights of the last two months for three transporters,
 * so /freight-bills shows bills to check, accepted ones with cost centres, declined ones and a
 * batch-billed invoice on a fresh database. Costs follow a per-km tariff; some carriers charge more.
 */

const TRANSPORTERS = [
  { companyName: 'Alföld Trans Kft.', shortName: 'ALFTR' },
  { companyName: 'Dunántúli Fuvar Zrt.', shortName: 'DUNFU' },
] as const;

const STOPS = [
  ['Nyíregyháza', '4400 Nyíregyháza, Kossuth utca 12.', 21.7244, 47.9558, 55],
  ['Debrecen', '4024 Debrecen, Piac utca 20.', 21.6273, 47.5316, 70],
  ['Miskolc', '3525 Miskolc, Széchenyi utca 5.', 20.7784, 48.1035, 95],
  ['Szolnok', '5000 Szolnok, Baross út 8.', 20.1825, 47.1621, 120],
  ['Kecskemét', '6000 Kecskemét, Rákóczi út 3.', 19.6897, 46.9062, 160],
  ['Győr', '9021 Győr, Baross Gábor út 1.', 17.635, 47.687, 230],
  ['Pécs', '7621 Pécs, Király utca 10.', 18.2323, 46.0727, 290],
] as const;
const COST_CENTRES = ['KH-100', 'KH-210', 'KH-320'] as const;

/** A small deterministic generator: the demo is the same on every fresh database. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

function billFor(status: BillStatus, i: number, cost: number, deliveryDate: string): FreightBill | null {
  if (status === 'pending') return i % 3 === 0 ? null : { ...EMPTY_BILL, costCentre: COST_CENTRES[i % 3]! };
  const step = (from: BillStatus, freightStatus: FreightStatus) => ({
    status: from,
    freightStatus,
    billData: null,
    at: `${deliveryDate}T15:00:00.000Z`,
    by: 'logistics-manager',
  });
  const accepted: FreightBill = {
    ...EMPTY_BILL,
    status: 'accepted',
    costCentre: COST_CENTRES[i % 3]!,
    billedAmount: cost,
    billNumber: `SZ-${2026_000 + i}`,
    history: [step('pending', 'finished')],
  };
  if (status === 'accepted') return accepted;
  if (status === 'declined')
    return {
      ...EMPTY_BILL,
      status: 'declined',
      billedAmount: Math.round(cost * 1.18),
      billNumber: `SZ-${2026_000 + i}`,
      comment: 'A számlázott díj magasabb a szerződöttnél.',
      history: [step('pending', 'finished')],
    };
  const billData = { billNumber: `GY-${deliveryDate.slice(0, 7)}/1`, billDate: addDays(deliveryDate, 3) };
  return {
    ...accepted,
    status: 'billed',
    billData,
    history: [...accepted.history, step('accepted', 'finished')],
  };
}

/** Inserts the demo transporters (when missing) and 60 delivered freights with bills in every state. */
export async function seedDemoBills(trx: Kysely<Database>, today: string): Promise<void> {
  const transporterIds: string[] = [];
  for (const t of TRANSPORTERS) {
    const found = await findTransporterByShortName(trx, t.shortName);
    transporterIds.push((found ?? (await insertTransporter(trx, t))).id);
  }
  const demo = await findTransporterByShortName(trx, 'DEMOFUV');
  if (demo) transporterIds.push(demo.id);
  const next = random(20);
  const freights: NewFreight[] = [];
  for (let i = 0; i < 60; i++) {
    const daysAgo = 2 + Math.floor(next() * 58);
    const deliveryDate = addDays(today, -daysAgo);
    const factory = DEMO_FACTORIES[i % DEMO_FACTORIES.length]!;
    const [city, address, lng, lat, km] = STOPS[Math.floor(next() * STOPS.length)]!;
    const pallets = 10 + Math.floor(next() * 14);
    const cost = Math.round((km * 620 + pallets * 900) / 100) * 100;
    // Older deliveries are further along: billed, then accepted or declined, the newest to check.
    const billStatus: BillStatus =
      daysAgo > 40 ? 'billed' : daysAgo > 20 ? (i % 7 === 0 ? 'declined' : 'accepted') : 'pending';
    const status: FreightStatus = billStatus === 'billed' ? 'billed' : daysAgo > 5 ? 'finished' : 'shipped';
    const orderId = `DEMO-B${String(i + 1).padStart(3, '0')}`;
    freights.push({
      status,
      jobId: null,
      manual: false,
      isPartial: false,
      factoryShortName: factory.shortName,
      depotShortName: factory.depotShortName,
      truckType: pallets > 16 ? 'T24L' : 'D22L',
      deliveryDate,
      releaseDate: addDays(deliveryDate, -1),
      expectedDeadlineDate: addDays(deliveryDate, 2),
      driverName: null,
      truckLicensePlateNumber: null,
      transporterId: transporterIds[i % transporterIds.length] ?? null,
      freightCost: cost,
      freightIncome: Math.round(cost * 1.22),
      costBreakdown: {
        distanceFee: cost - pallets * 900,
        waypointFee: 0,
        palletFee: pallets * 900,
        total: cost,
      },
      excludedFromAutomaticProcessing: false,
      externalIds: {},
      timeSlot: null,
      offerSentToTransporterIds: [],
      alternatives: [],
      bill: billFor(billStatus, i, cost, deliveryDate) as Record<string, unknown> | null,
      comment: '',
      modifiedByTransporter: false,
      waypoints: [
        {
          orderId,
          orderIds: [orderId],
          address,
          point: { type: 'Point', coordinates: [lng, lat] },
          city,
          county: null,
          zip: address.slice(0, 4),
          legKm: km,
        },
      ],
      cargo: [
        {
          orderId,
          palletType: 'EUR',
          pallets,
          kg: pallets * 750,
          externalIds: {},
          transportStatus: 'unknown',
        },
      ],
      palletPlaces: pallets,
      pallets,
      kg: pallets * 750,
      distanceKm: km,
      durationMin: Math.round(km * 1.3),
      geometry: null,
      packingPlan: null,
    });
  }
  await insertFreights(trx, freights);
}
