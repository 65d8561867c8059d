import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListCall } from '../../../src/core/list/listCall.schemas.ts';
import type { Order } from '../../../src/core/orders/orders.schemas.ts';
import { compileRuleSet } from '../../../src/core/rules/compileRules.ts';
import { editableStatuses, fieldEditSettings } from '../../../src/core/rules/rulePermissionProbes.ts';
import { loadRuleSet } from '../../../src/server/rules/loadRuleFiles.ts';
import { ApiError } from '../../../src/web/api/apiErrors.ts';
import { orderCellError } from '../../../src/web/features/orders/orderCellRules.ts';
import { orderColumns } from '../../../src/web/features/orders/orderColumns.ts';
import {
  type OrderGridRow,
  orderToGridRow,
  toGridRow,
  toWireCall,
  toWireChanges,
} from '../../../src/web/features/orders/orderRows.ts';
import { orderEditableStatuses } from '../../../src/web/features/orders/orderStatus.ts';
import {
  checkBatch,
  checkOrderCells,
  ordersAdapter,
} from '../../../src/web/features/orders/ordersAdapter.ts';
import { rulesClient } from '../../../src/web/rules/rulesClient.ts';
import { sessionState } from '../../../src/web/state/sessionState.ts';
import { buildOrder, buildOrderItem, buildOrderListRow } from '../../factories/orderRecords.factory.ts';
import { buildProduct } from '../../factories/products.factory.ts';
import { orderPalletsLimitRule, rulesDirWith } from '../../fixtures/rules/orderPalletsLimit.ts';

// Fixed dates: arbitrary inputs of pure functions, any year would do (today is passed in, never the clock's).

const call = (filter: ListCall['filter']): ListCall => ({
  pagination: { page: 0, size: 100 },
  sort: [],
  filter,
});

describe('orders grid rows', () => {
  it('shows dates as YYYY.MM.DD, trucks as text, yes/no as option values and the invalid reasons', () => {
    const row = toGridRow(
      buildOrderListRow({
        preferredTrucks: ['T24L', 'D22S'],
        deliveryToSite: true,
        invalidReasons: [{ code: 'CANNOT_BE_GEOCODED', message: 'A címpont nem geokódolható!' }],
      }),
    );
    expect(row).toMatchObject({
      orderDate: '2026.11.20',
      releaseDate: '2026.11.27',
      preferredTrucks: 'T24L, D22S',
      deliveryToSite: 'true',
      invalidText: 'A címpont nem geokódolható!',
    });
  });

  it('a saved order becomes a row with its pallet and kg totals', () => {
    const order = buildOrder({
      orderItems: [
        buildOrderItem({ palletsCount: 3, kg: 2500 }),
        buildOrderItem({ palletsCount: 1.5, kg: 0.125 }),
      ],
    });
    expect(orderToGridRow(order)).toMatchObject({
      itemCount: 2,
      palletsCount: 4.5,
      kg: 2500.125,
      orderNr: 'SO-1',
    });
  });

  it('sends typed date filters as ISO text, the chosen statuses and the default filters left open', () => {
    const wire = toWireCall(call({ releaseDate: { type: 'contains', value: '2026.11.' } }), ['new'], {
      factoryShortName: { type: 'equals', value: 'TVS' },
      releaseDate: { type: 'blank' },
    });
    expect(wire.filter).toEqual({
      factoryShortName: { type: 'equals', value: 'TVS' },
      releaseDate: { type: 'contains', value: '2026-11' },
    });
    expect(wire.statuses).toEqual(['new']);
    expect(toWireCall(call({}), null).statuses).toBeUndefined();
  });

  it('turns cell values back into the API shape', () => {
    expect(
      toWireChanges({
        orderDeadlineDate: '2026.12.04',
        releaseDate: null,
        preferredTrucks: 'T24L, D22S;T24L',
        orderNr: ' SO-2 ',
        incoterm: '',
        comment: ' daruval ',
      }),
    ).toEqual({
      orderDeadlineDate: '2026-12-04',
      releaseDate: null,
      preferredTrucks: ['T24L', 'D22S'],
      externalIds: { orderNr: 'SO-2', incoterm: null },
      comment: 'daruval',
    });
  });

  it('refuses a badly typed date or an overlong text in a cell', () => {
    // Issue 16: ISO and the other accepted spellings pass (the parser turns them into the date);
    // what is no date at all is refused with the spec's text.
    expect(orderCellError('orderDeadlineDate', '2026.13.45')).toBe(
      'A megadott formátum nem megfelelő! Formátum: ÉÉÉÉ.HH.NN',
    );
    expect(orderCellError('orderDeadlineDate', '12a')).toBe(
      'A megadott formátum nem megfelelő! Formátum: ÉÉÉÉ.HH.NN',
    );
    expect(orderCellError('orderDeadlineDate', '2026-12-04')).toBeNull();
    expect(orderCellError('orderDeadlineDate', '2026.12.04')).toBeNull();
    expect(orderCellError('orderDeadlineDate', null)).toBeNull();
    expect(orderCellError('incoterm', 'x'.repeat(21))).toBe('Legfeljebb 20 karakter adható meg!');
  });
});

