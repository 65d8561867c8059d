import type { CommandContext } from '../../commands/commandTypes.ts';
import { defineCommands } from '../../commands/defineCommands.ts';
import { registerJumpKind } from '../../commands/jumps.ts';
import { hasViewExtra, runViewExtra } from '../../commands/viewExtras.ts';
import { registerFieldValidator } from '../../grid/validateField.ts';
import { orderCellError } from './orderCellRules.ts';
import { canCombine } from './orderPlanning.ts';
import type { OrderGridRow } from './orderRows.ts';

const onOrders = (c: CommandContext) => c.modal === null && c.view?.id === 'orders';

/** The orders screen's own commands (new, edit, delete, bulk edit, undo come from the grid). */
export const ORDER_COMMANDS = defineCommands([
  {
    id: 'orders.close',
    titleKey: 'commands.ordersClose',
    group: 'view',
    selection: 'many',
    when: (c): boolean => onOrders(c) && hasViewExtra(c, 'orders.close'),
    run: (c): void => runViewExtra(c, 'orders.close', c.selection),
  },
  {
    id: 'orders.reopen',
    titleKey: 'commands.ordersReopen',
    group: 'view',
    selection: 'many',
    when: (c): boolean => onOrders(c) && hasViewExtra(c, 'orders.reopen'),
    run: (c): void => runViewExtra(c, 'orders.reopen', c.selection),
  },
  {
    id: 'orders.statusFilter',
    titleKey: 'commands.ordersStatusFilter',
    group: 'view',
    selection: 'none',
    when: (c): boolean => onOrders(c) && hasViewExtra(c, 'orders.statusFilter'),
    run: (c): void => runViewExtra(c, 'orders.statusFilter', c.selection),
  },
  {
    id: 'orders.submitPlanning',
    titleKey: 'commands.ordersSubmitPlanning',
    group: 'view',
    selection: 'many',
    when: (c): boolean => onOrders(c) && hasViewExtra(c, 'orders.submitPlanning'),
    run: (c): void => runViewExtra(c, 'orders.submitPlanning', c.selection),
  },
  {
    id: 'orders.combine',
    titleKey: 'commands.ordersCombine',
    group: 'view',
    selection: 'many',
    when: (c): boolean =>
      onOrders(c) && hasViewExtra(c, 'orders.combine') && canCombine(c.selection as readonly OrderGridRow[]),
    run: (c): void => runViewExtra(c, 'orders.combine', c.selection),
  },
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
