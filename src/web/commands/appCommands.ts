import { type AppPath, ROUTES, screenTitle } from '../../core/permissions/index.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { endSession } from '../shell/session.ts';
import type { Command, CommandContext, GridHandle, SelectionNeed } from './commandTypes.ts';
import { defineCommands } from './defineCommands.ts';

type Camel<S extends string> = S extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<Camel<Tail>>}`
  : S;
/** The nav command id of a path, as a type: `/freight-bills` → `nav.freightBills`, `/` → `nav.home`. */
export type NavCommandId<P extends string = Exclude<AppPath, '/login'>> = P extends '/'
  ? 'nav.home'
  : P extends `/${infer Rest}`
    ? `nav.${Camel<Rest>}`
    : never;

/** `nav.<camelCase path>` for every screen route; `/` is nav.home. */
export function navCommandId<P extends string>(path: P): NavCommandId<P> {
  if (path === '/') return 'nav.home' as NavCommandId<P>;
  // The same conversion as the type above, which TypeScript cannot follow through replace().
  return `nav.${path.slice(1).replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}` as NavCommandId<P>;
}

const noModal = (ctx: CommandContext) => ctx.modal === null;

/** One command per screen (not /login): the palette lists them by their Hungarian titles. */
export const NAV_COMMANDS: readonly Command<NavCommandId>[] = ROUTES.filter(
  (r): r is Exclude<(typeof ROUTES)[number], { path: '/login' }> => r.path !== '/login',
).map((r) => ({
  id: navCommandId(r.path),
  titleKey: 'commands.goTo',
  titleParams: { screen: screenTitle(r) },
  group: 'navigation',
  selection: 'none',
  when: (ctx) => ctx.can(r.path),
  refused: (ctx) => ctx.path !== '/login' && !ctx.can(r.path),
  run: (ctx) => ctx.navigate(r.path),
}));

export const APP_COMMANDS = defineCommands([
  {
    id: 'palette.open',
    titleKey: 'commands.paletteOpen',
    group: 'app',
    selection: 'none',
    when: (ctx) => ctx.modal !== 'palette' && ctx.path !== '/login',
    run: (ctx) => ctx.ui.openPalette(),
  },
  {
    id: 'help.open',
    titleKey: 'commands.helpOpen',
    group: 'app',
    selection: 'none',
    when: noModal,
    run: (ctx) => ctx.ui.openHelp(),
  },
  {
    id: 'session.logout',
    titleKey: 'topBar.logout',
    group: 'app',
    selection: 'none',
    when: (ctx) => ctx.path !== '/login',
    run: () => endSession({ remote: true }),
  },
]);

const onGrid = (ctx: CommandContext) => ctx.grid !== null && ctx.modal === null;

/**
 * A command of the grid group, run through the DataGrid handle: offered on a list with no dialog
 * over it, and where `also` says so of the grid (editable, something to undo).
 */
function gridCommand<const Id extends string>(
  id: Id,
  titleKey: MessageKey,
  selection: SelectionNeed,
  run: (grid: GridHandle) => void,
  also?: (grid: GridHandle) => boolean,
): Command<Id> {
  return {
    id,
    titleKey,
    group: 'grid',
    selection,
    when: also ? (c) => onGrid(c) && !!c.grid && also(c.grid) : onGrid,
    run: (c) => {
      if (c.grid) run(c.grid);
    },
  };
}

const editable = (g: GridHandle) => g.editable();

/** Commands of every list view; each runs through the DataGrid handle or the view's actions. */
export const GRID_COMMANDS = defineCommands([
  gridCommand('grid.quickFilter', 'commands.quickFilter', 'none', (g) => g.focusQuickFilter()),
  gridCommand('grid.focus', 'commands.focusGrid', 'none', (g) => g.focusGrid()),
  {
    id: 'record.new',
    titleKey: 'commands.new',
    group: 'view',
    selection: 'none',
    when: (c) => c.modal === null && !!c.view?.actions.create,
    refused: (c) => c.modal === null && !!c.view && !c.view.actions.create,
    run: (c) => c.view?.actions.create?.(),
  },
  {
    id: 'record.edit',
    titleKey: 'commands.edit',
    group: 'view',
    selection: 'one',
    when: (c) => c.modal === null && !!c.view?.actions.edit,
    titleFor: (c) => (c.grid && !c.grid.editable() ? 'commands.openRecord' : undefined),
    run: (c) => c.view?.actions.edit?.(c.selection[0]),
  },
  {
    id: 'record.delete',
    titleKey: 'commands.delete',
    group: 'view',
    selection: 'many',
    when: (c) => c.modal === null && !!c.view?.actions.remove,
    refused: (c) => c.modal === null && !!c.view && !c.view.actions.remove && c.selection.length > 0,
    run: (c) => c.view?.actions.remove?.(c.selection),
  },
  gridCommand('grid.bulkEdit', 'commands.bulkEdit', 'many', (g) => g.openBulkEdit(), editable),
  gridCommand('grid.paste', 'commands.paste', 'none', (g) => g.paste(), editable),
  gridCommand(
    'grid.undo',
    'commands.undo',
    'none',
    (g) => g.undo(),
    (g) => g.canUndo(),
  ),
  gridCommand(
    'grid.redo',
    'commands.redo',
    'none',
    (g) => g.redo(),
    (g) => g.canRedo(),
  ),
  gridCommand('grid.selectAll', 'commands.selectAll', 'none', (g) => g.selectAll()),
  gridCommand('grid.clearSelection', 'commands.clearSelection', 'many', (g) => g.clearSelection()),
  gridCommand('grid.refresh', 'commands.refresh', 'none', (g) => g.refresh()),
  gridCommand('grid.export', 'commands.export', 'none', (g) => g.exportXlsx()),
  gridCommand('grid.resetView', 'commands.resetView', 'none', (g) => g.resetView()),
]);

export const DIALOG_COMMANDS = defineCommands([
  {
    id: 'dialog.save',
    titleKey: 'commands.dialogSave',
    group: 'dialog',
    selection: 'none',
    when: (c) => c.modal === 'dialog',
    run: (c) => c.ui.saveDialog(),
  },
  {
    id: 'dialog.cancel',
    titleKey: 'commands.dialogCancel',
    group: 'dialog',
    selection: 'none',
    when: (c) => c.modal === 'dialog',
    run: (c) => c.ui.cancelDialog(),
  },
]);