describe('orders grid batch check (rules worker before sending)', () => {
  beforeEach(() => {
    const set = loadRuleSet('logistics');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(set), { status: 200 })),
    );
    sessionState.user = { id: 'u', username: 'lm', role: 'logistics_manager' } as never;
  });
  afterEach(async () => {
    await rulesClient.close();
    vi.unstubAllGlobals();
    sessionState.user = null;
  });
  const ctx = {
    today: '2026-11-23',
    deliveryInterval: 5,
    calendar: [{ date: '2026-11-27', workday: false }],
  };
  const rows = (list: OrderGridRow[]) => new Map(list.map((r) => [r.orderId, r]));
  const iso = (d: string | null) => (d ? d.replaceAll('.', '-') : null);
  // GET /api/orders/{id} of the rows: the whole stored order the rules judge with the changes on top.
  const storedOf =
    (list: OrderGridRow[], over: Partial<Order> = {}) =>
    async (orderId: string): Promise<Order> => {
      const r = list.find((x) => x.orderId === orderId) as OrderGridRow;
      return buildOrder({
        orderId,
        status: r.status,
        releaseDate: iso(r.releaseDate),
        orderDeadlineDate: iso(r.orderDeadlineDate),
        preferredTrucks: [],
        ...over,
      });
    };
  // What GET /api/config's fieldEditSettings gives the logistics manager: the permission rules' answer.
  const editable = editableStatuses(compileRuleSet(loadRuleSet('logistics')), 'order', 'logistics_manager');

  it('passes good rows with the expected deadline the rules compute from the new dates', async () => {
    const a = toGridRow(buildOrderListRow({ orderId: 'A', releaseDate: '2026-11-24' }));
    const b = toGridRow(buildOrderListRow({ orderId: 'B', releaseDate: '2026-11-24', __v: 7 }));
    const wire = await checkBatch(
      [
        { id: 'A', version: 3, changes: { orderDeadlineDate: '2026.11.26' } },
        { id: 'B', version: 7, changes: { comment: 'sürgős' } },
      ],
      rows([a, b]),
      ctx,
      editable,
      storedOf([a, b]),
    );
    expect(wire).toEqual([
      {
        orderId: 'A',
        __v: 3,
        changes: { orderDeadlineDate: '2026-11-26', expectedDeadlineDate: '2026-11-26' },
      },
      { orderId: 'B', __v: 7, changes: { comment: 'sürgős' } },
    ]);
  });

  it('refuses the whole batch naming each refused order: not editable, or a rule message', async () => {
    const a = toGridRow(buildOrderListRow({ orderId: 'A' }));
    const b = toGridRow(buildOrderListRow({ orderId: 'B', status: 'processed' }));
    const c = toGridRow(buildOrderListRow({ orderId: 'C' }));
    const err = await checkBatch(
      [
        { id: 'A', version: 3, changes: { orderDeadlineDate: '2026.11.27' } },
        { id: 'B', version: 3, changes: { comment: 'x' } },
        { id: 'C', version: 3, changes: { comment: 'ok' } },
      ],
      rows([a, b, c]),
      ctx,
      editable,
      storedOf([a, b, c]),
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).status).toBe(422);
    expect((err as ApiError).body?.details).toEqual({
      A: 'A kiválasztott nap nem munkanap!',
      B: 'A rendelés csak új vagy hibás státuszban szerkeszthető!',
    });
  });

  it('refuses preferred trucks that are not among the active vehicles', async () => {
    const a = toGridRow(buildOrderListRow({ orderId: 'A' }));
    const withTrucks = {
      ...ctx,
      vehicles: [{ vehicleId: 'T24L', active: true, palletCapacity: 33, kgCapacity: 24000 }],
    };
    const err = await checkBatch(
      [{ id: 'A', version: 3, changes: { preferredTrucks: 'T24L, X99' } }],
      rows([a]),
      withTrucks,
      editable,
      storedOf([a]),
    ).catch((e: unknown) => e);
    expect((err as ApiError).body?.details).toEqual({ A: 'Ismeretlen vagy inaktív jármű: X99' });
    const ok = await checkBatch(
      [{ id: 'A', version: 3, changes: { preferredTrucks: 'T24L' } }],
      rows([a]),
      withTrucks,
      editable,
      storedOf([a]),
    );
    expect(ok[0]?.changes).toEqual({ preferredTrucks: ['T24L'] });
  });

  it('keeps the external ids the row does not show when one of them is edited', async () => {
    const a = toGridRow(buildOrderListRow({ orderId: 'A', orderNr: 'SO-1', incoterm: 'D' }));
    const stored = buildOrder({
      orderId: 'A',
      externalIds: { orderNr: 'SO-1', incoterm: 'D', deliverySpec: 'Daru' },
    });
    const wire = await checkBatch(
      [{ id: 'A', version: 3, changes: { orderNr: 'SO-9' } }],
      rows([a]),
      ctx,
      editable,
      async () => stored,
    );
    expect(wire[0]?.changes.externalIds).toEqual({ orderNr: 'SO-9', incoterm: 'D', deliverySpec: 'Daru' });
  });

  it('a viewer is refused by the permission rules before anything is sent', async () => {
    sessionState.user = { id: 'v', username: 'lv', role: 'logistics_viewer' } as never;
    const a = toGridRow(buildOrderListRow({ orderId: 'A' }));
    const err = await checkBatch(
      [{ id: 'A', version: 3, changes: { comment: 'x' } }],
      rows([a]),
      ctx,
      editable,
      storedOf([a]),
    ).catch((e: unknown) => e);
    expect((err as ApiError).body?.details).toHaveProperty('A');
  });
});

