import type { Kysely } from 'kysely';
import { addDays, isWorkday, toWorkday } from '../../../core/calendar/workdays.ts';
import { getEmbeddedGazetteer } from '../../geo/gazetteerService.ts';
import { judgeDemoOrders } from '../../rules/demoOrderRules.ts';
import { insertOrders, type OrderValues } from '../repositories/orders.repository.ts';
import { upsertProducts } from '../repositories/products.repository.ts';
import { activeFactoryShortNames, insertDepot, insertFactory } from '../repositories/sites.repository.ts';
import type { Database } from '../schema.ts';

/**
 * DEMO DATA of a first start: two depots with four brick and roof-tile factories (real Hungarian
 * plant towns), used only when there are no factories yet, and demo orders for the next two weeks.
 */
export const DEMO_DEPOTS = [
  { name: 'Tiszavasvári depó', shortName: 'TISZA', address: '4440 Tiszavasvári, Ipartelep 1.' },
  { name: 'Őrbottyáni depó', shortName: 'ORBOT', address: '2162 Őrbottyán, Gyár utca 5.' },
] as const;
export const DEMO_FACTORIES = [
  { shortName: 'TVS', name: 'Tiszavasvári téglagyár', address: '4440 Tiszavasvári', depotShortName: 'TISZA' },
  { shortName: 'MTR', name: 'Mezőtúri téglagyár', address: '5400 Mezőtúr', depotShortName: 'TISZA' },
  { shortName: 'ORB', name: 'Őrbottyáni téglagyár', address: '2162 Őrbottyán', depotShortName: 'ORBOT' },
  {
    shortName: 'KNY',
    name: 'Kápolnásnyéki cserépgyár',
    address: '2475 Kápolnásnyék',
    depotShortName: 'ORBOT',
  },
] as const;

/** Demo products: item number, name, unit, kg per unit, units per pallet, pallet type. */
const DEMO_ITEMS = [
  ['PTH30NF', 'Porotherm 30 N+F falazóblokk', 'db', 16.5, 80, 'EUR'],
  ['PTH38KL', 'Porotherm 38 K Profi', 'db', 19.8, 60, 'EUR'],
  ['PTH10NF', 'Porotherm 10 N+F válaszfallap', 'db', 6.3, 160, 'EUR'],
  ['THERM44', 'Porotherm 44 Thermo', 'db', 22.1, 48, 'IND'],
  ['TONDACH', 'Tondach Figaro tetőcserép', 'db', 4.2, 240, 'EUR'],
  ['GERINC', 'Tondach gerinccserép', 'db', 4.8, 150, 'EUR'],
  ['KLINK25', 'Terca klinker tégla', 'db', 2.4, 500, 'EUR'],
  ['HABARCS', 'Porotherm Dryfix ragasztóhab', 'db', 1.1, 120, 'EUR'],
  ['AKUSZT', 'Porotherm 25 AKU hanggátló tégla', 'db', 24.6, 50, 'IND'],
  ['KEMENY', 'Schiedel kéményelem', 'db', 38, 20, 'IND'],
] as const;

const CUSTOMERS = [
  ['Kovács Építő Kft.', 'C10021', '+36 30 123 4567'],
  ['Tóth és Társa Bt.', 'C10045', '+36 20 555 1020'],
  ['Nagy Tüzép Kft.', 'C10102', '+36 52 411 200'],
  ['Szabó Ház Zrt.', 'C10133', '+36 70 310 9988'],
  ['Horváth Generál Kft.', 'C10201', '+36 1 234 5678'],
  ['Varga Bau Kft.', 'C10217', '+36 30 987 6543'],
  ['Kiss Tüzelő és Építőanyag Kft.', 'C10250', '+36 46 500 600'],
  ['Molnár Otthon Kft.', 'C10301', '+36 20 777 1234'],
  ['Németh Épker Bt.', 'C10322', '+36 96 400 300'],
  ['Farkas Tetőfedő Kft.', 'C10388', '+36 30 444 5566'],
] as const;

