import type { Command, CommandContext, SelectionNeed } from '../../commands/commandTypes.ts';
import { defineCommands } from '../../commands/defineCommands.ts';
import { registerJumpKind } from '../../commands/jumps.ts';
import { hasViewExtra, runViewExtra } from '../../commands/viewExtras.ts';
import type { MessageKey } from '../../i18n/i18n.ts';

/** The view id of /freight-bills (grid preferences, export kind's view, commands' `when`). */
export const FREIGHT_BILLS_VIEW = 'freightBills';

/**
 * Every command of /freight-bills has one shape: offered on this view while the screen offers its
 * action (an extra of the view, see FreightBillsScreen), run on the selected rows (or the focused
 * one). The table holds what differs: id, title and the selection it needs.
 */
function viewCommand<const Id extends string>(
  id: Id,
  titleKey: MessageKey,
  selection: SelectionNeed,
): Command<Id> {
  const offered = (c: CommandContext) =>
    c.modal === null && c.view?.id === FREIGHT_BILLS_VIEW && hasViewExtra(c, id as never);
  return {
    id,
    titleKey,
    group: 'view',
    selection,
    when: offered,
    run: (c) => runViewExtra(c, id as never, selection === 'none' ? [] : c.selection),
  };
}

/**
 * Commands of /freight-bills (issue 20) on the selected rows (or the focused one): accept, decline,
 * batch bill, undo the last step, set the cost centre over the rows, the filters above the grid,
 * and the price audit (the focused bill's fee breakdown; only the bills beyond the tolerance).
 */
export const FREIGHT_BILL_COMMANDS = defineCommands([
  viewCommand('freightBills.accept', 'commands.freightBillsAccept', 'many'),
  viewCommand('freightBills.decline', 'commands.freightBillsDecline', 'many'),
  viewCommand('freightBills.bill', 'commands.freightBillsBill', 'many'),
  viewCommand('freightBills.undo', 'commands.freightBillsUndo', 'one'),
  viewCommand('freightBills.costCentre', 'commands.freightBillsCostCentre', 'many'),
  viewCommand('freightBills.filters', 'commands.freightBillsFilters', 'none'),
  viewCommand('freightBills.auditBreakdown', 'commands.freightBillsAuditBreakdown', 'one'),
  viewCommand('freightBills.onlyDifferences', 'commands.freightBillsOnlyDifferences', 'none'),
]);

/** "számla 1234" (or the freight's number alone): /freight-bills narrowed to that freight's bill (Enter opens its freight). */
registerJumpKind({
  kind: 'bill',
  labelKey: 'jumps.bill',
  words: ['számla', 'fuvarszámla'],
  target: (id) => `/freight-bills?freightId=${encodeURIComponent(id.trim())}`,
  screen: '/freight-bills',
  bare: /^\d{1,9}$/,
});