describe('orders grid: order-level rules judge the whole row after any cell edit (issue 36)', () => {
  beforeEach(() => {
    // The team's rule: at most 33 pallets per order, on every save of the order.
    const set = loadRuleSet(
      'logistics',
      rulesDirWith('logistics', 'validation', [orderPalletsLimitRule(33)]),
    );
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(set), { status: 200 })),
    );
    sessionState.user = { id: 'u', username: 'lm', role: 'logistics_manager' } as never;
  });
  afterEach(async () => {
    await rulesClient.close();
    vi.unstubAllGlobals();
    sessionState.user = null;
  });
  const ctx = { today: '2026-11-23', deliveryInterval: 5 };
  const row = toGridRow(buildOrderListRow({ orderId: 'BIG', palletsCount: 38 }));
  const bigOrder = buildOrder({
    orderId: 'BIG',
    preferredTrucks: [],
    orderItems: [buildOrderItem({ palletsCount: 38, quantity: 38 })],
  });
  const editable = editableStatuses(compileRuleSet(loadRuleSet('logistics')), 'order', 'logistics_manager');

  it('a stored 38-pallet order edited in its comment cell shows the order-level message with its trace', async () => {
    const cells = await checkOrderCells(
      [{ id: 'BIG', changes: { comment: 'sürgős' } }],
      ctx,
      async () => bigOrder,
    );
    expect(cells.BIG?.comment?.message).toBe('Egy rendelés legfeljebb 33 raklap lehet!');
    expect(cells.BIG?.comment?.trace?.rule).toBe('order.pallets.max');
    const err = await checkBatch(
      [{ id: 'BIG', version: 3, changes: { comment: 'sürgős' } }],
      new Map([['BIG', row]]),
      ctx,
      editable,
      async () => bigOrder,
    ).catch((e: unknown) => e);
    expect((err as ApiError).body?.details).toEqual({ BIG: 'Egy rendelés legfeljebb 33 raklap lehet!' });
  });

  it('an order within the limit passes; field-level messages stay on the fields a save sends', async () => {
    const small = { ...bigOrder, orderItems: [buildOrderItem({ palletsCount: 20, quantity: 20 })] };
    expect(
      await checkOrderCells([{ id: 'BIG', changes: { comment: 'ok' } }], ctx, async () => small),
    ).toEqual({
      BIG: {},
    });
    // A stored bad e-mail (a field rule) does not refuse an edit of the comment.
    const badMail = { ...small, customer: { ...small.customer, email: 'nem-email' } };
    expect(
      await checkOrderCells([{ id: 'BIG', changes: { comment: 'ok' } }], ctx, async () => badMail),
    ).toEqual({
      BIG: {},
    });
  });
});

