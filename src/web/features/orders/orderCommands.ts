import { defineCommands } from '../../commands/defineCommands.ts';
import { registerJumpKind } from '../../commands/jumps.ts';
import { viewCommand } from '../../commands/viewExtras.ts';
import { registerFieldValidator } from '../../grid/validateField.ts';
import { orderCellError } from './orderCellRules.ts';
import { canCombine } from './orderPlanning.ts';
import type { OrderGridRow } from './orderRows.ts';

/** The orders screen's commands on its selected rows, offered while the screen offers the action. */
const onSelected = { views: ['orders'], selection: 'many' } as const;

/** The orders screen's own commands (new, edit, delete, bulk edit, undo come from the grid). */
export const ORDER_COMMANDS = defineCommands([
  viewCommand('orders.close', 'commands.ordersClose', onSelected),
  viewCommand('orders.reopen', 'commands.ordersReopen', onSelected),
  viewCommand('orders.statusFilter', 'commands.ordersStatusFilter', { views: ['orders'] }),
  viewCommand('orders.submitPlanning', 'commands.ordersSubmitPlanning', onSelected),
  viewCommand('orders.combine', 'commands.ordersCombine', {
    ...onSelected,
    also: (c) => canCombine(c.selection as readonly OrderGridRow[]),
  }),
  {
    id: 'orders.showNew',
    titleKey: 'commands.ordersShowNew',
    group: 'navigation',
    selection: 'none',
    when: (c) => c.modal === null && c.can('/orders'),
    run: (c) => c.navigate('/orders?status=new'),
  },
]);

/** "rendelés <orderId>" opens /orders filtered to the id, with that order's dialog. */
registerJumpKind({
  kind: 'order',
  labelKey: 'jumps.order',
  words: ['rendelés', 'megrendelés'],
  target: (id) => `/orders?orderId=${encodeURIComponent(id.trim())}`,
  screen: '/orders',
  bare: /^\d{6}[A-Za-z]{2,}\w*$/,
});

// Cells of the orders grid are checked for their format here; the rules worker checks the batch.
registerFieldValidator('orders', (field, value) => orderCellError(field, value));
