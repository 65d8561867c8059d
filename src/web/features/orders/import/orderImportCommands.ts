import { abilitiesFor, ROLES, type RoleOrAnyone } from '../../../../core/permissions/index.ts';
import type { CommandContext } from '../../../commands/commandTypes.ts';
import { defineCommands } from '../../../commands/defineCommands.ts';
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

const inView = (c: CommandContext) => c.modal === 'dialog' && orderImportHost.view() !== null;
const viewRun = (fn: keyof NonNullable<ReturnType<typeof orderImportHost.view>>) => () =>
  orderImportHost.view()?.[fn]();

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
  {
    id: 'orderImport.pickFile',
    titleKey: 'commands.orderImportPickFile',
    group: 'dialog',
    selection: 'none',
    when: inView,
    run: viewRun('pickFile'),
  },
  {
    id: 'orderImport.nextError',
    titleKey: 'commands.orderImportNextError',
    group: 'dialog',
    selection: 'none',
    when: inView,
    run: viewRun('nextError'),
  },
  {
    id: 'orderImport.onlyErrors',
    titleKey: 'commands.orderImportOnlyErrors',
    group: 'dialog',
    selection: 'none',
    when: inView,
    run: viewRun('toggleOnlyErrors'),
  },
  {
    id: 'orderImport.template',
    titleKey: 'commands.orderImportTemplate',
    group: 'dialog',
    selection: 'none',
    when: inView,
    run: viewRun('downloadTemplate'),
  },
]);