describe('orders grid and dialog: editable statuses from the permission rules (GET /api/config)', () => {
  const adapterFor = (editable: readonly string[]) => {
    const adapter = ordersAdapter({
      statuses: () => null,
      defaultFilters: () => ({}),
      rulesContext: () => null,
      editableStatuses: () => editable,
    });
    return (status: string) =>
      adapter.rowEditable?.({ status } as unknown as Parameters<NonNullable<typeof adapter.rowEditable>>[0]);
  };

  it('the base rules open new and invalid orders for editing, no others', () => {
    const config = { fieldEditSettings: fieldEditSettings(compileRuleSet(loadRuleSet('logistics'))) };
    const editable = orderEditableStatuses(config, 'logistics_manager');
    expect([...editable].sort()).toEqual(['invalid', 'new']);
    const rowEditable = adapterFor(editable);
    expect(rowEditable('new')).toBe(true);
    expect(rowEditable('invalid')).toBe(true);
    for (const s of ['waitingForProcessing', 'processing', 'processed', 'shipped', 'closed'])
      expect(rowEditable(s)).toBe(false);
    // Viewers edit in no status; before /api/config is loaded nothing is editable.
    expect(orderEditableStatuses(config, 'logistics_viewer')).toEqual([]);
    expect(orderEditableStatuses(null, 'logistics_manager')).toEqual([]);
  });

  it('a mode whose permission rules make another status editable opens those orders (grid row and dialog)', () => {
    const base = loadRuleSet('logistics');
    // A mode's order.notEditable that also lets orders waiting for processing be changed.
    const rules = base.rules.map((r) =>
      r.name === 'order.notEditable'
        ? {
            ...r,
            conditions: {
              all: [
                { fact: 'status', operator: 'isEmpty', value: false },
                { fact: 'status', operator: 'notIn', value: ['new', 'invalid', 'waitingForProcessing'] },
              ],
            },
          }
        : r,
    ) as typeof base.rules;
    const config = { fieldEditSettings: fieldEditSettings(compileRuleSet({ ...base, rules })) };
    const editable = orderEditableStatuses(config, 'logistics_manager');
    expect(editable).toContain('waitingForProcessing');
    expect(adapterFor(editable)('waitingForProcessing')).toBe(true);
    expect(adapterFor(editable)('processing')).toBe(false);
  });
});

