import type { Command, CommandContext } from '../../commands/commandTypes.ts';
import { registerJumpKind } from '../../commands/jumps.ts';
import { registerFieldValidator } from '../../grid/validateField.ts';
import { orderCellError } from './orderCellRules.ts';

const onOrders = (c: CommandContext) => c.modal === null && c.view?.id === 'orders';
const extra = (id: string) => (c: CommandContext) => onOrders(c) && !!c.view?.actions.extra?.[id];
const runExtra = (id: string) => (c: CommandContext) => c.view?.actions.extra?.[id]?.(c.selection);

/** The orders screen's own commands (new, edit, delete, bulk edit, undo come from the grid). */
export const ORDER_COMMANDS: Command[] = [
  {
    id: 'orders.close',
    titleKey: 'commands.ordersClose',
    group: 'view',
    selection: 'many',
    when: extra('orders.close'),
    run: runExtra('orders.close'),
  },
  {
    id: 'orders.reopen',
    titleKey: 'commands.ordersReopen',
    group: 'view',
    selection: 'many',
    when: extra('orders.reopen'),
    run: runExtra('orders.reopen'),
  },
  {
    id: 'orders.statusFilter',
    titleKey: 'commands.ordersStatusFilter',
    group: 'view',
    selection: 'none',
    when: extra('orders.statusFilter'),
    run: runExtra('orders.statusFilter'),
  },
  {
    id: 'orders.showNew',
    titleKey: 'commands.ordersShowNew',
    group: 'navigation',
    selection: 'none',
    when: (c) => c.modal === null && c.can('/orders'),
    run: (c) => c.navigate('/orders?status=new'),
  },
];

/** "rendelés <orderId>" opens /orders filtered to the id, with that order's dialog. */
registerJumpKind({
  kind: 'order',
  labelKey: 'jumps.order',
  words: ['rendelés', 'megrendelés'],
  target: (id) => `/orders?orderId=${encodeURIComponent(id.trim())}`,
  screen: '/orders',
});

// Cells of the orders grid are checked for their format here; the rules worker checks the batch.
registerFieldValidator('orders', (field, value) => orderCellError(field, value));
