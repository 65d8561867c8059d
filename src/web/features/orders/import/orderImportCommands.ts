import { abilitiesFor, ROLES, type RoleOrAnyone } from '../../../../core/permissions/index.ts';
import type { Command } from '../../../commands/commandTypes.ts';
import { defineCommands } from '../../../commands/defineCommands.ts';
import type { MessageKey } from '../../../i18n/i18n.ts';
import { appState } from '../../../state/appState.ts';
import { sessionState } from '../../../state/sessionState.ts';
import { orderImportHost } from './orderImportState.ts';

/** Excel import needs its module and the editor ability (business.md §6: editors with the module). */
export function canImportOrders(): boolean {
  const authDisabled = appState.config?.disableAuth === true;
  const role = (authDisabled ? ROLES.ADMIN : (sessionState.user?.role ?? ROLES.ANYONE)) as RoleOrAnyone;
  const ctx = {
    activeModules: [...appState.activeModules],
    activeConfigs: appState.activeConfigs,
    authDisabled,
  };
  return appState.activeModules.includes('order_excel_import') && abilitiesFor(role, ctx).has('canEdit');
}

type ImportView = NonNullable<ReturnType<typeof orderImportHost.view>>;

/** A key of the open import view (a dialog): runs the view's function of that name. */
function importViewCommand<const Id extends string>(
  id: Id,
  titleKey: MessageKey,
  fn: keyof ImportView,
): Command<Id> {
  return {
    id,
    titleKey,
    group: 'dialog',
    selection: 'none',
    when: (c) => c.modal === 'dialog' && orderImportHost.view() !== null,
    run: () => orderImportHost.view()?.[fn](),
  };
}

/** The Excel import's commands: open it from /orders, and its own keys while it is open. */
export const ORDER_IMPORT_COMMANDS = defineCommands([
  {
    id: 'orders.import',
    titleKey: 'commands.ordersImport',
    group: 'view',
    selection: 'none',
    when: (c) =>
      c.modal === null && c.view?.id === 'orders' && orderImportHost.canOpen() && canImportOrders(),
    run: () => orderImportHost.open(),
  },
  importViewCommand('orderImport.pickFile', 'commands.orderImportPickFile', 'pickFile'),
  importViewCommand('orderImport.nextError', 'commands.orderImportNextError', 'nextError'),
  importViewCommand('orderImport.onlyErrors', 'commands.orderImportOnlyErrors', 'toggleOnlyErrors'),
  importViewCommand('orderImport.template', 'commands.orderImportTemplate', 'downloadTemplate'),
]);