describe('orders grid: external ids per the external-id settings', () => {
  it('shows each configured external id beyond orderNr/incoterm as a column of its own, editable by role', () => {
    const cols = orderColumns([
      {
        field: 'externalIds.orderNr',
        name: 'orderNr',
        header: 'Rendelésszám',
        main: true,
        orderFilter: true,
        freightFilter: false,
        editable: true,
      },
      {
        field: 'externalIds.deliverySpec',
        name: 'deliverySpec',
        header: 'Szállítási előírás',
        main: false,
        orderFilter: false,
        freightFilter: false,
        editable: false,
      },
    ]);
    const spec = cols.find((c) => c.field === 'ext_deliverySpec');
    expect(spec).toMatchObject({ header: 'Szállítási előírás', editable: false });
    expect(cols.filter((c) => c.field === 'ext_orderNr')).toHaveLength(0);
    expect(toGridRow(buildOrderListRow()).ext_deliverySpec).toBe('daru');
    expect(toWireChanges({ ext_deliverySpec: ' hátsó ' })).toEqual({
      externalIds: { deliverySpec: 'hátsó' },
    });
  });
});

describe('orders grid adapter: one cell save reads its facts once and judges its row once', () => {
  const set = loadRuleSet('logistics');
  let calls: string[];
  beforeEach(() => {
    calls = [];
    const stored = (v: number) => buildOrder({ orderId: 'A', __v: v, preferredTrucks: [] });
    let version = 3;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://x');
        const method = init?.method ?? 'GET';
        const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
        if (url.pathname.includes('/rules')) return json(set);
        calls.push(`${method} ${url.pathname}`);
        if (url.pathname === '/api/products') {
          const { itemIds } = JSON.parse(String(init?.body)) as { itemIds: string[] };
          return json({ result: itemIds.map((itemId) => buildProduct({ itemId })), notFound: [] });
        }
        if (method === 'PATCH') {
          version++;
          return json({ message: 'ok', orders: [stored(version)] });
        }
        if (url.pathname.endsWith('/A')) return json(stored(version));
        return json({ result: [buildOrderListRow({ orderId: 'A' })], filteredCount: 1, totalCount: 1 });
      }),
    );
    sessionState.user = { id: 'u', username: 'lm', role: 'logistics_manager' } as never;
  });
  afterEach(async () => {
    await rulesClient.close();
    vi.unstubAllGlobals();
    sessionState.user = null;
  });

  it('the row read ahead when its editor opens; the save after the check judges nothing again', async () => {
    const editable = editableStatuses(compileRuleSet(set), 'order', 'logistics_manager');
    const adapter = ordersAdapter({
      statuses: () => null,
      defaultFilters: () => ({}),
      rulesContext: () => ({ today: '2026-11-23', deliveryInterval: 5 }),
      editableStatuses: () => editable,
    });
    const evaluations = vi.spyOn(rulesClient, 'validateRows');
    const [row] = (await adapter.list(call({}), new AbortController().signal)).result;
    if (!row) throw new Error('no row');
    calls = [];
    adapter.prepare?.(row);
    const item = { id: 'A', row, changes: { comment: 'sürgős' } };
    expect(await adapter.check?.([item])).toEqual({ A: {} });
    // The rules' passes of one judgement (the second when the pallets the rules compute changed).
    const passes = evaluations.mock.calls.length;
    expect(passes).toBeGreaterThan(0);
    const [saved] = await adapter.saveBatch([{ id: 'A', version: row.__v, changes: item.changes }]);
    // One read of the stored order, one catalogue lookup, one PATCH; the rules ran once for the edit.
    expect(calls).toEqual([
      'GET /api/orders/frontend/A',
      'POST /api/products',
      'PATCH /api/orders/frontend/bulk',
    ]);
    expect(evaluations).toHaveBeenCalledTimes(passes);
    // The saved row is a new version: its next edit reads the stored order again (the catalogue's
    // entries are kept) and is judged again.
    calls = [];
    expect(saved?.__v).toBe(row.__v + 1);
    expect(await adapter.check?.([{ id: 'A', row: saved, changes: { comment: 'holnap' } }])).toEqual({
      A: {},
    });
    expect(calls).toEqual(['GET /api/orders/frontend/A']);
    expect(evaluations).toHaveBeenCalledTimes(2 * passes);
  });
});
