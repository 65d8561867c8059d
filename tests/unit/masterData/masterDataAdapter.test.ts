import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { endpoint } from '../../../src/core/api/endpoint.ts';
import { listOrAllAnswer } from '../../../src/core/list/list.answers.ts';
import type { ListCall } from '../../../src/core/list/listCall.schemas.ts';
import { configureHttp } from '../../../src/web/api/http.ts';
import { validateField } from '../../../src/web/grid/validateField.ts';
import { masterDataAdapter } from '../../../src/web/masterData/masterDataAdapter.ts';
import { coerceChanges, type FormField, toGridRow } from '../../../src/web/masterData/masterDataForm.ts';

const truckSchema = z.object({
  id: z.string(),
  name: z.string(),
  pallets: z.number(),
  crane: z.boolean(),
  __v: z.number(),
});
type Truck = z.infer<typeof truckSchema>;

const FIELDS: FormField[] = [
  { name: 'name', labelKey: 'vehicles.vehicleId', kind: 'text' },
  { name: 'pallets', labelKey: 'vehicles.palletCapacity', kind: 'integer' },
  { name: 'crane', labelKey: 'vehicles.crane', kind: 'bool' },
];

// A contract shaped like the master-data areas': bulk batch, create, update by path, delete.
const TRUCKS_API = {
  list: endpoint({ method: 'GET', path: '/api/trucks', response: listOrAllAnswer(truckSchema) }),
  bulk: endpoint({
    response: z.object({ message: z.string(), trucks: z.array(truckSchema) }),
    method: 'PATCH',
    path: '/api/trucks/bulk',
    body: z.object({ items: z.array(z.unknown()) }),
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/trucks',
    status: 201,
    response: z.object({ truck: truckSchema }),
  }),
  update: endpoint({ method: 'PUT', path: '/api/trucks/:id', response: z.object({ truck: truckSchema }) }),
  remove: endpoint({ method: 'DELETE', path: '/api/trucks/:id', response: z.object({ id: z.string() }) }),
} as const;

// One without a bulk endpoint whose update takes the id in the body (fleet's PUT /api/fleet).
const DAYS_API = {
  list: endpoint({ method: 'GET', path: '/api/days', response: listOrAllAnswer(truckSchema) }),
  update: endpoint({
    method: 'PUT',
    path: '/api/days',
    response: z.object({ message: z.string(), day: truckSchema }),
  }),
} as const;

const truck = (over: Partial<Truck> = {}): Truck => ({
  id: 't1',
  name: 'D22S',
  pallets: 18,
  crane: false,
  __v: 0,
  ...over,
});
const call: ListCall = { pagination: { page: 0, size: 50 }, sort: [], filter: {} };

describe('masterDataAdapter', () => {
  const calls: { method: string; url: string; body: unknown }[] = [];
  let answer: (url: string, method: string) => unknown;

  beforeEach(() => {
    calls.length = 0;
    configureHttp({
      token: () => null,
      authDisabled: () => true,
      onUnauthorized: () => {},
      onAlert: () => {},
    });
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      return new Response(JSON.stringify(answer(url, method)), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  const trucks = masterDataAdapter({
    entity: 'test-trucks',
    api: TRUCKS_API,
    fields: FIELDS,
    listQuery: { includeInactives: 'true' },
    validate: (field, value, row) =>
      field === 'pallets' && typeof value === 'number' && value > 33 && row.crane === true
        ? 'too many for a crane'
        : field === 'pallets' && typeof value !== 'number'
          ? 'not a number'
          : null,
    bulkRows: (res) => res.trucks,
  });

  it('converts records to grid rows and back', () => {
    const row = toGridRow(truck({ crane: true }));
    expect(row).toEqual({ id: 't1', name: 'D22S', pallets: 18, crane: 'true', __v: 0 });
    expect(coerceChanges(FIELDS, { crane: 'false', pallets: '1 200', name: ' x ' })).toEqual({
      crane: false,
      pallets: 1200,
      name: ' x ',
    });
  });

  it('lists through the contract with the list call and the fixed query, rows with yes/no as text', async () => {
    answer = () => ({ result: [truck({ crane: true })], filteredCount: 1, totalCount: 4 });
    const page = await trucks.list(call, new AbortController().signal);
    expect(calls[0]).toMatchObject({
      method: 'GET',
      url: '/api/trucks?page=0&size=50&includeInactives=true',
    });
    expect(page).toEqual({ result: [{ ...truck(), crane: 'true' }], filteredCount: 1, totalCount: 4 });
    expect(page.result.map(trucks.rowId)).toEqual(['t1']);
  });

  it('saves a batch in one bulk call with typed changes and answers the saved rows as grid rows', async () => {
    answer = () => ({ message: 'ok', trucks: [truck({ pallets: 20, crane: true, __v: 1 })] });
    const saved = await trucks.saveBatch([
      { id: 't1', version: 0, changes: { pallets: '20', crane: 'true' } },
    ]);
    expect(calls[0]).toEqual({
      method: 'PATCH',
      url: '/api/trucks/bulk',
      body: { items: [{ id: 't1', __v: 0, changes: { pallets: 20, crane: true } }] },
    });
    expect(saved).toEqual([{ ...truck({ pallets: 20, __v: 1 }), crane: 'true' }]);
  });

  it('creates, updates (id in the path) and deletes through the contract', async () => {
    answer = () => ({ truck: truck() });
    await trucks.create?.({ name: 'X', pallets: 3 });
    await trucks.update?.('a/b', { pallets: 4, __v: 2 });
    await trucks.remove?.('t9');
    expect(calls).toEqual([
      { method: 'POST', url: '/api/trucks', body: { name: 'X', pallets: 3 } },
      { method: 'PUT', url: '/api/trucks/a%2Fb', body: { pallets: 4, __v: 2 } },
      { method: 'DELETE', url: '/api/trucks/t9', body: undefined },
    ]);
  });

  it('registers the field check for cells with typed values and the typed row', () => {
    expect(validateField('test-trucks', 'pallets', '40', { crane: 'true' })).toBe('too many for a crane');
    expect(validateField('test-trucks', 'pallets', '40', { crane: 'false' })).toBeNull();
    expect(validateField('test-trucks', 'pallets', 'abc', {})).toBe('not a number');
    expect(trucks.validate('pallets', 40, { crane: true })).toBe('too many for a crane');
  });

  it('without a bulk endpoint saves row by row at each version, the id in the body when the path has none', async () => {
    const days = masterDataAdapter({
      entity: 'test-days',
      api: DAYS_API,
      fields: FIELDS,
      savedRow: (res) => res.day,
    });
    answer = () => ({ message: 'ok', day: truck({ crane: true, __v: calls.length }) });
    const saved = await days.saveBatch([
      { id: 'd1', version: 3, changes: { crane: 'true' } },
      { id: 'd2', version: 5, changes: { pallets: '7' } },
    ]);
    expect(calls).toEqual([
      { method: 'PUT', url: '/api/days', body: { id: 'd1', crane: true, __v: 3 } },
      { method: 'PUT', url: '/api/days', body: { id: 'd2', pallets: 7, __v: 5 } },
    ]);
    expect(saved.map((r) => [r.crane, r.__v])).toEqual([
      ['true', 1],
      ['true', 2],
    ]);
    expect(days.create).toBeUndefined();
    expect(days.remove).toBeUndefined();
  });
});
