import { describe, expect, it } from 'vitest';
import type { AnyEndpoint } from '../../src/core/api/endpoint.ts';
import { CALENDAR_API } from '../../src/core/calendar/calendar.api.ts';
import { FEES_API } from '../../src/core/fees/fees.api.ts';
import { FLEET_API } from '../../src/core/fleet/fleet.api.ts';
import { ORDERS_API } from '../../src/core/orders/orders.api.ts';
import { ORDER_ERRORS } from '../../src/core/orders/orders.errors.ts';
import { PRODUCTS_API } from '../../src/core/products/products.api.ts';
import { SITES_API } from '../../src/core/sites/sites.api.ts';
import { TRANSPORTERS_API } from '../../src/core/transporters/transporters.api.ts';
import { USERS_API } from '../../src/core/users/users.api.ts';
import { VEHICLES_API } from '../../src/core/vehicles/vehicles.api.ts';
import { buildOrder } from '../factories/orders.factory.ts';
import { buildProduct } from '../factories/products.factory.ts';
import { buildRegisterInput } from '../factories/users.factory.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { type EndpointCall, useTestEnv } from './support/testEnv.ts';

const uniq = () => Math.random().toString(36).slice(2, 8).toUpperCase();
const PARALLEL = 20;

describe.each(BACKENDS)('one key, many parallel creates: one saved, the rest 409 [%s]', (backend) => {
  const env = useTestEnv(backend);

  /** Sends the same create PARALLEL times at once; answers the status codes and the 409 bodies. */
  const race = async <E extends AnyEndpoint>(e: E, call: () => EndpointCall<E>) => {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, () => env().request(e, { as: 'admin', ...call() })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    const conflicts = answers.filter((a) => a.statusCode === 409).map((a) => a.json());
    return { statuses, conflicts };
  };
  const oneSaved = (statuses: number[]) =>
    expect(statuses).toEqual([201, ...Array.from({ length: PARALLEL - 1 }, () => 409)]);

  it('order number: 20 parallel creates → 1 saved, 19 answered 409; force=true still saves a repeat', async () => {
    const orderNr = `NR-${uniq()}`;
    const { statuses, conflicts } = await race(ORDERS_API.create, () => ({
      payload: buildOrder({ externalIds: { orderNr } }),
    }));
    oneSaved(statuses);
    for (const body of conflicts) {
      expect(body).toMatchObject({
        code: ORDER_ERRORS.orderNrTaken.code,
        details: { 'externalIds.orderNr': ORDER_ERRORS.orderNrTaken.message },
      });
    }
    const forced = await env().request(ORDERS_API.create, {
      as: 'admin',
      query: { force: 'true' },
      payload: buildOrder({ externalIds: { orderNr } }),
    });
    expect(forced.statusCode).toBe(201);
  });

  it('user name', { timeout: 120_000 }, async () => {
    const username = `race-${uniq().toLowerCase()}`;
    const { statuses } = await race(USERS_API.register, () => ({
      payload: buildRegisterInput({ username, password: 'Verseny-Jelszo-2026!' }),
    }));
    oneSaved(statuses);
  });

  it('transporter short name', async () => {
    const shortName = `T${uniq()}`;
    oneSaved(
      (await race(TRANSPORTERS_API.create, () => ({ payload: { companyName: 'Verseny Kft.', shortName } })))
        .statuses,
    );
  });

  it('depot and factory short names', async () => {
    const depot = `D${uniq()}`;
    const depots = await race(SITES_API.createDepot, () => ({
      payload: { name: 'Verseny depó', shortName: depot, address: 'Budapest', docks: [] },
    }));
    oneSaved(depots.statuses);
    const factory = `F${uniq()}`;
    const factories = await race(SITES_API.createFactory, () => ({
      payload: { shortName: factory, address: 'Győr', depotShortName: depot },
    }));
    oneSaved(factories.statuses);
  });

  it('vehicle id, fleet plate, product item id, calendar date, pallet fee', async () => {
    const vehicleId = `V${uniq()}`;
    const vehicle = {
      vehicleId,
      truckType: 'D22S',
      truckLicensePlateNumber: 'ABC-123',
      palletCapacity: 20,
      kgCapacity: 15000,
    };
    oneSaved((await race(VEHICLES_API.create, () => ({ payload: vehicle }))).statuses);

    const transporter = await env().request(TRANSPORTERS_API.create, {
      as: 'admin',
      payload: { companyName: 'Flotta Kft.', shortName: `T${uniq()}` },
    });
    const plate = `RC-${uniq()}`;
    const fleet = {
      transporterId: transporter.data.transporter.id,
      truckType: 'D22S',
      truckLicensePlateNumber: plate,
    };
    oneSaved((await race(FLEET_API.create, () => ({ payload: fleet }))).statuses);

    const product = buildProduct({ itemId: `P-${uniq()}` });
    oneSaved((await race(PRODUCTS_API.save, () => ({ payload: product }))).statuses);

    const year = 2100 + Math.floor(Math.random() * 800);
    oneSaved(
      (await race(CALENDAR_API.create, () => ({ payload: { date: `${year}-05-04`, workday: false } })))
        .statuses,
    );

    const palletType = `PT${uniq()}`;
    const fee = { factoryId: null, palletType, pricePerPallet: 450 };
    oneSaved((await race(FEES_API.palletFees.create, () => ({ payload: fee }))).statuses);
  });
});
