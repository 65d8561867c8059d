import { apiPath } from '../../../core/api/endpoint.ts';
import type { OrderStatus } from '../../../core/config/enums.ts';
import { type ColumnFilter, type ListCall, toListQuery } from '../../../core/list/listCall.schemas.ts';
import { ORDERS_API } from '../../../core/orders/orders.api.ts';
import { ORDER_ERRORS } from '../../../core/orders/orders.errors.ts';
import type { Order } from '../../../core/orders/orders.schemas.ts';
import type { SettledOrder } from '../../../core/orders/settleOrderRules.ts';
import type { RulesContextInput } from '../../../core/rules/ruleFacts.schemas.ts';
import { touches } from '../../../core/rules/touches.ts';
import { ApiError } from '../../api/apiErrors.ts';
import { callApi } from '../../api/callApi.ts';
import type { BatchItem, CellMessage, GridAdapter } from '../../grid/gridTypes.ts';
import { timedPhase } from '../../grid/saveTiming.ts';
import { translate } from '../../i18n/i18n.ts';
import { type EntityValidation, type FieldCheck, sessionRulesContext } from '../../rules/rulesClient.ts';
import { saveWithWarnings } from '../../truckJobs/saveWithWarnings.ts';
import { askWarnings } from '../../truckJobs/WarningsPrompt.tsx';
import { orderFacts, orderToForm } from './orderForm.ts';
import {
  EXTERNAL_ID_PREFIX,
  type OrderGridRow,
  orderToGridRow,
  ROW_EXTERNAL_IDS,
  toGridRow,
  toWireCall,
  toWireChanges,
} from './orderRows.ts';
import { OrderFactsCache, type OrderFactsSource, plainFactsSource } from './orderRuleFacts.ts';
import { type OrderFacts, settleOrderChecks } from './settleOrderChecks.ts';

/** What the orders grid's adapter reads from its screen at call time. */
export interface OrdersAdapterInput {
  /** The status filter chosen above the grid (null: the server's default). */
  statuses(): readonly OrderStatus[] | null;
  /** The configuration's default filters of the orders list (config.defaultFilters.orders). */
  defaultFilters(): Readonly<Record<string, ColumnFilter>>;
  /** Calendar, delivery interval and trucks for the rules (null until loaded). */
  rulesContext(): RulesContextInput | null;
  /** The statuses the permission rules let the user edit orders in (orderEditableStatuses). */
  editableStatuses(): readonly string[];
  /** After a batch is saved (own changes are not "changed by others"). */
  onSaved?(): void;
}

/** Fields the rules compute from the changed ones, sent along so the batch is saved consistent. */
const COMPUTED_FROM: Record<string, readonly string[]> = {
  expectedDeadlineDate: ['releaseDate', 'orderDeadlineDate'],
  deliveryToSite: ['externalIds'],
};

/** The grid field a wire path of the order belongs to (`externalIds.orderNr` → orderNr, ext_<name>). */
const wireKeyOf = (field: string): string => {
  if ((ROW_EXTERNAL_IDS as readonly string[]).includes(field)) return `externalIds.${field}`;
  if (field.startsWith(EXTERNAL_ID_PREFIX)) return `externalIds.${field.slice(EXTERNAL_ID_PREFIX.length)}`;
  return field;
};

/** One row of a batch as the rules judged it: the stored order with the changes on top, settled. */
interface JudgedRow {
  orderId: string;
  changes: Record<string, unknown>;
  settled: SettledOrder<OrderFacts, EntityValidation>;
}

/** A batch row as the rules judge it: the order and its wire changes (as toWireChanges makes them). */
type WireRow = { orderId: string; changes: Record<string, unknown> };

/** Judges a batch's rows (judgeRows, or the adapter's memo of the batch just checked). */
type Judge = (wire: readonly WireRow[], ctx: RulesContextInput) => Promise<JudgedRow[]>;

/**
 * The whole rows of a batch through the rules, as their save will be judged (issue 36): each stored
 * order (with its items and the catalogue's units per pallet) with the wire changes on top, in the
 * server's two passes, so order-level rules (pallets per order) answer after any cell edit.
 */
