import { type APIRequestContext, type APIResponse, expect } from '@playwright/test';
import { apiPath } from '../../../src/core/api/endpoint.ts';
import { BASE_CONFIG_API } from '../../../src/core/baseConfig/baseConfig.api.ts';
import type { BaseConfig } from '../../../src/core/baseConfig/baseConfig.schemas.ts';
import { CALENDAR_API } from '../../../src/core/calendar/calendar.api.ts';
import type { CalendarOverrideDoc } from '../../../src/core/calendar/calendar.schemas.ts';
import {
  addDays,
  addWorkdays,
  buildCalendar,
  isWorkday,
  toWorkday,
} from '../../../src/core/calendar/workdays.ts';
import { CAPACITY_ESTIMATES_API } from '../../../src/core/capacityEstimates/capacityEstimates.api.ts';
import type { CapacityShortageResponse } from '../../../src/core/capacityEstimates/capacityShortage.ts';
import { CONFIG_API } from '../../../src/core/config/config.api.ts';
import { MODULES_API } from '../../../src/core/config/modules.api.ts';
import type { ActiveModules } from '../../../src/core/config/modules.ts';
import { DEMO_API } from '../../../src/core/demo/demo.api.ts';
import type { DemoSettlementsResponse } from '../../../src/core/demo/demo.schemas.ts';
import { EXTERNAL_ID_NAMES_API } from '../../../src/core/externalIds/externalIdNames.api.ts';
import type { ExternalIdNamesDocument } from '../../../src/core/externalIds/externalIdNames.schemas.ts';
import { FEES_API } from '../../../src/core/fees/fees.api.ts';
import { FLEET_API } from '../../../src/core/fleet/fleet.api.ts';
import { FREIGHT_BILLS_API } from '../../../src/core/freightBills/freightBills.api.ts';
import type { FreightBillRow } from '../../../src/core/freightBills/freightBills.schemas.ts';
import { FREIGHTS_API } from '../../../src/core/freights/freights.api.ts';
import type { Freight, FreightListRow } from '../../../src/core/freights/freights.schemas.ts';
import type { ListResult } from '../../../src/core/list/listCall.schemas.ts';
import { PREFERENCES_API } from '../../../src/core/list/preferences.api.ts';
import { OFFERS_API } from '../../../src/core/offers/offers.api.ts';
import type { Offer } from '../../../src/core/offers/offers.schemas.ts';
import { ORDERS_API, type OrdersListResponse } from '../../../src/core/orders/orders.api.ts';
import type { CreateOrderInput, Order } from '../../../src/core/orders/orders.schemas.ts';
import { ORDERS_PROCESSING_API } from '../../../src/core/orders/ordersProcessing.api.ts';
import { PICKUPS_API } from '../../../src/core/pickups/pickups.api.ts';
import type { PickupListRow } from '../../../src/core/pickups/pickups.schemas.ts';
import { PRODUCTS_API } from '../../../src/core/products/products.api.ts';
import type { Product } from '../../../src/core/products/products.schemas.ts';
import { RULES_API, type RulesStatusResponse } from '../../../src/core/rules/rules.api.ts';
import { SITES_API } from '../../../src/core/sites/sites.api.ts';
import type { CreateDepotInput, Depot } from '../../../src/core/sites/sites.schemas.ts';
import { TIME_SLOTS_API } from '../../../src/core/timeSlots/timeSlots.api.ts';
import type { SetTimeSlotInput, TimeSlotState } from '../../../src/core/timeSlots/timeSlots.schemas.ts';
import { TRANSPORTERS_API } from '../../../src/core/transporters/transporters.api.ts';
import { AUTH_API } from '../../../src/core/users/auth.api.ts';
import { USERS_API } from '../../../src/core/users/users.api.ts';
import type { AuthResult, RegisterInput, User } from '../../../src/core/users/users.schemas.ts';
import { VEHICLES_API } from '../../../src/core/vehicles/vehicles.api.ts';
import { DEMO_PASSWORD } from './demoUsers.ts';

