import type { CommandContext } from '../../commands/commandTypes.ts';
import { defineCommands } from '../../commands/defineCommands.ts';
import { hasViewExtra, runViewExtra } from '../../commands/viewExtras.ts';

/** The view id of /freight-bills (grid preferences, export kind's view, commands' `when`). */
export const FREIGHT_BILLS_VIEW = 'freightBills';
const onBills = (c: CommandContext) => c.modal === null && c.view?.id === FREIGHT_BILLS_VIEW;
const offered = (c: CommandContext, id: Parameters<typeof hasViewExtra>[1]) =>
  onBills(c) && hasViewExtra(c, id);

/**
 * Commands of /freight-bills (issue 20) on the selected rows (or the focused one): accept, decline,
 * batch bill, undo the last step, set the cost centre over the rows, and the filters above the grid.
 */
export const FREIGHT_BILL_COMMANDS = defineCommands([
  {
    id: 'freightBills.accept',
    titleKey: 'commands.freightBillsAccept',
    group: 'view',
    selection: 'many',
    when: (c): boolean => offered(c, 'freightBills.accept'),
    run: (c): void => runViewExtra(c, 'freightBills.accept', c.selection),
  },
  {
    id: 'freightBills.decline',
    titleKey: 'commands.freightBillsDecline',
    group: 'view',
    selection: 'many',
    when: (c): boolean => offered(c, 'freightBills.decline'),
    run: (c): void => runViewExtra(c, 'freightBills.decline', c.selection),
  },
  {
    id: 'freightBills.bill',
    titleKey: 'commands.freightBillsBill',
    group: 'view',
    selection: 'many',
    when: (c): boolean => offered(c, 'freightBills.bill'),
    run: (c): void => runViewExtra(c, 'freightBills.bill', c.selection),
  },
  {
    id: 'freightBills.undo',
    titleKey: 'commands.freightBillsUndo',
    group: 'view',
    selection: 'one',
    when: (c): boolean => offered(c, 'freightBills.undo'),
    run: (c): void => runViewExtra(c, 'freightBills.undo', c.selection),
  },
  {
    id: 'freightBills.costCentre',
    titleKey: 'commands.freightBillsCostCentre',
    group: 'view',
    selection: 'many',
    when: (c): boolean => offered(c, 'freightBills.costCentre'),
    run: (c): void => runViewExtra(c, 'freightBills.costCentre', c.selection),
  },
  {
    id: 'freightBills.filters',
    titleKey: 'commands.freightBillsFilters',
    group: 'view',
    selection: 'none',
    when: (c): boolean => offered(c, 'freightBills.filters'),
    run: (c): void => runViewExtra(c, 'freightBills.filters'),
  },
]);
