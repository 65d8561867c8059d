import { describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '../../src/core/api/endpoint.ts';
import { CALENDAR_API } from '../../src/core/calendar/calendar.api.ts';
import { MODULES_API } from '../../src/core/config/modules.api.ts';
import { COMMON_ERRORS } from '../../src/core/errors/messages.ts';
import { EVENTS_API } from '../../src/core/events/events.api.ts';
import { FEES_API } from '../../src/core/fees/fees.api.ts';
import { FLEET_API } from '../../src/core/fleet/fleet.api.ts';
import { ORDERS_API } from '../../src/core/orders/orders.api.ts';
import { PRODUCTS_API } from '../../src/core/products/products.api.ts';
import { RULES_API } from '../../src/core/rules/rules.api.ts';
import { SITES_API } from '../../src/core/sites/sites.api.ts';
import { TRANSPORTERS_API } from '../../src/core/transporters/transporters.api.ts';
import { AUTH_API } from '../../src/core/users/auth.api.ts';
import { USERS_API } from '../../src/core/users/users.api.ts';
import { VEHICLES_API } from '../../src/core/vehicles/vehicles.api.ts';
import { MAX_INPUT_DEPTH } from '../../src/server/http/inputHygiene.ts';
import { buildOrder, buildOrderItem } from '../factories/orders.factory.ts';
import { buildRegisterInput } from '../factories/users.factory.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { type EndpointCall, useTestEnv } from './support/testEnv.ts';

const NUL = 'a\u0000b';
const SURROGATE = 'a\ud800b';
const LOW_SURROGATE = '\udc00x';
const filterOf = (field: string, value: string) => JSON.stringify({ [field]: { type: 'contains', value } });
const deep = (levels: number) => {
  let v: unknown = 'mély';
  for (let i = 0; i < levels; i++) v = { x: v };
  return v as Record<string, unknown>;
};
const vehicle = {
  vehicleId: 'VBAD',
  truckType: 'D22S',
  truckLicensePlateNumber: 'ABC-1',
  palletCapacity: 20,
  kgCapacity: 15000,
};
const product = {
  itemId: 'PBAD',
  name: 'Blokk',
  unit: 'db',
  kgPerUnit: 1,
  kgPerPallet: 900,
  unitPerPallet: 72,
  palletType: 'EUR',
  priority: 1,
};

/** One bad request: the route, the bad value where it goes, and the field `details` must name. */
interface BadCase {
  name: string;
  endpoint: AnyEndpoint;
  call: (ids: { moduleId: string }) => EndpointCall<AnyEndpoint>;
  field: string;
  /** The text `details` must carry; null: any (zod's own type message). */
  message: string | null;
}
const c = (
  name: string,
  endpoint: AnyEndpoint,
  field: string,
  call: BadCase['call'],
  message: string | null = COMMON_ERRORS.invalidCharacters.message,
): BadCase => ({ name, endpoint, call, field, message });

// The 50 requests that were answered 500: route × bad value.
const CASES: BadCase[] = [
  // NUL in a body's text
  c('sign-in user name', AUTH_API.login, 'username', () => ({ payload: { username: NUL, password: 'x' } })),
  c('sign-in password', AUTH_API.login, 'password', () => ({
    payload: { username: 'admin', password: NUL },
  })),
  c('order customer name', ORDERS_API.create, 'customer.name', () => ({
    payload: buildOrder({ customer: { name: NUL } }),
  })),
  c('order number', ORDERS_API.create, 'externalIds.orderNr', () => ({
    payload: buildOrder({ externalIds: { orderNr: NUL } }),
  })),
  c('order comment', ORDERS_API.create, 'comment', () => ({ payload: buildOrder({ comment: NUL }) })),
  c('order item name', ORDERS_API.create, 'orderItems.0.name', () => ({
    payload: buildOrder({ orderItems: [buildOrderItem({ name: NUL })] }),
  })),
  c('user first name', USERS_API.register, 'firstName', () => ({
    payload: buildRegisterInput({ firstName: NUL }),
  })),
  c('user name', USERS_API.register, 'username', () => ({ payload: buildRegisterInput({ username: NUL }) })),
  c('transporter company', TRANSPORTERS_API.create, 'companyName', () => ({
    payload: { companyName: NUL, shortName: 'TBAD' },
  })),
  c('transporter short name', TRANSPORTERS_API.create, 'shortName', () => ({
    payload: { companyName: 'X', shortName: NUL },
  })),
  c('depot name', SITES_API.createDepot, 'name', () => ({
    payload: { name: NUL, shortName: 'DBAD', address: 'Budapest', docks: [] },
  })),
  c('factory address', SITES_API.createFactory, 'address', () => ({
    payload: { shortName: 'FBAD', address: NUL, depotShortName: 'X' },
  })),
  c('vehicle id', VEHICLES_API.create, 'vehicleId', () => ({ payload: { ...vehicle, vehicleId: NUL } })),
  c('fleet contact', FLEET_API.create, 'contact', () => ({
    payload: { transporterId: 'x', truckType: 'D22S', truckLicensePlateNumber: 'X-1', contact: NUL },
  })),
  c('product name', PRODUCTS_API.save, 'name', () => ({ payload: { ...product, name: NUL } })),
  c('pallet fee pallet type', FEES_API.palletFees.create, 'palletType', () => ({
    payload: { factoryId: null, palletType: NUL, pricePerPallet: 1 },
  })),
  c('calendar date', CALENDAR_API.create, 'date', () => ({
    payload: { date: `2026-01-0${NUL}`, workday: true },
  })),
  c('a key of the body', TRANSPORTERS_API.create, `companyName${NUL}`, () => ({
    payload: { [`companyName${NUL}`]: 'X', shortName: 'TBAD' },
  })),
  // NUL in a search or a filter
  c('orders quick filter', ORDERS_API.list, 'q', () => ({ query: { q: NUL } })),
  c('products quick filter', PRODUCTS_API.list, 'q', () => ({ query: { q: NUL } })),
  c('events search', EVENTS_API.list, 'q', () => ({ query: { q: NUL } })),
  c('transporters quick filter', TRANSPORTERS_API.list, 'q', () => ({ query: { q: NUL } })),
  c('users quick filter', USERS_API.list, 'q', () => ({ query: { q: NUL } })),
  c('orders column filter', ORDERS_API.list, 'filter.customerName.value', () => ({
    query: { filter: filterOf('customerName', NUL) },
  })),
  c('vehicles column filter', VEHICLES_API.list, 'filter.vehicleId.value', () => ({
    query: { filter: filterOf('vehicleId', NUL) },
  })),
  // NUL in a path parameter
  c('order by id', ORDERS_API.one, 'id', () => ({ params: { id: NUL } })),
  c('order exists', ORDERS_API.exists, 'id', () => ({ params: { id: NUL } })),
  c('user by id', USERS_API.one, 'id', () => ({ params: { id: NUL } })),
  c('product delete', PRODUCTS_API.remove, 'id', () => ({ params: { id: NUL } })),
  // Lone surrogates
  c('order number, lone surrogate', ORDERS_API.create, 'externalIds.orderNr', () => ({
    payload: buildOrder({ externalIds: { orderNr: SURROGATE } }),
  })),
  c('order customer, lone low surrogate', ORDERS_API.create, 'customer.name', () => ({
    payload: buildOrder({ customer: { name: LOW_SURROGATE } }),
  })),
  c('user last name, lone surrogate', USERS_API.register, 'lastName', () => ({
    payload: buildRegisterInput({ lastName: SURROGATE }),
  })),
  c('transporter company, lone surrogate', TRANSPORTERS_API.create, 'companyName', () => ({
    payload: { companyName: SURROGATE, shortName: 'TBAD' },
  })),
  c('sign-in user name, lone surrogate', AUTH_API.login, 'username', () => ({
    payload: { username: SURROGATE, password: 'x' },
  })),
  c('product item id, lone surrogate', PRODUCTS_API.save, 'itemId', () => ({
    payload: { ...product, itemId: SURROGATE },
  })),
  c('depot name, lone surrogate', SITES_API.createDepot, 'name', () => ({
    payload: { name: SURROGATE, shortName: 'DBAD', address: 'Budapest', docks: [] },
  })),
  c('orders filter, lone surrogate', ORDERS_API.list, 'filter.orderNr.value', () => ({
    query: { filter: filterOf('orderNr', SURROGATE) },
  })),
  c('products filter, lone surrogate', PRODUCTS_API.list, 'filter.name.value', () => ({
    query: { filter: filterOf('name', SURROGATE) },
  })),
  // Inherited property names as columns
  ...(
    [
      ['orders', ORDERS_API.list],
      ['products', PRODUCTS_API.list],
      ['transporters', TRANSPORTERS_API.list],
      ['users', USERS_API.list],
      ['events', EVENTS_API.list],
    ] as const
  ).flatMap(([area, endpoint]) => [
    c(
      `${area} sort on constructor`,
      endpoint,
      'sort.0.field',
      () => ({ query: { sort: 'constructor:asc' } }),
      COMMON_ERRORS.unknownColumn.message,
    ),
    c(
      `${area} filter on __proto__`,
      endpoint,
      'filter.__proto__',
      () => ({ query: { filter: filterOf('__proto__', 'x') } }),
      COMMON_ERRORS.unknownColumn.message,
    ),
  ]),
  // Depth and the rules playground
  c(
    '3,000-deep module config',
    MODULES_API.update,
    'config',
    ({ moduleId }) => ({ params: { id: moduleId }, payload: { config: deep(3000) } }),
    COMMON_ERRORS.tooDeep.message,
  ),
  c(
    'playground role not a text',
    RULES_API.evaluate,
    'ctx.role',
    () => ({ payload: { entity: 'order', rows: [{}], ctx: { role: 5 } } }),
    null,
  ),
];

describe.each(BACKENDS)('bad input is a 400, never a 500 [%s]', (backend) => {
  const env = useTestEnv(backend);

  it('the table holds the issue’s 50 requests', () => {
    expect(CASES).toHaveLength(50);
  });

  it.each(CASES.map((x) => [x.name, x] as const))('%s', async (_name, bad) => {
    const modules = (await env().request(MODULES_API.list, { as: 'superadmin' })).data;
    const moduleId = modules.find((m) => m.key === 'statistics')?.id ?? '';
    const res = await env().request(bad.endpoint, { as: 'superadmin', ...bad.call({ moduleId }) });
    expect(res.statusCode, res.body).toBe(400);
    const detail = res.json().details?.[bad.field];
    if (bad.message === null) expect(detail, res.body).toEqual(expect.any(String));
    else expect(detail, res.body).toBe(bad.message);
  });

  it('a body nested MAX_INPUT_DEPTH deep is refused, one level less still accepted', async () => {
    const modules = (await env().request(MODULES_API.list, { as: 'superadmin' })).data;
    const id = modules.find((m) => m.key === 'statistics')?.id ?? '';
    const at = (levels: number) =>
      env().request(MODULES_API.update, {
        as: 'superadmin',
        params: { id },
        payload: { config: deep(levels) },
      });
    // The body object itself is the first level.
    expect((await at(MAX_INPUT_DEPTH - 1)).statusCode).toBe(200);
    expect((await at(MAX_INPUT_DEPTH)).statusCode).toBe(400);
  });

  it('well-formed text passes: accents, emoji (a surrogate pair), tabs and new lines', async () => {
    const res = await env().request(TRANSPORTERS_API.create, {
      as: 'superadmin',
      payload: {
        companyName: 'Árvíztűrő 🚚 Kft.\tKözpont\nRaktár',
        shortName: `E${Date.now().toString(36).toUpperCase()}`,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
  });
});