/** Every path the end-to-end suite calls or watches, built from the core contracts (one place). */
export const API_PATHS = {
  login: apiPath(AUTH_API.login),
  users: apiPath(USERS_API.list),
  register: apiPath(USERS_API.register),
  user: (id: string) => apiPath(USERS_API.one, { id }),
  modulesActive: apiPath(MODULES_API.active),
  orders: apiPath(ORDERS_API.list),
  order: (orderId: string) => apiPath(ORDERS_API.one, { id: orderId }),
  checkProcessing: apiPath(ORDERS_PROCESSING_API.checkProcessing),
  preference: (view: string) => apiPath(PREFERENCES_API.get, { view }),
  keymapPreference: apiPath(PREFERENCES_API.get, { view: 'keymap' }),
  vehicles: apiPath(VEHICLES_API.list),
  fleet: apiPath(FLEET_API.list),
  products: apiPath(PRODUCTS_API.list),
  depots: apiPath(SITES_API.depots),
  factories: apiPath(SITES_API.factories),
  freightCosts: apiPath(FEES_API.freightCosts.list),
  version: apiPath(CONFIG_API.version),
  freights: apiPath(FREIGHTS_API.list),
  settlements: apiPath(DEMO_API.settlements),
  offers: apiPath(OFFERS_API.list),
  offerReject: (id: string) => apiPath(OFFERS_API.reject, { id }),
  offerAccept: (id: string) => apiPath(OFFERS_API.accept, { id }),
  transporters: apiPath(TRANSPORTERS_API.create),
  freightBills: apiPath(FREIGHT_BILLS_API.list),
  capacityEstimates: apiPath(CAPACITY_ESTIMATES_API.create),
  capacityShortages: apiPath(CAPACITY_ESTIMATES_API.shortages),
  calendarQuery: apiPath(CALENDAR_API.query),
  combine: (date: string) => apiPath(FREIGHTS_API.combine, { date }),
  offersSend: apiPath(OFFERS_API.send),
} as const;

/**
 * The dates of an order `createOrder` makes, relative to today (Budapest) in workdays as the
 * product's calendar (its overrides, then Monday–Friday) counts them, so the suite never rots.
 */
export interface OrderDates {
  /** Today, or the next workday. */
  orderDate: string;
  /** 5 workdays after the order date. */
  releaseDate: string;
  /** 10 workdays after the order date. */
  orderDeadlineDate: string;
  /** 2 workdays after the deadline (a later deadline a test can set). */
  laterWorkday: string;
  /** The first day after the deadline that is not a workday (a deadline the rules refuse). */
  restDay: string;
}

/** An ISO date as the grid and the date fields show it (yyyy.mm.dd). */
export const huDate = (iso: string): string => iso.replaceAll('-', '.');

/** The API server's root (the UI lives under /logistics/ on the same origin). */
export function apiRoot(baseURL: string | undefined): string {
  return new URL('/', baseURL ?? 'http://127.0.0.1:8097/').toString().replace(/\/$/, '');
}

/** Whether a browser request or response goes to this API path (for page.waitForRequest and friends). */
export function isApiCall(url: string, path: string): boolean {
  return new URL(url).pathname === path;
}

/** Posts a sign-in and answers the raw response (a wrong password is a test case too). */
export function postLogin(
  request: APIRequestContext,
  baseURL: string | undefined,
  username: string,
  password: string,
): Promise<APIResponse> {
  return request.post(`${apiRoot(baseURL)}${API_PATHS.login}`, { data: { username, password } });
}

