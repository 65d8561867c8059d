import { describe, expect, it } from 'vitest';
import { addWorkdays } from '../../src/core/calendar/workdays.ts';
import { MODULES_API } from '../../src/core/config/modules.api.ts';
import type { ImportValues } from '../../src/core/orders/import/importRow.ts';
import type { ExcelImportCheckResponse } from '../../src/core/orders/import/orderImport.schemas.ts';
import { ORDER_IMPORT_API } from '../../src/core/orders/orderImport.api.ts';
import { ORDERS_API } from '../../src/core/orders/orders.api.ts';
import { callAs } from './support/callAs.ts';
import { createImportFactory, importRowOf } from './support/importFactory.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { json, useTestEnv } from './support/testEnv.ts';

const I = ORDER_IMPORT_API;
const today = new Date().toISOString().slice(0, 10);
const day1 = addWorkdays(today, 2);
const day2 = addWorkdays(today, 3);

describe.each(BACKENDS)('POST /api/orders/frontend/excelimport [%s]', (backend) => {
  const env = useTestEnv(backend);
  const call = callAs(env, 'logistics-manager');
  const save = (payload: unknown, as?: string) => call(I.save, {}, payload, as);
  /** ?check=true as an admin: the verdicts, nothing saved. */
  const checkOnly = (payload: unknown) => call(I.check, { query: { check: 'true' } }, payload, 'admin');
  let factory = '';
  let seq = 0;
  const uniq = () => `${Date.now().toString(36).slice(-4)}${++seq}`.toUpperCase();
  const row = (rowNumber: number, values: ImportValues = {}) =>
    importRowOf(factory, 'IMP', day1, rowNumber, values);
  const orderNrTaken = async (orderNr: string) =>
    (
      await env()
        .database.db.selectFrom('orders')
        .select('order_id')
        .where('order_nr', '=', orderNr)
        .execute()
    ).length;

  it('setup: a depot and an active factory', async () => {
    factory = `F${uniq()}`;
    await createImportFactory(env(), `D${uniq()}`, factory);
  });

  it('a good import saves every row as a new order, with events, in one go', async () => {
    const res = await save({
      rows: [row(2), row(3, { deliveryDate: day2, incoterm: 'Z', vehicle: 'D22L' })],
    });
    expect(res.statusCode).toBe(201);
    const body = res.data;
    expect(body.orderIds).toHaveLength(2);
    expect(body.message).toBe('2 megrendelés sikeresen importálva!');
    for (const id of body.orderIds) expect(id).toMatch(new RegExp(`^\\d{6}${factory}[A-Z0-9]{5}$`));
    const order = (
      await env().request(ORDERS_API.one, { params: { id: body.orderIds[1] ?? '' }, as: 'admin' })
    ).data;
    expect(order).toMatchObject({
      status: 'new',
      factoryShortName: factory,
      deliveryToSite: true,
      orderDeadlineDate: day2,
      preferredTrucks: ['D22L'],
      customer: { name: 'Építő Kft.', customerCode: 'V100' },
      externalIds: { orderNr: `IMP-${factory}-3`, incoterm: 'Z' },
    });
    expect((order.deliveryCoords as { lat: number }).lat).toBeGreaterThan(47);
    const events = await env()
      .database.db.selectFrom('events')
      .select(['entity_id', 'action', 'username'])
      .where('entity', '=', 'order')
      .where('entity_id', 'in', body.orderIds)
      .execute();
    expect(events).toHaveLength(2);
    expect(events[0]).toMatchObject({ action: 'created', username: 'logistics-manager' });
  });

  it('nothing is saved when any row is bad; 422 lists every bad row with code, message and field', async () => {
    const res = await save({
      rows: [
        row(2),
        row(3, { idNumber: `IMP-${factory}-2` }), // already imported above → ALREADY_EXISTS_IN_DATABASE
        row(4, { originalAddress: 'Qwxzy utca 999.', originalAddressPostalCode: '' }), // CANNOT_BE_GEOCODED
        row(5, { palletsCount: '40', sumWeight: '30000' }), // CAPACITY
        row(6, { factoryShortName: 'NOPE' }), // MORE_THAN_ONE_VALUE (the file's factory is the commonest)
        row(7, { idNumber: 'DUP' }),
        row(8, { idNumber: 'dup ' }), // DUPLICATED_VALUE
      ].map((r, i) => (i === 0 ? { ...r, values: { ...r.values, idNumber: `NEW-${factory}` } } : r)),
    });
    expect(res.statusCode).toBe(422);
    const body = json<ExcelImportCheckResponse & { message: string; details: Record<string, string> }>(res);
    expect(body.message).toBe('Az importálás nem történt meg: 6 sor hibás!');
    const types = Object.fromEntries(body.rows.map((r) => [r.rowNumber, r.errors.map((e) => e.type)]));
    expect(types).toEqual({
      2: [],
      3: ['ALREADY_EXISTS_IN_DATABASE'],
      4: ['CANNOT_BE_GEOCODED'],
      5: ['CAPACITY'],
      6: ['MORE_THAN_ONE_VALUE'],
      7: ['DUPLICATED_VALUE'],
      8: ['DUPLICATED_VALUE'],
    });
    expect(body.details['3.idNumber']).toBe('A "Azonosító" mező értékeinek egyedinek kell lennie!');
    expect(body.details['4.originalAddress']).toBe('A címpont nem geokódolható!');
    expect(body.details['5.palletsCount']).toBe('A megrendelés nem fér fel egy járműre sem!');
    expect(await orderNrTaken(`NEW-${factory}`)).toBe(0);
  });

  it('?check=true only validates: verdicts with the geocoded address, nothing saved', async () => {
    const res = await checkOnly({
      rows: [
        row(2, { idNumber: `CHK-${factory}` }),
        row(3, { idNumber: `CHK2-${factory}`, deliveryDate: '2020-01-01' }),
      ],
    });
    expect(res.statusCode).toBe(200);
    const body = res.data;
    expect(body.errorCount).toBe(1);
    expect(body.rows[0]?.geocodedAddress).toContain('Budapest');
    expect(body.rows[1]?.errors.map((e) => e.type)).toEqual(['DATE_IN_PAST']);
    expect(await orderNrTaken(`CHK-${factory}`)).toBe(0);
  });

  it('every error of a row at once: past and not a workday together, a missing name beside another factory', async () => {
    const res = await checkOnly({
      rows: [
        row(2, { idNumber: `ST-${factory}`, deliveryDate: '2020-01-04' }),
        row(3, { idNumber: `ST2-${factory}` }),
        row(4, { idNumber: `ST3-${factory}` }),
        row(5, { idNumber: `ST4-${factory}`, factoryShortName: 'NOPE', customerName: '' }),
      ],
    });
    expect(res.statusCode).toBe(200);
    const types = Object.fromEntries(res.data.rows.map((r) => [r.rowNumber, r.errors.map((e) => e.type)]));
    expect(types).toEqual({
      2: ['DATE_IN_PAST', 'IS_NOT_WORKDAY'],
      3: [],
      4: [],
      5: ['MISSING_REQUIRED_FIELD', 'MORE_THAN_ONE_VALUE'],
    });
  });

  it("a mode's importRow rules decide what a real import accepts (marka's palletsCount.max, topolisz's past date)", async () => {
    const payload = {
      rows: [
        row(2, { idNumber: `MK-${factory}`, palletsCount: '34', sumWeight: '2000' }),
        row(3, { idNumber: `MK2-${factory}`, deliveryDate: '2020-01-03' }),
      ],
    };
    const check = async (configMode: 'logistics' | 'marka' | 'topolisz') => {
      const app = configMode === 'logistics' ? undefined : await env().extraApp({ configMode });
      const res = await env().request(I.check, { app, as: 'admin', query: { check: 'true' }, payload });
      expect(res.statusCode).toBe(200);
      return res.data.rows.map((r) => r.errors.map((e) => `${e.field}: ${e.message}`));
    };
    const max = 'palletsCount: Kisebb számot adjon meg mint 33!';
    const past = expect.stringMatching(/^deliveryDate: A választott dátum nem lehet korábbi, mint /);
    const logistics = await check('logistics');
    expect(logistics[0]).not.toContain(max);
    expect(logistics[1]).toEqual([past]);
    const marka = await check('marka');
    expect(marka[0]).toContain(max);
    expect((await check('topolisz'))[1]).toEqual([past]);
    // A refused marka file saves nothing.
    const app = await env().extraApp({ configMode: 'marka' });
    const saved = await env().request(I.save, { app, as: 'admin', payload: { rows: [payload.rows[0]] } });
    expect(saved.statusCode).toBe(422);
    expect(await orderNrTaken(`MK-${factory}`)).toBe(0);
  });

  it('refuses a malformed body with 400 and details', async () => {
    const res = await save({ rows: [{ rowNumber: 0, values: { nope: 'x' } }] });
    expect(res.statusCode).toBe(400);
    expect(json<{ message: string }>(res).message).toBeTruthy();
    expect((await save({ rows: [] })).statusCode).toBe(400);
    const text = await save('not json at all');
    expect(text.statusCode).toBe(415);
    expect(json<{ message: string }>(text).message).toBeTruthy();
  });

  it('roles: viewers, production and transporter roles are refused; signed-out gets 401', async () => {
    for (const as of ['logistics-viewer', 'production-manager', 'transporter-manager', 'entrance-supervisor'])
      expect((await save({ rows: [row(2)] }, as)).statusCode, as).toBe(403);
    expect((await env().request(I.save, { payload: { rows: [row(2)] } })).statusCode).toBe(401);
  });

  it('module off → refused even for admins', async () => {
    const modules = (await env().request(MODULES_API.list, { as: 'superadmin' })).data;
    const id = modules.find((m) => m.key === 'order_excel_import')?.id;
    const toggle = (active: boolean) =>
      env().request(MODULES_API.update, {
        as: 'superadmin',
        params: { id: String(id) },
        payload: { active },
      });
    expect((await toggle(false)).statusCode).toBe(200);
    try {
      expect((await save({ rows: [row(2, { idNumber: `OFF-${factory}` })] }, 'admin')).statusCode).toBe(403);
      expect(await orderNrTaken(`OFF-${factory}`)).toBe(0);
    } finally {
      await toggle(true);
    }
  });
});
