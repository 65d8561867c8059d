import { describe, expect, it } from 'vitest';
import { CALENDAR_API } from '../../src/core/calendar/calendar.api.ts';
import { addDays } from '../../src/core/calendar/workdays.ts';
import type { ProductLoadJob } from '../../src/core/products/productLoad.schemas.ts';
import { PRODUCTS_API } from '../../src/core/products/products.api.ts';
import { VEHICLES_API } from '../../src/core/vehicles/vehicles.api.ts';
import { buildProduct } from '../factories/products.factory.ts';
import { addYears, todayIso } from '../support/dates.ts';
import { periodBeyondSeed } from '../support/seedDates.ts';
import { rulesDirForFile, rulesDirWith } from './support/rulesDir.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

const uniq = () => Math.random().toString(36).slice(2, 7).toUpperCase();

const ITEM_ID_MESSAGE = 'A cikkszám csak nagybetűt, számot és kötőjelet tartalmazhat!';
const PAST_MESSAGE = 'Múltbeli napra nem adható meg kivétel!';

/**
 * A configuration team's changes in the logistics mode's validation file, laid over a copy of
 * rules/: a smaller truck limit (replacing the base's 66), item ids in capitals only and no
 * calendar override in the past (the mode's own rules). Nothing of it is in TypeScript: only the
 * rules engine can refuse these.
 */
const stricterMasterData = () =>
  rulesDirWith('modes/logistics/validation.json', [
    {
      name: 'vehicle.palletCapacity.max',
      entity: 'vehicle',
      conditions: {
        all: [{ fact: 'palletCapacity', operator: 'violates', value: { check: 'maxValue', n: 40 } }],
      },
      event: {
        type: 'fieldError',
        params: { field: 'palletCapacity', messageKey: 'maxValue', messageParams: { n: 40 } },
      },
    },
    {
      name: 'product.itemId.capitals',
      entity: 'product',
      priority: 4,
      conditions: {
        all: [{ fact: 'itemId', operator: 'violates', value: { check: 'pattern', pattern: '^[A-Z0-9-]+$' } }],
      },
      event: { type: 'fieldError', params: { field: 'itemId', message: ITEM_ID_MESSAGE } },
    },
    {
      name: 'calendarOverride.date.notInPast',
      entity: 'calendarOverride',
      conditions: {
        all: [{ fact: 'date', operator: 'dateBefore', value: { fact: 'ctx', path: '$.today' } }],
      },
      event: { type: 'fieldError', params: { field: 'date', message: PAST_MESSAGE } },
    },
  ]);

rulesDirForFile(stricterMasterData);

const details = (res: Parameters<typeof json>[0]) => json<{ details: Record<string, string> }>(res).details;

