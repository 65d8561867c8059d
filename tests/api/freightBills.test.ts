import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../src/core/calendar/workdays.ts';
import { FREIGHT_BILLS_API } from '../../src/core/freightBills/freightBills.api.ts';
import { insertFreights, type NewFreight } from '../../src/server/db/repositories/freights.repository.ts';
import { newFreightValues } from '../factories/freights.factory.ts';
import { periodBeyondSeed } from '../support/seedDates.ts';
import { BACKENDS } from './support/testDatabase.ts';
import { useTestEnv } from './support/testEnv.ts';
import { withModule } from './support/withModule.ts';

describe.each(BACKENDS)('freight bills [%s]', (backend) => {
  const env = useTestEnv(backend);
  const api = FREIGHT_BILLS_API;
  const db = () => env().database.db;
  // A month no seeded freight reaches: delivery and bill dates of the freights made here.
  let beyond = { from: '', to: '' };
  const billNumber = (n: number) => `GY-${beyond.from.slice(0, 4)}/${n}`;
  beforeAll(async () => {
    beyond = await periodBeyondSeed(db());
  });
  const store = async (n = 1, values: Partial<NewFreight> = {}) =>
    insertFreights(
      db(),
      Array.from({ length: n }, () => newFreightValues({ status: 'finished', ...values })),
    );
  const eventsOf = async (id: string) =>
    (
      await db().selectFrom('events').select('action').where('entity_id', '=', id).orderBy('id').execute()
    ).map((e) => e.action);
  const rowOf = async (id: string) => {
    const res = await env().request(api.list, {
      as: 'admin',
      query: { page: 0, size: 5, filter: JSON.stringify({ freightId: { type: 'equals', value: id } }) },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.data.result[0];
    if (!row) throw new Error(`no bill row ${id}`);
    return row;
  };

  it('answers the bill statuses in order', async () => {
    const res = await env().request(api.statuses, { as: 'logistics-viewer' });
    expect(res.statusCode).toBe(200);
    expect(res.data).toEqual(['pending', 'accepted', 'declined', 'billed']);
  });

  it('lists delivered freights only, with bill status, and filters by status, transporter, period and cost centre', async () => {
    const [a, b] = await store(2, { factoryShortName: 'BILA', deliveryDate: addDays(beyond.from, 1) });
    const [notDelivered] = await store(1, { status: 'scheduled', factoryShortName: 'BILA' });
    const filter = (f: object) => ({
      page: 0,
      size: 50,
      filter: JSON.stringify({ factoryShortName: { type: 'equals', value: 'BILA' }, ...f }),
    });
    const all = await env().request(api.list, { as: 'logistics-viewer', query: filter({}) });
    expect(all.statusCode, all.body).toBe(200);
    const ids = all.data.result.map((r) => r.id);
    expect(ids).toContain(a!.id);
    expect(ids).toContain(b!.id);
    expect(ids).not.toContain(notDelivered!.id);
    expect(all.data.result[0]).toMatchObject({
      billStatus: 'pending',
      freightStatus: 'finished',
      costCentre: null,
    });

    await env().request(api.costCentre, {
      as: 'admin',
      params: { id: a!.id },
      payload: { costCentre: 'KH-100' },
    });
    await env().request(api.accept, { as: 'admin', params: { id: a!.freightId }, payload: {} });
    const accepted = await env().request(api.list, {
      as: 'admin',
      query: { ...filter({}), statuses: ['accepted'] },
    });
    expect(accepted.data.result.map((r) => r.id)).toEqual([a!.id]);
    const byCentre = await env().request(api.list, {
      as: 'admin',
      query: filter({ costCentre: { type: 'equals', value: 'KH-100' } }),
    });
    expect(byCentre.data.result.map((r) => r.id)).toEqual([a!.id]);
    const period = await env().request(api.list, {
      as: 'admin',
      query: { ...filter({}), from: beyond.from, to: addDays(beyond.from, 1) },
    });
    expect(period.data.filteredCount).toBe(2);
    const outside = await env().request(api.list, {
      as: 'admin',
      query: { ...filter({}), from: addDays(beyond.from, 2) },
    });
    expect(outside.data.filteredCount).toBe(0);
    const contains = await env().request(api.list, {
      as: 'admin',
      query: filter({ costCentre: { type: 'contains', value: 'kh-1' } }),
    });
    expect(contains.data.result.map((r) => r.id)).toEqual([a!.id]);
    const quick = await env().request(api.list, { as: 'admin', query: { ...filter({}), q: b!.freightId } });
    expect(quick.data.result.map((r) => r.id)).toEqual([b!.id]);
    const [carrier] = (await db().selectFrom('transporters').select('id').limit(1).execute()).map(
      (t) => t.id,
    );
    const [c] = await store(1, { factoryShortName: 'BILA', transporterId: carrier ?? null });
    const byTransporter = await env().request(api.list, {
      as: 'admin',
      query: filter({ transporterId: { type: 'equals', value: carrier } }),
    });
    expect(byTransporter.data.result.map((r) => r.id)).toEqual([c!.id]);
    const badTransporter = await env().request(api.list, {
      as: 'admin',
      query: filter({ transporterId: { type: 'equals', value: 'nem-uuid' } }),
    });
    expect(badTransporter.data.filteredCount).toBe(0);
  });

  it('accepts, declines and undoes one bill at the version read, each with its event; a stale version is a 409', async () => {
    const [f] = await store();
    const stale = await env().request(api.accept, {
      as: 'admin',
      params: { id: f!.id },
      payload: { __v: f!.__v + 5 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('common.staleVersion');

    const ok = await env().request(api.accept, {
      as: 'logistics-manager',
      params: { id: f!.id },
      payload: { __v: f!.__v },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.data).toMatchObject({ billStatus: 'accepted', __v: f!.__v + 1, canUndo: true });
    const again = await env().request(api.decline, { as: 'admin', params: { id: f!.id }, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('freightBills.notPending');

    const undone = await env().request(api.undo, {
      as: 'admin',
      params: { id: f!.id },
      payload: { __v: ok.data.__v },
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.data).toMatchObject({ billStatus: 'pending', canUndo: false });
    const declined = await env().request(api.decline, { as: 'admin', params: { id: f!.id }, payload: {} });
    expect(declined.data.billStatus).toBe('declined');
    const nothing = await env().request(api.undo, { as: 'admin', params: { id: f!.id }, payload: {} });
    expect(nothing.statusCode).toBe(200);
    const none = await env().request(api.undo, { as: 'admin', params: { id: f!.id }, payload: {} });
    expect(none.statusCode).toBe(422);
    expect(none.json().code).toBe('freightBills.nothingToUndo');
    expect(await eventsOf(f!.id)).toEqual(['bill_accepted', 'bill_undone', 'bill_declined', 'bill_undone']);
  });

  it('refuses a freight that is not delivered (422) and an unknown one (404)', async () => {
    const [f] = await store(1, { status: 'scheduled' });
    const res = await env().request(api.accept, { as: 'admin', params: { id: f!.id }, payload: {} });
    expect(res.statusCode).toBe(422);
    expect(res.json().code).toBe('freightBills.notDelivered');
    const unknown = await env().request(api.accept, {
      as: 'admin',
      params: { id: '987654321' },
      payload: {},
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('saves bill fields (typed amounts), refuses bad input and edits of a billed bill', async () => {
    const [f] = await store();
    const res = await env().request(api.update, {
      as: 'admin',
      params: { id: f!.id },
      payload: {
        __v: f!.__v,
        billedAmount: '125 000',
        billNumber: 'SZ-1',
        comment: 'ok',
        costCentre: 'KH-7',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({
      billedAmount: 125000,
      billNumber: 'SZ-1',
      comment: 'ok',
      costCentre: 'KH-7',
    });
    const bad = await env().request(api.update, {
      as: 'admin',
      params: { id: f!.id },
      payload: { __v: res.data.__v, billedAmount: '-5' },
    });
    expect(bad.statusCode).toBe(400);
    const badCentre = await env().request(api.costCentre, {
      as: 'admin',
      params: { id: f!.id },
      payload: { costCentre: 'KH 7!' },
    });
    expect(badCentre.statusCode).toBe(400);
    await env().request(api.accept, { as: 'admin', params: { id: f!.id }, payload: {} });
    await env().request(api.batchBill, {
      as: 'admin',
      payload: { freightIds: [f!.id], billData: { billNumber: billNumber(1), billDate: beyond.to } },
    });
    const locked = await env().request(api.costCentre, {
      as: 'admin',
      params: { id: f!.id },
      payload: { costCentre: 'KH-8' },
    });
    expect(locked.statusCode).toBe(422);
    expect(locked.json().code).toBe('freightBills.billedLocked');
  });

  it('batch accept is all or nothing with a reason per freight', async () => {
    const [a, b, c] = await store(3);
    await env().request(api.accept, { as: 'admin', params: { id: b!.id }, payload: {} });
    const refused = await env().request(api.batchAccept, {
      as: 'admin',
      payload: { freightIds: [a!.freightId, b!.freightId, c!.id] },
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'freightBills.batchRefused',
      details: { [b!.freightId]: 'A számla már el van fogadva vagy utasítva: előbb vonja vissza!' },
    });
    expect((await rowOf(a!.freightId)).billStatus).toBe('pending');
    expect((await rowOf(c!.freightId)).billStatus).toBe('pending');

    const ok = await env().request(api.batchAccept, {
      as: 'admin',
      payload: { freightIds: [a!.freightId, c!.id] },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.data.bills.map((r) => r.billStatus)).toEqual(['accepted', 'accepted']);
    const dup = await env().request(api.batchDecline, {
      as: 'admin',
      payload: { freightIds: [a!.id, a!.id] },
    });
    expect(dup.statusCode).toBe(400);
  });

  it('batch bills only accepted freights: the freight becomes billed; undo gives the status back', async () => {
    const [a, b, pending] = await store(3);
    await env().request(api.batchAccept, { as: 'admin', payload: { freightIds: [a!.id, b!.id] } });
    const billData = { billNumber: billNumber(7), billDate: beyond.to };
    const refused = await env().request(api.batchBill, {
      as: 'logistics-manager',
      payload: { freightIds: [a!.id, pending!.id], billData },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().details).toEqual({
      [pending!.freightId]: 'Csak elfogadott számlájú fuvar számlázható!',
    });
    expect((await rowOf(a!.freightId)).billStatus).toBe('accepted');

    const ok = await env().request(api.batchBill, {
      as: 'logistics-manager',
      payload: { freightIds: [a!.id, b!.id], billData },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.data.bills[0]).toMatchObject({
      billStatus: 'billed',
      freightStatus: 'billed',
      batchBillNumber: billData.billNumber,
      batchBillDate: billData.billDate,
      billNumber: billData.billNumber,
    });
    const undone = await env().request(api.undo, { as: 'admin', params: { id: a!.id }, payload: {} });
    expect(undone.data).toMatchObject({
      billStatus: 'accepted',
      freightStatus: 'finished',
      batchBillNumber: null,
    });
    const badData = await env().request(api.batchBill, {
      as: 'admin',
      payload: { freightIds: [a!.id], billData: { billNumber: '', billDate: 'tegnap' } },
    });
    expect(badData.statusCode).toBe(400);
  });

  it('bulk cell edits save every row in one transaction or none (stale row named by id)', async () => {
    const [a, b] = await store(2);
    const ok = await env().request(api.bulk, {
      as: 'admin',
      payload: {
        items: [
          { id: a!.id, __v: a!.__v, changes: { costCentre: 'KH-1' } },
          { id: b!.id, __v: b!.__v, changes: { costCentre: 'KH-2', billedAmount: 99 } },
        ],
      },
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.data.bills.map((r) => r.costCentre)).toEqual(['KH-1', 'KH-2']);
    const stale = await env().request(api.bulk, {
      as: 'admin',
      payload: {
        items: [
          { id: a!.id, __v: a!.__v + 1, changes: { costCentre: 'KH-9' } },
          { id: b!.id, __v: b!.__v, changes: { costCentre: 'KH-9' } },
        ],
      },
    });
    expect(stale.statusCode).toBe(409);
    expect(Object.keys(stale.json().details)).toEqual([b!.id]);
    expect((await rowOf(a!.freightId)).costCentre).toBe('KH-1');
  });

  it('describes the cost centres in use per bill status', async () => {
    const [a, b] = await store(2, { freightCost: 1000 });
    await env().request(api.costCentre, {
      as: 'admin',
      params: { id: a!.id },
      payload: { costCentre: 'CC-DESC' },
    });
    await env().request(api.costCentre, {
      as: 'admin',
      params: { id: b!.id },
      payload: { costCentre: 'CC-DESC' },
    });
    await env().request(api.accept, { as: 'admin', params: { id: b!.id }, payload: {} });
    const all = await env().request(api.costCentreDescriptions, { as: 'logistics-viewer', query: {} });
    expect(all.data.find((d) => d.costCentre === 'CC-DESC')).toMatchObject({ bills: 2, amount: 2000 });
    const accepted = await env().request(api.costCentreDescriptions, {
      as: 'admin',
      query: { statuses: ['accepted'] },
    });
    expect(accepted.data.find((d) => d.costCentre === 'CC-DESC')).toMatchObject({ bills: 1, amount: 1000 });
  });

  it('roles: viewers read, only admins and the logistics manager write; without billing nobody', async () => {
    const [f] = await store();
    for (const as of ['logistics-viewer', 'production-manager', 'transporter-manager'] as const) {
      const res = await env().request(api.accept, { as, params: { id: f!.id }, payload: {} });
      expect(res.statusCode, as).toBe(403);
    }
    for (const as of ['production-manager', 'transporter-manager', 'entrance-supervisor'] as const) {
      const res = await env().request(api.list, { as, query: {} });
      expect(res.statusCode, as).toBe(403);
    }
    await withModule(db(), 'billing', false, async () => {
      const list = await env().request(api.list, { as: 'admin', query: {} });
      expect(list.statusCode).toBe(403);
      const write = await env().request(api.accept, {
        as: 'logistics-manager',
        params: { id: f!.id },
        payload: {},
      });
      expect(write.statusCode).toBe(403);
    });
  });
});
