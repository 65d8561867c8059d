import { apiPath } from '../../../core/api/endpoint.ts';
import type { OrderStatus } from '../../../core/config/enums.ts';
import { type ColumnFilter, type ListCall, toListQuery } from '../../../core/list/listCall.schemas.ts';
import { ORDERS_API } from '../../../core/orders/orders.api.ts';
import { ORDER_ERRORS } from '../../../core/orders/orders.errors.ts';
import type { Order } from '../../../core/orders/orders.schemas.ts';
import type { RulesContextInput } from '../../../core/rules/ruleFacts.schemas.ts';
import { touches } from '../../../core/rules/touches.ts';
import { ApiError } from '../../api/apiErrors.ts';
import { callApi } from '../../api/callApi.ts';
import type { BatchItem, GridAdapter } from '../../grid/gridTypes.ts';
import { translate } from '../../i18n/i18n.ts';
import { rulesClient, sessionRulesContext } from '../../rules/rulesClient.ts';
import { saveWithWarnings } from '../../transportEdit/saveWithWarnings.ts';
import { askWarnings } from '../../transportEdit/WarningsPrompt.tsx';
import {
  type OrderGridRow,
  orderToGridRow,
  rowFacts,
  toGridRow,
  toWireCall,
  toWireChanges,
} from './orderRows.ts';

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

/**
 * Checks a batch before it is sent: editable status (the permission rules' `editable` statuses),
 * known active trucks, then the rules worker on every row with its changes (the server enforces
 * the same files). Answers the wire items with computed fields, or throws a 422-shaped ApiError
 * with one message per refused order, as the server would.
 */
export async function checkBatch(
  items: readonly BatchItem[],
  rows: ReadonlyMap<string, OrderGridRow>,
  ctx: RulesContextInput | null,
  editable: readonly string[],
  fetchOrder: (orderId: string) => Promise<Order> = getOrderQuietly,
): Promise<{ orderId: string; __v: number; changes: Record<string, unknown> }[]> {
  const details: Record<string, string> = {};
  const wire = items.map((i) => ({ orderId: i.id, __v: i.version, changes: toWireChanges(i.changes) }));
  // The API replaces externalIds as a whole: the ids the row does not show are read and kept.
  for (const w of wire) {
    const ext = w.changes.externalIds as Record<string, string | null> | undefined;
    if (ext) w.changes.externalIds = { ...(await fetchOrder(w.orderId)).externalIds, ...ext };
  }
  const trucks = new Set((ctx?.vehicles ?? []).map((v) => v.vehicleId));
  const known = wire.flatMap((w) => {
    const row = rows.get(w.orderId);
    const unknown = ((w.changes.preferredTrucks as string[] | undefined) ?? []).filter((t) => !trucks.has(t));
    if (row && !editable.includes(row.status)) details[w.orderId] = ORDER_ERRORS.notEditable.message;
    else if (trucks.size > 0 && unknown.length > 0)
      details[w.orderId] = translate('orders.unknownTrucks', { trucks: unknown.join(', ') });
    return row && !details[w.orderId] ? [{ w, row }] : [];
  });
  if (ctx && known.length > 0) {
    const facts = known.map(({ w, row }) => {
      const base = rowFacts(row);
      const ext = { ...(base.externalIds as object), ...((w.changes.externalIds as object) ?? {}) };
      return { ...base, ...w.changes, externalIds: ext };
    });
    const results = await rulesClient.evaluate({
      entity: 'order',
      rows: facts,
      ctx: sessionRulesContext(ctx),
      families: ['validation', 'deadlines', 'permissions'],
    });
    known.forEach(({ w }, n) => {
      const result = results[n];
      if (!result) return;
      const changed = Object.keys(w.changes);
      const problem = [...Object.entries(result.denied), ...Object.entries(result.fields)].find(([path]) =>
        touches(path, changed),
      );
      if (problem) details[w.orderId] = problem[1].message;
      for (const [field, from] of Object.entries(COMPUTED_FROM))
        if (from.some((f) => f in w.changes) && field in result.changes)
          w.changes[field] = result.changes[field];
    });
  }
  const refused = Object.keys(details);
  if (refused.length > 0)
    throw new ApiError(422, { message: details[refused[0] ?? ''] ?? '', details }, apiPath(ORDERS_API.bulk));
  return wire;
}

const getOrderQuietly = (orderId: string) =>
  callApi(ORDERS_API.one, { params: { id: orderId }, errorMode: 'silent' });

/** The orders grid's adapter: list on GET /api/orders/frontend, batches checked then PATCHed to /bulk. */
export function ordersAdapter(input: OrdersAdapterInput): GridAdapter<OrderGridRow> {
  const rows = new Map<string, OrderGridRow>();
  const remember = (list: OrderGridRow[]) => {
    for (const r of list) rows.set(r.orderId, r);
    return list;
  };
  return {
    entity: 'orders',
    liveEntity: 'orders',
    rowId: (r) => r.orderId,
    version: (r) => r.__v,
    // Orders are editable in the statuses the permission rules give (base: new and invalid,
    // business.md §4): other rows' cells stay shut.
    rowEditable: (r) => input.editableStatuses().includes(r.status),
    list: async (call: ListCall, signal: AbortSignal) => {
      const wireCall = toWireCall(call, input.statuses(), input.defaultFilters());
      const res = await callApi(ORDERS_API.list, { query: toListQuery(wireCall), signal });
      return { ...res, result: remember(res.result.map(toGridRow)) };
    },
    saveBatch: async (items: BatchItem[]) => {
      const wire = await checkBatch(items, rows, input.rulesContext(), input.editableStatuses());
      // The rows do not carry their items: the server's capacity warnings (a truck the order does
      // not fit) are confirmed in the one question of the save warnings, then sent again confirmed.
      const result = await saveWithWarnings({
        check: async () => [],
        send: (confirmed) =>
          callApi(ORDERS_API.bulk, {
            body: { items: wire, ...(confirmed && { confirmed }) },
            // The grid shows refusals and conflicts next to the cells.
            errorMode: 'silent',
          }),
        ask: askWarnings,
        confirmationCode: ORDER_ERRORS.confirmationNeeded.code,
      });
      // Going back from the warnings leaves the input in the cell with the reason.
      if (!result.saved)
        throw new ApiError(409, { ...ORDER_ERRORS.confirmationNeeded }, apiPath(ORDERS_API.bulk));
      input.onSaved?.();
      return remember(result.value.orders.map(orderToGridRow));
    },
  };
}