/** Signs in through the API, as the UI would. */
export async function apiSignIn(
  request: APIRequestContext,
  baseURL: string | undefined,
  username: string,
  password = DEMO_PASSWORD,
): Promise<AuthResult> {
  const res = await postLogin(request, baseURL, username, password);
  if (!res.ok()) throw new Error(`sign-in of ${username} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as AuthResult;
}

/** A vehicle type as the vehicles screen saves it. */
export interface VehicleSeed {
  vehicleId: string;
  truckType: string;
  truckLicensePlateNumber: string;
  palletCapacity: number;
  kgCapacity: number;
}

/** A catalogue product as the products screen saves it. */
export type ProductSeed = Pick<
  Product,
  'itemId' | 'name' | 'unit' | 'kgPerUnit' | 'kgPerPallet' | 'unitPerPallet' | 'palletType'
>;

/**
 * A typed API client signed in as one user: what a test needs to seed and read back, each call
 * checked for the status a user's own save would get.
 */
export class ApiClient {
  constructor(
    private readonly request: APIRequestContext,
    private readonly baseURL: string | undefined,
    readonly auth: AuthResult,
  ) {}

  get user(): AuthResult['user'] {
    return this.auth.user;
  }

  private url(path: string): string {
    return `${apiRoot(this.baseURL)}${path}`;
  }

  private get headers(): Record<string, string> {
    return { Authorization: `Bearer ${this.auth.token}` };
  }

  /** A plain GET answering the raw response (for status checks such as 404 after a delete). */
  get(path: string, params?: Record<string, string | number>): Promise<APIResponse> {
    return this.request.get(this.url(path), { headers: this.headers, params });
  }

  private async send<T>(
    method: 'post' | 'put',
    path: string,
    data: unknown,
    status: number | 'ok',
    params?: Record<string, string | number>,
  ): Promise<T> {
    const res = await this.request[method](this.url(path), { headers: this.headers, data, params });
    if (status === 'ok') expect(res.ok(), await res.text()).toBe(true);
    else expect(res.status(), await res.text()).toBe(status);
    return (await res.json()) as T;
  }

  private async read<T>(path: string, params?: Record<string, string | number>): Promise<T> {
    const res = await this.get(path, params);
    expect(res.ok(), await res.text()).toBe(true);
    return (await res.json()) as T;
  }

  /** The module state the server reports for this user (what menus and guards depend on). */
  activeModules(): Promise<ActiveModules> {
    return this.read<ActiveModules>(API_PATHS.modulesActive);
  }

  /** The dates `createOrder` gives an order (read once per client: the calendar's overrides). */
  orderDates(): Promise<OrderDates> {
    this.dates ??= (async () => {
      const { today, calendar } = await this.calendarAhead(120);
      const orderDate = toWorkday(today, calendar);
      const orderDeadlineDate = addWorkdays(orderDate, 10, calendar);
      let restDay = addDays(orderDeadlineDate, 1);
      while (isWorkday(restDay, calendar)) restDay = addDays(restDay, 1);
      return {
        orderDate,
        releaseDate: addWorkdays(orderDate, 5, calendar),
        orderDeadlineDate,
        laterWorkday: addWorkdays(orderDeadlineDate, 2, calendar),
        restDay,
      };
    })();
    return this.dates;
  }

  private dates: Promise<OrderDates> | undefined;

  /** The workday `n` workdays after today (or the next workday), as the product's calendar counts them. */
  async workdayAhead(n: number): Promise<string> {
    const { today, calendar } = await this.calendarAhead(2 * n + 60);
    return addWorkdays(toWorkday(today, calendar), n, calendar);
  }

  /** Today in Budapest and the product's calendar (its overrides) for the days ahead. */
  private async calendarAhead(days: number) {
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Budapest' });
    const overrides = await this.read<CalendarOverrideDoc[]>(API_PATHS.calendarQuery, {
      from: today,
      to: addDays(today, days),
    });
    return { today, calendar: buildCalendar(overrides) };
  }

  /** Creates an order of one dummy item (500 kg unless told) at TVS (dates: `orderDates`), by default delivered in Tiszavasvári. */
  async createOrder(
    customerName: string,
    orderNr: string,
    deliveryAddress = '4440 Tiszavasvári',
    orderId?: string,
    kg = 500,
  ): Promise<Order> {
    const { orderDate, releaseDate, orderDeadlineDate } = await this.orderDates();
    const data: CreateOrderInput = {
      ...(orderId && { orderId }),
      factoryShortName: 'TVS',
      customer: { name: customerName, customerCode: 'V-1001', phone: '+36 30 000 0000' },
      deliveryAddress,
      orderDate,
      releaseDate,
      orderDeadlineDate,
      externalIds: { orderNr },
      orderItems: [{ itemId: 'DUMMY', name: 'Alapértelmezett termék', quantity: kg, unit: 'kg', kg }],
    } as CreateOrderInput;
    return (await this.send<{ order: Order }>('post', API_PATHS.orders, data, 201)).order;
  }

  /** Real delivery addresses of the gazetteer (the demo generator's source), `count` distinct settlements. */
  async addresses(count: number): Promise<string[]> {
    const answer = await this.read<DemoSettlementsResponse>(API_PATHS.settlements, { count });
    return answer.settlements.map((s) => s.address);
  }

  /** Saves an order's changes at its version; `confirmed`: its save warnings (capacity) confirmed. */
  async updateOrder(order: Order, changes: Record<string, unknown>, confirmed = false): Promise<void> {
    await this.send('put', API_PATHS.order(order.orderId), changes, 'ok', {
      version: order.__v,
      ...(confirmed && { confirmed: 'true' }),
    });
  }

  /** GET /api/rules/status (admins): the set in force and the last change kept out. */
  rulesStatus(): Promise<RulesStatusResponse> {
    return this.read<RulesStatusResponse>(apiPath(RULES_API.status));
  }

  /** The hash of the rule set in force (GET /api/rules): a reload after a rule file change changes it. */
  async rulesHash(): Promise<string | null> {
    return (await this.read<{ hash: string | null }>(apiPath(RULES_API.set))).hash;
  }

  order(orderId: string): Promise<Order> {
    return this.read<Order>(API_PATHS.order(orderId));
  }

  /** The order list call with list-call parameters (page, size, q, statuses…). */
  orders(params: Record<string, string | number>): Promise<OrdersListResponse> {
    return this.read<OrdersListResponse>(API_PATHS.orders, params);
  }

  /** The freights list call (the e2e server stores freights of factory E2E before it starts). */
  freights(params: Record<string, string | number>): Promise<ListResult<FreightListRow>> {
    return this.read<ListResult<FreightListRow>>(API_PATHS.freights, params);
  }

  /** The freight bills list call (page, size, filter, q, statuses…). */
  freightBills(params: Record<string, string | number>): Promise<ListResult<FreightBillRow>> {
    return this.read<ListResult<FreightBillRow>>(API_PATHS.freightBills, params);
  }

  /** The pickups list call (page, size, filter, q, statuses…). */
  pickups(params: Record<string, string | number>): Promise<ListResult<PickupListRow>> {
    return this.read<ListResult<PickupListRow>>(apiPath(PICKUPS_API.list), params);
  }

  /** Creates the depot of this short name, or changes the one a repeat meets to these fields. */
  async upsertDepot(depot: CreateDepotInput & { shortName: string }): Promise<void> {
    const all = await this.read<Depot[]>(API_PATHS.depots);
    const stored = all.find((d) => d.shortName === depot.shortName);
    if (!stored) await this.send('post', API_PATHS.depots, depot, 201);
    else {
      const docks = (depot.docks ?? []).map((k) => ({
        ...k,
        id: stored.docks.find((s) => s.name === k.name)?.id,
      }));
      await this.send(
        'put',
        apiPath(SITES_API.updateDepot, { id: stored.id }),
        { ...depot, docks, __v: stored.__v },
        'ok',
      );
    }
  }

  /** Reopens pickups (a test that cancels one puts it back for the others). */
  async reopenPickups(pickupIds: string[]): Promise<void> {
    await this.send('put', apiPath(PICKUPS_API.uncancel), { pickupIds }, 200);
  }

  async registerUser(input: RegisterInput): Promise<User> {
    return (await this.send<{ user: User }>('post', API_PATHS.register, input, 201)).user;
  }

  users(): Promise<User[]> {
    return this.read<User[]>(API_PATHS.users);
  }

  async updateUser(id: string, changes: Record<string, unknown>): Promise<void> {
    await this.send('put', API_PATHS.user(id), changes, 200);
  }

  /** The signed-in user's saved preference of a view, e.g. `grid:userlist`. */
  async preference<T>(view: string): Promise<T | null> {
    return (await this.read<{ value: T | null }>(API_PATHS.preference(view))).value;
  }

  /** Removes the signed-in user's saved preference of a view (back to the defaults). */
  async resetPreference(view: string): Promise<void> {
    const res = await this.request.delete(this.url(API_PATHS.preference(view)), { headers: this.headers });
    expect(res.ok(), await res.text()).toBe(true);
  }

  async createVehicle(vehicle: VehicleSeed): Promise<void> {
    await this.send('put', API_PATHS.vehicles, vehicle, 201);
  }

  async createFleetVehicle(data: {
    transporterId: string | null;
    truckType: string;
    truckLicensePlateNumber: string;
    contact: string;
  }): Promise<void> {
    await this.send('post', API_PATHS.fleet, data, 201);
  }

  async saveProduct(product: ProductSeed): Promise<void> {
    await this.send('put', API_PATHS.products, product, 'ok');
  }

  async createDepot(name: string, shortName: string): Promise<void> {
    await this.send('post', API_PATHS.depots, { name, shortName }, 201);
  }

  async createFactory(data: {
    shortName: string;
    name: string;
    depotShortName: string;
    useDefaultFreightCostsSettings: boolean;
  }): Promise<{ id: string }> {
    return (await this.send<{ factory: { id: string } }>('post', API_PATHS.factories, data, 201)).factory;
  }

  async createFreightCost(factoryId: string, startDistance: number, endDistance: number): Promise<void> {
    await this.send(
      'post',
      API_PATHS.freightCosts,
      { factoryId, startDistance, endDistance, price: 1000 },
      201,
    );
  }

  /** Creates a transporter (base-data editors). */
  async createTransporter(companyName: string, shortName: string): Promise<{ id: string }> {
    return (
      await this.send<{ transporter: { id: string } }>(
        'post',
        API_PATHS.transporters,
        { companyName, shortName },
        201,
      )
    ).transporter;
  }

  /**
   * Freights nobody carries yet, each of one order `<prefix>-<n>` (its id: the freights' quick filter
   * finds them by the prefix), combined on the order's release date by the planners' call. Answers
   * their numbers.
   */
  async createOfferableFreights(prefix: string, count: number): Promise<string[]> {
    const { releaseDate } = await this.orderDates();
    const ids: string[] = [];
    for (let i = 1; i <= count; i++) {
      const order = await this.createOrder(`Vevő ${prefix}`, `${prefix}-${i}`, undefined, `${prefix}-${i}`);
      const body = { orderIds: [order.orderId] };
      const made = await this.send<{ freightIds: string[] }>(
        'post',
        API_PATHS.combine(releaseDate),
        body,
        201,
      );
      ids.push(...made.freightIds);
    }
    return ids;
  }

  /**
   * One freight nobody carries yet of the orders `<prefix>-<n>`, one item of `kgs[n - 1]` kg each,
   * delivered at one stop (the planner palletises them), combined on their release date by the
   * planners' call. Answers its number.
   */
  async createFreightOfOrders(prefix: string, kgs: readonly number[]): Promise<string> {
    const { releaseDate } = await this.orderDates();
    const orderIds: string[] = [];
    for (const [i, kg] of kgs.entries()) {
      const orderId = `${prefix}-${i + 1}`;
      await this.createOrder(`Vevő ${prefix}`, orderId, undefined, orderId, kg);
      orderIds.push(orderId);
    }
    const made = await this.send<{ freightIds: string[] }>(
      'post',
      API_PATHS.combine(releaseDate),
      { orderIds },
      201,
    );
    expect(made.freightIds).toHaveLength(1);
    return made.freightIds[0]!;
  }

  /** Offers freights to transporters (a reply deadline of base config's default from now). */
  async sendOffers(freightIds: string[], transporterIds: string[]): Promise<void> {
    await this.send('post', API_PATHS.offersSend, { freightIds, transporterIds }, 'ok');
  }

  /** Offers in the caller's scope (a transporter user only theirs), e.g. `{ freightId }`. */
  offers(query: Record<string, string | number> = {}): Promise<ListResult<Offer>> {
    return this.read<ListResult<Offer>>(API_PATHS.offers, { size: 100, ...query });
  }

  /** Accepts an offer as its transporter's manager. */
  async acceptOffer(id: string): Promise<Offer> {
    return this.send<Offer>('post', API_PATHS.offerAccept(id), {}, 200);
  }

  /** Rejects an offer as its transporter's manager. */
  async rejectOffer(id: string): Promise<Offer> {
    return this.send<Offer>('post', API_PATHS.offerReject(id), {}, 200);
  }

  /** Closes an order (PUT /close/{id}); it leaves the default order list. */
  async closeOrder(orderId: string): Promise<void> {
    await this.send('put', apiPath(ORDERS_API.close, { id: orderId }), {}, 'ok');
  }

  /** Capacity vs demand of the coming days (planners with the capacity_estimate module). */
  capacityShortages(): Promise<CapacityShortageResponse> {
    return this.read<CapacityShortageResponse>(API_PATHS.capacityShortages);
  }

  /** Adds a transporter's outbound trucks for a day (staff name the transporter). */
  async createCapacityEstimate(
    transporterId: string,
    date: string,
    vehicles: { truckType: string; quantity: number }[],
  ): Promise<{ id: string }> {
    return (
      await this.send<{ capacityEstimate: { id: string } }>(
        'post',
        API_PATHS.capacityEstimates,
        { transporterId, date, vehicles },
        201,
      )
    ).capacityEstimate;
  }

  /** Saves a bill's fields at the version read, as the grid's cells would (PUT /api/freight-bill/{id}). */
  updateFreightBill(id: string, __v: number, changes: Record<string, unknown>): Promise<FreightBillRow> {
    return this.send<FreightBillRow>(
      'put',
      apiPath(FREIGHT_BILLS_API.update, { id }),
      { __v, ...changes },
      200,
    );
  }

  /**
   * Takes a bill back to the state it was seeded in: every step undone (PUT /undo, which also
   * gives the freight its status back), then no cost centre and no bill number.
   */
  async resetFreightBill(row: FreightBillRow): Promise<void> {
    let bill = row;
    while (bill.canUndo) {
      bill = await this.send<FreightBillRow>(
        'put',
        apiPath(FREIGHT_BILLS_API.undo, { id: bill.id }),
        {},
        200,
      );
    }
    if (bill.costCentre !== null || bill.billNumber !== null)
      await this.updateFreightBill(bill.id, bill.__v, { costCentre: null, billNumber: null });
  }

  /** Adds a calendar override: the day is a workday or a holiday. */
  async createCalendarOverride(date: string, workday: boolean): Promise<void> {
    await this.send('post', apiPath(CALENDAR_API.create), { date, workday }, 201);
  }

  /** A depot's time-slot day as the Időkapu screen reads it: docks, slot starts, bookings. */
  timeSlotDay(depotShortName: string, date: string): Promise<TimeSlotState> {
    return this.read<TimeSlotState>(apiPath(TIME_SLOTS_API.state), { depotShortName, date });
  }

  /** Books, moves or (dock and time null) clears a freight's time slot at the version read. */
  setFreightTimeSlot(freight: { id: string; __v: number }, input: SetTimeSlotInput): Promise<Freight> {
    const path = apiPath(TIME_SLOTS_API.freightSetTimeSlot, { id: freight.id, version: String(freight.__v) });
    return this.send<Freight>('put', path, input, 200);
  }

  /** Steps a freight to its previous or next status (editors), warnings confirmed. */
  setFreightStatus(freight: { id: string; __v: number }, status: Freight['status']): Promise<Freight> {
    const path = apiPath(FREIGHTS_API.setStatus, { id: freight.id, version: String(freight.__v) });
    return this.send<Freight>('put', path, { status, confirmed: true }, 200);
  }

  /** The base config as this user may read it (the superadmin: every part). */
  baseConfig(): Promise<BaseConfig> {
    return this.read<BaseConfig>(apiPath(BASE_CONFIG_API.get));
  }

  /** Saves a base config read earlier over the current one (at the current version). */
  async restoreBaseConfig(config: BaseConfig): Promise<void> {
    const { id: _id, __v: _v, ...fields } = config;
    const { __v } = await this.baseConfig();
    await this.send('put', apiPath(BASE_CONFIG_API.save), { ...fields, __v }, 200);
  }

  externalIdNames(): Promise<ExternalIdNamesDocument> {
    return this.read<ExternalIdNamesDocument>(apiPath(EXTERNAL_ID_NAMES_API.get));
  }

  /** Saves external id name lists read earlier over the current ones (at the current versions). */
  async restoreExternalIdNames(document: ExternalIdNamesDocument): Promise<void> {
    const { versions } = await this.externalIdNames();
    await this.send('put', apiPath(EXTERNAL_ID_NAMES_API.save), { lists: document.lists, versions }, 200);
  }
}