describe.each(BACKENDS)("vehicles, products and the calendar run the mode's rules [%s]", (backend) => {
  const env = useTestEnv(backend, {}, { jobRunner: { pollMs: 20 } });

  it('vehicles: the mode lowers the pallet limit on create, change and the grid batch; base checks stay', async () => {
    const add = (over: Record<string, unknown>) =>
      env().request(VEHICLES_API.create, {
        as: 'admin',
        payload: {
          vehicleId: `V${uniq()}`,
          truckLicensePlateNumber: 'ABC-123',
          palletCapacity: 30,
          kgCapacity: 20000,
          ...over,
        },
      });
    const big = await add({ palletCapacity: 41 });
    expect(big.statusCode).toBe(422);
    expect(details(big)).toEqual({ palletCapacity: 'Kisebb számot adjon meg mint 40!' });
    // Base rules that were TypeScript before: lengths, an integer count, the weight's maximum.
    const base = await add({ vehicleId: 'x'.repeat(41), palletCapacity: 2.5, kgCapacity: 100001 });
    expect(base.statusCode).toBe(422);
    expect(details(base)).toEqual({
      vehicleId: 'Legfeljebb 40 karakter adható meg!',
      palletCapacity: 'Pozitív egész számot adjon meg!',
      kgCapacity: 'Kisebb számot adjon meg mint 100000!',
    });
    const v = (await add({ palletCapacity: 40 })).data.vehicle;
    expect(v.palletCapacity).toBe(40);
    const change = await env().request(VEHICLES_API.update, {
      as: 'admin',
      params: { id: v.id },
      payload: { palletCapacity: 50, __v: 0 },
    });
    expect(change.statusCode).toBe(422);
    expect(details(change)).toEqual({ palletCapacity: 'Kisebb számot adjon meg mint 40!' });
    const bulk = await env().request(VEHICLES_API.bulk, {
      as: 'admin',
      payload: { items: [{ id: v.id, __v: 0, changes: { palletCapacity: 45 } }] },
    });
    expect(bulk.statusCode).toBe(422);
    expect(details(bulk)).toEqual({ [v.id]: 'Kisebb számot adjon meg mint 40!' });
    // The batch's inactive default is refused on the field that changed.
    const off = await env().request(VEHICLES_API.bulk, {
      as: 'admin',
      payload: { items: [{ id: v.id, __v: 0, changes: { default: true, active: false } }] },
    });
    expect(off.statusCode).toBe(422);
    expect(details(off)).toEqual({ [v.id]: 'Az inaktív jármű nem lehet alapértelmezett!' });
    const stored = (await env().request(VEHICLES_API.get, { as: 'admin', params: { id: v.id } })).data;
    expect(stored).toMatchObject({ palletCapacity: 40, active: true, default: false, __v: 0 });
  });

  it("products: the mode's item id rule refuses a save and the upload's row; base maxima too", async () => {
    const product = buildProduct;
    const save = (payload: unknown) => env().request(PRODUCTS_API.save, { as: 'admin', payload });
    const lower = await save(product({ itemId: 'p-kisbetu' }));
    expect(lower.statusCode).toBe(422);
    expect(details(lower)).toEqual({ itemId: ITEM_ID_MESSAGE });
    const heavy = await save(product({ kgPerPallet: 2_000_000, priority: 1001, unit: 'x'.repeat(21) }));
    expect(heavy.statusCode).toBe(422);
    expect(details(heavy)).toEqual({
      kgPerPallet: 'Kisebb számot adjon meg mint 1000000!',
      priority: 'Kisebb számot adjon meg mint 1000!',
      unit: 'Legfeljebb 20 karakter adható meg!',
    });
    const p = (await save(product({}))).data.product;
    const batch = await save({ items: [{ id: p?.id, __v: 0, changes: { itemId: 'p-uj' } }] });
    expect(batch.statusCode).toBe(422);
    expect(details(batch)).toEqual({ itemId: ITEM_ID_MESSAGE });

    // The upload runs the same rules over every row: the lowercase id, a zero weight, an unknown pallet type.
    const csv = [
      'itemId;name;unit;kgPerUnit;kgPerPallet;unitPerPallet;palletType;priority',
      `UP-${uniq()};Jó sor;db;1;100;10;EUR;0`,
      `up-${uniq()};Kisbetűs;db;1;100;10;EUR;0`,
      `UP-${uniq()};Nulla;db;0;100;10;XYZ;0`,
    ].join('\n');
    const start = await env().request(PRODUCTS_API.upload, {
      as: 'admin',
      query: { fileName: 'termekek.csv' },
      headers: { 'content-type': 'text/csv' },
      payload: Buffer.from(csv, 'utf8'),
    });
    expect(start.statusCode, start.body).toBe(202);
    let job: ProductLoadJob = start.data;
    for (let i = 0; i < 300 && job.status !== 'ready'; i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      job = (await env().request(PRODUCTS_API.loadStatus, { as: 'admin', params: { id: job.id } })).data;
    }
    expect(job).toMatchObject({ status: 'ready', saved: false, message: null });
    expect(job.errors.map((e) => [e.row, e.field, e.code, e.message])).toEqual([
      [3, 'itemId', 'INVALID_VALUE', `A "Cikkszám" mező: ${ITEM_ID_MESSAGE}`],
      [4, 'kgPerUnit', 'IS_NOT_POSITIVE', 'A "Súly/egység (kg)" mező: Pozitív számot adjon meg!'],
      [4, 'palletType', 'INVALID_VALUE', 'A "Raklaptípus" mező helytelen adatot tartalmaz!'],
    ]);
  });

  it("calendar: the mode's own rule refuses a past day; the base refuses a date that is no day", async () => {
    const add = (date: string) =>
      env().request(CALENDAR_API.create, { as: 'admin', payload: { date, workday: false } });
    const past = await add(addYears(todayIso(), -1));
    expect(past.statusCode).toBe(422);
    expect(details(past)).toEqual({ date: PAST_MESSAGE });
    const { from } = await periodBeyondSeed(env().database.db);
    // The 30th of February of a coming year: no day.
    const noDay = await add(`${Number(from.slice(0, 4)) + 1}-02-30`);
    expect(noDay.statusCode).toBe(422);
    expect(details(noDay)).toEqual({ date: 'A megadott formátum nem megfelelő! Formátum: 2026-12-24' });
    const ok = await add(from);
    expect(ok.statusCode).toBe(201);
    const change = await env().request(CALENDAR_API.update, {
      as: 'admin',
      params: { id: ok.data.override.id },
      payload: { date: addDays(todayIso(), -7), __v: 0 },
    });
    expect(change.statusCode).toBe(422);
    expect(details(change)).toEqual({ date: PAST_MESSAGE });
  });
});