/** Real settlements of the gazetteer (postal code, town) with a street each. */
const ADDRESSES = [
  '4400 Nyíregyháza, Kossuth utca 12.',
  '4024 Debrecen, Piac utca 20.',
  '3525 Miskolc, Széchenyi utca 8.',
  '3300 Eger, Dobó tér 3.',
  '5000 Szolnok, Baross utca 41.',
  '6000 Kecskemét, Rákóczi út 15.',
  '6720 Szeged, Kárász utca 6.',
  '9021 Győr, Baross Gábor út 22.',
  '7621 Pécs, Király utca 9.',
  '8000 Székesfehérvár, Fő utca 2.',
  '8200 Veszprém, Óváros tér 4.',
  '2030 Érd, Budai út 18.',
  '2100 Gödöllő, Dózsa György út 30.',
  '2600 Vác, Széchenyi utca 11.',
  '2800 Tatabánya, Fő tér 1.',
  '5600 Békéscsaba, Andrássy út 25.',
  '4600 Kisvárda, Szent László utca 7.',
  '5300 Karcag, Kossuth tér 5.',
  '3200 Gyöngyös, Fő tér 13.',
  '1117 Budapest, Október huszonharmadika utca 8.',
] as const;

/** A small seeded generator so every first start (and the test template) gets the same demo. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Demo orders (shell.md §9 demo rules: 1–5 items, 1–20 pallets per item): `count` orders spread over
 * the next `workdays` workdays from `today`; `tag` keeps the ids of separate batches apart.
 */
export function buildDemoOrders(
  today: string,
  factories: readonly string[],
  count: number,
  options: { seed?: number; workdays?: number; tag?: string; type?: 'delivery' | 'pickup' } = {},
): OrderValues[] {
  const next = rng(options.seed ?? 7);
  const tag = options.tag ?? 'D';
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const gazetteer = getEmbeddedGazetteer();
  const coordsCache = new Map<string, { lat: number; lng: number } | null>();
  const coordsOf = (address: string) => {
    if (!coordsCache.has(address)) {
      const f = gazetteer.geocode(address);
      coordsCache.set(address, f ? { lng: f.geometry.coordinates[0], lat: f.geometry.coordinates[1] } : null);
    }
    return coordsCache.get(address) ?? null;
  };
  const workdays: string[] = [];
  for (let d = today; workdays.length < (options.workdays ?? 10); d = addDays(d, 1))
    if (isWorkday(d)) workdays.push(d);
  const out: OrderValues[] = [];
  for (let n = 0; n < count; n++) {
    const day = workdays[n % workdays.length] as string;
    const factory = factories[n % factories.length] as string;
    const [name, code, phone] = pick(CUSTOMERS);
    // Every 25th order carries an address outside the gazetteer: the demo shows an invalid order.
    const address = n % 25 === 24 ? 'Nemlétezőfalva, Fő utca 1.' : pick(ADDRESSES);
    const coords = coordsOf(address);
    const incoterm = pick(['EXW', 'DAP', 'Z', 'X', 'DAP']);
    const releaseDate = day;
    const orderDeadlineDate = toWorkday(addDays(day, 7), new Map(), -1);
    const orderItems = Array.from({ length: 1 + Math.floor(next() * 5) }, (_, i) => {
      const [itemId, itemName, unit, kgPerUnit, perPallet, palletType] = pick(DEMO_ITEMS);
      const pallets = 1 + Math.floor(next() * 20);
      const quantity = pallets * perPallet - Math.floor(next() * (perPallet / 2));
      return {
        itemId,
        name: itemName,
        quantity,
        unit,
        kg: Math.round(quantity * kgPerUnit * 1000) / 1000,
        palletsCount: Math.ceil(quantity / perPallet),
        palletType,
        releaseDate: null,
        deadlineDate: null,
        externalIds: { itemNr: `${String(100000 + n)}-${i + 1}-1` },
      };
    });
    const yymmdd = day.slice(2).replaceAll('-', '');
    out.push({
      orderId: `${yymmdd}${factory}${tag}${String(n).padStart(4, '0')}`,
      // Status, expected deadline, deliveryToSite and invalid reasons are the rules' (judgeDemoOrders).
      status: 'new',
      type: options.type ?? 'delivery',
      customer: {
        name,
        email: `rendeles@${code.toLowerCase()}.example.hu`,
        phone,
        recipientName: pick(['Kiss Péter', 'Szűcs Anna', 'Balogh Gábor', 'Fekete Judit']),
        recipientPhone: phone,
        customerCode: code,
      },
      deliveryAddress: address,
      deliveryCoords: coords,
      deliveryToSite: false,
      orderDate: addDays(day, -7),
      orderDeadlineDate,
      releaseDate,
      expectedDeadlineDate: null,
      firstReleaseDateEstimation: releaseDate,
      factoryShortName: factory,
      preferredTrucks: [],
      comment: '',
      externalIds: { orderNr: `${yymmdd}${tag}${String(100000 + n)}`, incoterm, deliverySpec: '' },
      orderItems,
      erpCode: null,
      deliveryInterval: null,
      deliveryIntervalType: null,
      productCategory: pick(['Falazóelem', 'Tetőcserép', 'Falazóelem', 'Kiegészítő']),
      invalidReasons: [],
    });
  }
  return out;
}