async function judgeRows(
  wire: readonly WireRow[],
  ctx: RulesContextInput,
  source: OrderFactsSource,
): Promise<JudgedRow[]> {
  // A pasted block of hundreds of rows reads its orders a few at a time, not all at once.
  const stored: Order[] = [];
  const products = await timedPhase('facts', async () => {
    for (let i = 0; i < wire.length; i += 8)
      stored.push(...(await Promise.all(wire.slice(i, i + 8).map((w) => source.order(w.orderId)))));
    return source.products(stored.flatMap((o) => o.orderItems.map((i) => i.itemId)));
  });
  const facts = wire.map((w, n): OrderFacts => {
    const order = stored[n] as Order;
    const base = orderFacts(orderToForm(order, products));
    // Only the external ids a cell changed are in the changes; a cleared one reads as empty.
    const ext = Object.entries((w.changes.externalIds as Record<string, string | null>) ?? {});
    return {
      ...base,
      status: order.status,
      comment: order.comment,
      ...w.changes,
      externalIds: {
        ...(base.externalIds as object),
        ...Object.fromEntries(ext.map(([k, v]) => [k, v ?? ''])),
      },
      original: order,
    };
  });
  const settled = await timedPhase('worker', () => settleOrderChecks(facts, sessionRulesContext(ctx)));
  return wire.map((w, n) => ({
    orderId: w.orderId,
    changes: w.changes,
    settled: settled[n] as SettledOrder<OrderFacts, EntityValidation>,
  }));
}

/**
 * What refuses a judged row, per changed wire field: a refused field it changes, a field message of
 * a field it sends, or a record-level message (any field); invalid-order reasons never refuse.
 */
function refusalsOf(row: JudgedRow, changedGridFields: readonly string[]): Record<string, FieldCheck> {
  const { denied, fields } = row.settled.result;
  const refusing = Object.entries(fields).filter(([, m]) => !m.invalidReason);
  const out: Record<string, FieldCheck> = {};
  for (const gridField of changedGridFields) {
    const key = wireKeyOf(gridField);
    const hit =
      Object.entries(denied).find(([path]) => touches(path, [key])) ??
      refusing.find(([path]) => touches(path, [key]) || touches(key, [path])) ??
      refusing.find(([, m]) => m.record === true);
    if (hit) out[gridField] = hit[1];
  }
  return out;
}

/**
 * The rules' word on each row of a grid batch before it is sent (GridAdapter.check): the refused
 * cells with their messages and traces (F1 "Miért?"), judged on the whole row.
 */
export async function checkOrderCells(
  items: readonly { id: string; changes: Record<string, unknown> }[],
  ctx: RulesContextInput | null,
  fetchOrder: (orderId: string) => Promise<Order> = getOrderQuietly,
  judge: Judge = (wire, c) => judgeRows(wire, c, plainFactsSource(fetchOrder)),
): Promise<Record<string, Record<string, CellMessage>>> {
  if (!ctx || items.length === 0) return {};
  // A row that cannot be read now (deleted meanwhile, offline) is left to the server's answer.
  const judged = await judge(
    items.map((i) => ({ orderId: i.id, changes: toWireChanges(i.changes) })),
    ctx,
  ).catch(() => null);
  if (!judged) return {};
  return Object.fromEntries(
    judged.map((row, n) => {
      const refused = refusalsOf(row, Object.keys(items[n]?.changes ?? {}));
      return [
        row.orderId,
        Object.fromEntries(
          Object.entries(refused).map(([f, m]) => [f, { message: m.message, trace: m.trace }]),
        ),
      ];
    }),
  );
}

/**
 * Checks a batch before it is sent: editable status (the permission rules' `editable` statuses),
 * known active trucks, then the rules worker on every whole row with its changes (the server
 * enforces the same files). Answers the wire items with computed fields, or throws a 422-shaped
 * ApiError with one message per refused order, as the server would.
 */
export async function checkBatch(
  items: readonly BatchItem[],
  rows: ReadonlyMap<string, OrderGridRow>,
  ctx: RulesContextInput | null,
  editable: readonly string[],
  fetchOrder: (orderId: string) => Promise<Order> = getOrderQuietly,
  judge: Judge = (wire, c) => judgeRows(wire, c, plainFactsSource(fetchOrder)),
): Promise<{ orderId: string; __v: number; changes: Record<string, unknown> }[]> {
  const details: Record<string, string> = {};
  const wire = items.map((i) => ({ orderId: i.id, __v: i.version, changes: toWireChanges(i.changes) }));
  // The API replaces externalIds as a whole: the ids the row does not show are read and kept.
  for (const w of wire) {
    const ext = w.changes.externalIds as Record<string, string | null> | undefined;
    if (ext) w.changes.externalIds = { ...(await fetchOrder(w.orderId)).externalIds, ...ext };
  }
  const trucks = new Set((ctx?.vehicles ?? []).map((v) => v.vehicleId));
  const known = wire.flatMap((w, n) => {
    const row = rows.get(w.orderId);
    const unknown = ((w.changes.preferredTrucks as string[] | undefined) ?? []).filter((t) => !trucks.has(t));
    if (row && !editable.includes(row.status)) details[w.orderId] = ORDER_ERRORS.notEditable.message;
    else if (trucks.size > 0 && unknown.length > 0)
      details[w.orderId] = translate('orders.unknownTrucks', { trucks: unknown.join(', ') });
    return row && !details[w.orderId] ? [{ w, item: items[n] as BatchItem }] : [];
  });
  if (ctx && known.length > 0) {
    // Judged on the rows' own changes (the external ids merged above add nothing the rules would
    // not read from the stored order): the same batch the check before the save judged.
    const judged = await judge(
      known.map(({ w, item }) => ({ orderId: w.orderId, changes: toWireChanges(item.changes) })),
      ctx,
    );
    known.forEach(({ w, item }, n) => {
      const row = judged[n];
      if (!row) return;
      const problem = Object.values(refusalsOf(row, Object.keys(item.changes)))[0];
      if (problem) details[w.orderId] = problem.message;
      for (const [field, from] of Object.entries(COMPUTED_FROM))
        if (from.some((f) => f in w.changes) && field in row.settled.changes)
          w.changes[field] = row.settled.changes[field];
    });
  }
  const refused = Object.keys(details);
  if (refused.length > 0)
    throw new ApiError(422, { message: details[refused[0] ?? ''] ?? '', details }, apiPath(ORDERS_API.bulk));
  return wire;
}

