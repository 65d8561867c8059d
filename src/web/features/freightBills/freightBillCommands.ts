import type { SelectionNeed } from '../../commands/commandTypes.ts';
import { defineCommands } from '../../commands/defineCommands.ts';
import { registerJumpKind } from '../../commands/jumps.ts';
import { viewCommand } from '../../commands/viewExtras.ts';

/** The view id of /freight-bills (grid preferences, export kind's view, commands' `when`). */
export const FREIGHT_BILLS_VIEW = 'freightBills';

/**
 * Every command of /freight-bills is offered on this view while the screen offers its action (an
 * extra of the view, see FreightBillsScreen) and runs on the selected rows (or the focused one).
 */
const onBills = (selection: SelectionNeed) => ({ views: [FREIGHT_BILLS_VIEW], selection });

/**
 * Commands of /freight-bills (issue 20) on the selected rows (or the focused one): accept, decline,
 * batch bill, undo the last step, set the cost centre over the rows, the filters above the grid,
 * and the price audit (the focused bill's fee breakdown; only the bills beyond the tolerance).
 */
export const FREIGHT_BILL_COMMANDS = defineCommands([
  viewCommand('freightBills.accept', 'commands.freightBillsAccept', onBills('many')),
  viewCommand('freightBills.decline', 'commands.freightBillsDecline', onBills('many')),
  viewCommand('freightBills.bill', 'commands.freightBillsBill', onBills('many')),
  viewCommand('freightBills.undo', 'commands.freightBillsUndo', onBills('one')),
  viewCommand('freightBills.costCentre', 'commands.freightBillsCostCentre', onBills('many')),
  viewCommand('freightBills.filters', 'commands.freightBillsFilters', onBills('none')),
  viewCommand('freightBills.auditBreakdown', 'commands.freightBillsAuditBreakdown', onBills('one')),
  viewCommand('freightBills.onlyDifferences', 'commands.freightBillsOnlyDifferences', onBills('none')),
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