/**
 * First start: demo depots and factories when there are none, then 50 demo orders judged by the
 * config mode's rules (deadlines, pallets, deliveryToSite, invalid reasons; judgeDemoOrders).
 */
export async function seedDemoOrders(
  trx: Kysely<Database>,
  today: string,
  configMode = 'logistics',
): Promise<void> {
  // The demo items are catalogue products too: the order form, imports and the demo generator
  // then find the same item numbers the demo orders carry.
  await upsertProducts(
    trx,
    DEMO_ITEMS.map(([itemId, name, unit, kgPerUnit, unitPerPallet, palletType], i) => ({
      itemId,
      name,
      unit,
      kgPerUnit,
      unitPerPallet,
      kgPerPallet: Math.round(kgPerUnit * unitPerPallet * 1000) / 1000,
      palletType,
      priority: i + 1,
    })),
  );
  let factories = await activeFactoryShortNames(trx);
  if (factories.length === 0) {
    for (const d of DEMO_DEPOTS) {
      await insertDepot(trx, {
        ...d,
        isActive: true,
        geometry: null,
        lengthOfTimeSlot: 60,
        timeSlotReservationLimit: 5,
      });
    }
    for (const f of DEMO_FACTORIES) await insertFactory(trx, { ...f, isActive: true });
    factories = DEMO_FACTORIES.map((f) => f.shortName);
  }
  await insertOrders(
    trx,
    await judgeDemoOrders(trx, configMode, today, buildDemoOrders(today, factories, 50)),
  );
}

/**
 * First start, around the demo planning (planDemoOrders): `count` more demo orders over the next
 * five workdays, judged like the others — pickup orders before the planning (a week of pickups),
 * delivery orders after it (new orders waiting for the planner, issue 35).
 */
export async function seedMoreDemoOrders(
  db: Kysely<Database>,
  today: string,
  configMode: string,
  batch: { type: 'delivery' | 'pickup'; count: number; tag: string; seed: number },
): Promise<string[]> {
  const factories = await activeFactoryShortNames(db);
  if (factories.length === 0) return [];
  const orders = buildDemoOrders(today, factories, batch.count, { ...batch, workdays: 5 });
  await insertOrders(db, await judgeDemoOrders(db, configMode, today, orders));
  return orders.map((o) => o.orderId);
}