const getOrderQuietly = (orderId: string) =>
  callApi(ORDERS_API.one, { params: { id: orderId }, errorMode: 'silent' });

/**
 * The adapter's judge: judgeRows on the cached facts, and the last batch's judgement kept, so the
 * save right after its check (the same rows at the same versions with the same changes, under the
 * same context) is not judged twice. Every rule still runs once per edit, on the stored order it
 * was read at the row's version; the server judges the save again.
 */
function memoJudge(facts: OrderFactsSource, versionOf: (orderId: string) => number | undefined): Judge {
  let last: { key: string; judged: Promise<JudgedRow[]> } | null = null;
  return (wire, ctx) => {
    const key = JSON.stringify([wire.map((w) => [w.orderId, versionOf(w.orderId), w.changes]), ctx]);
    if (last?.key !== key) {
      const judged = judgeRows(wire, ctx, facts);
      const entry = { key, judged };
      last = entry;
      // A failed judgement is not kept: the save judges again.
      judged.catch(() => {
        if (last === entry) last = null;
      });
    }
    return last.judged;
  };
}

/** The orders grid's adapter: list on GET /api/orders/frontend, batches checked then PATCHed to /bulk. */
export function ordersAdapter(input: OrdersAdapterInput): GridAdapter<OrderGridRow> {
  const rows = new Map<string, OrderGridRow>();
  const remember = (list: OrderGridRow[]) => {
    for (const r of list) rows.set(r.orderId, r);
    return list;
  };
  const versionOf = (orderId: string) => rows.get(orderId)?.__v;
  const facts = new OrderFactsCache(getOrderQuietly, versionOf);
  const judge = memoJudge(facts, versionOf);
  const readOrder = (orderId: string) => facts.order(orderId);
  return {
    entity: 'orders',
    liveEntity: 'orders',
    rowId: (r) => r.orderId,
    version: (r) => r.__v,
    // Orders are editable in the statuses the permission rules give (base: new and invalid,
    // business.md §4): other rows' cells stay shut.
    rowEditable: (r) => input.editableStatuses().includes(r.status),
    // The whole row through the rules after any cell edit: a refused cell keeps its input and says why.
    check: (items) => checkOrderCells(items, input.rulesContext(), readOrder, judge),
    // The stored order and its catalogue entries are read while the user types the cell.
    prepare: (row) => facts.prepare(row.orderId),
    list: async (call: ListCall, signal: AbortSignal) => {
      const wireCall = toWireCall(call, input.statuses(), input.defaultFilters());
      const res = await callApi(ORDERS_API.list, { query: toListQuery(wireCall), signal });
      return { ...res, result: remember(res.result.map(toGridRow)) };
    },
    saveBatch: async (items: BatchItem[]) => {
      const wire = await timedPhase('rules-again', () =>
        checkBatch(items, rows, input.rulesContext(), input.editableStatuses(), readOrder, judge),
      );
      // The rows do not carry their items: the server's capacity warnings (a truck the order does
      // not fit) are confirmed in the one question of the save warnings, then sent again confirmed.
      const result = await timedPhase('request', () =>
        saveWithWarnings({
          check: async () => [],
          send: (confirmed) =>
            callApi(ORDERS_API.bulk, {
              body: { items: wire, ...(confirmed && { confirmed }) },
              // The grid shows refusals and conflicts next to the cells.
              errorMode: 'silent',
            }),
          ask: askWarnings,
          confirmationCode: ORDER_ERRORS.confirmationNeeded.code,
        }),
      );
      // Going back from the warnings leaves the input in the cell with the reason.
      if (!result.saved)
        throw new ApiError(409, { ...ORDER_ERRORS.confirmationNeeded }, apiPath(ORDERS_API.bulk));
      input.onSaved?.();
      return remember(result.value.orders.map(orderToGridRow));
    },
  };
}
