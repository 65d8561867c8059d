import type { Command, CommandContext, CommandId } from '../commands/commandTypes.ts';
import { foldText } from '../commands/paletteSearch.ts';
import { hasViewExtra } from '../commands/viewExtras.ts';
import type { KeyBinding } from './keymap.ts';

/** One line of the help: the binding (rebindable) or a fixed key of the grid, and its title. */
export interface HelpRow {
  /** The keymap command id; null for the grid's own keys (not rebindable). */
  command: string | null;
  keys: readonly string[];
  title: string;
}

export interface HelpSection {
  id: 'screen' | 'grid' | 'global' | 'nav' | 'dialog';
  rows: HelpRow[];
}

/** The grid's own keys (AG Grid and the DataGrid's key hooks): shown whenever a grid is on screen. */
export const GRID_KEYS: readonly { keys: string; titleKey: string }[] = [
  { keys: 'Enter', titleKey: 'help.grid.open' },
  { keys: 'F2', titleKey: 'help.grid.edit' },
  { keys: 'Space', titleKey: 'help.grid.select' },
  { keys: 'Shift+↑ / Shift+↓', titleKey: 'help.grid.extend' },
  { keys: '↑ ↓ ← →', titleKey: 'help.grid.move' },
  { keys: 'Ctrl+Home / Ctrl+End', titleKey: 'help.grid.edges' },
  { keys: 'Tab', titleKey: 'help.grid.next' },
  { keys: 'Esc', titleKey: 'help.grid.cancel' },
  { keys: 'Ctrl+C', titleKey: 'help.grid.copy' },
  { keys: 'Ctrl+V', titleKey: 'help.grid.paste' },
  { keys: 'Ctrl+D', titleKey: 'help.grid.fillDown' },
];

export interface HelpInput {
  keymap: readonly KeyBinding[];
  ctx: CommandContext;
  command(id: string): Command | undefined;
  title(command: Command | undefined, binding: string): string;
  t(key: string): string;
}

/** The grid commands that change data: not on a list the user may only read. */
const EDITING_GRID_COMMANDS = new Set(['grid.bulkEdit', 'grid.paste', 'grid.undo', 'grid.redo']);

/** A command the view offers once the user has chosen what it acts on (a booking, rows to combine). */
const offeredLater = (command: Command, ctx: CommandContext) =>
  ctx.view?.actions.later?.includes(command.id) === true;

/** Whether the user may run this command on this screen now or after choosing rows (not: lacks the right). */
function mayUse(command: Command | undefined, ctx: CommandContext): boolean {
  if (!command) return false;
  if (command.refused?.(ctx)) return false;
  if (offeredLater(command, ctx)) return true;
  // The selection is the user's to make: judge the command as if the rows it needs were chosen.
  const selected = { ...ctx, selection: ctx.selection.length > 0 ? ctx.selection : [{}] };
  if (command.id.startsWith('grid.'))
    return ctx.grid !== null && (!EDITING_GRID_COMMANDS.has(command.id) || ctx.grid.editable());
  return command.when ? command.when(selected) : true;
}

/** Whether a command belongs to the screen on show (its view's action, or the record commands of its list). */
function ofScreen(command: Command, ctx: CommandContext): boolean {
  if (hasViewExtra(ctx, command.id as CommandId) || offeredLater(command, ctx)) return true;
  return command.id.startsWith('record.') && ctx.view !== null;
}

/**
 * The help of the current scope, generated from the effective keymap: this screen's keys first, then
 * the grid's (when a grid is on show), then everywhere, then the screen jumps; only what this user
 * may do here.
 */
export function helpSections({ keymap, ctx, command, title, t }: HelpInput): HelpSection[] {
  const screen: HelpRow[] = [];
  const grid: HelpRow[] = [];
  const global: HelpRow[] = [];
  const nav: HelpRow[] = [];
  const dialog: HelpRow[] = [];
  for (const b of keymap) {
    const c = command(b.command);
    const row = { command: b.command, keys: b.keys, title: title(c, b.command) };
    if (b.scope === 'dialog') {
      if (b.command.startsWith('dialog.')) dialog.push(row);
      continue;
    }
    if (!c || !mayUse(c, ctx)) continue;
    if (b.command.startsWith('nav.')) nav.push(row);
    else if (ofScreen(c, ctx)) screen.push(row);
    else if (b.scope === 'grid') grid.push(row);
    else global.push(row);
  }
  if (ctx.grid)
    grid.unshift(...GRID_KEYS.map((k) => ({ command: null, keys: [k.keys], title: t(k.titleKey) })));
  const sections: HelpSection[] = [
    { id: 'screen', rows: screen },
    { id: 'grid', rows: grid },
    { id: 'global', rows: global },
    { id: 'dialog', rows: dialog },
    { id: 'nav', rows: nav },
  ];
  return sections.filter((s) => s.rows.length > 0);
}

/** The rows whose title or keys contain every typed word (accents and case ignored). */
export function filterHelp(
  sections: readonly HelpSection[],
  query: string,
  keyText: (k: string) => string,
): HelpSection[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...sections];
  return sections
    .map((s) => ({
      ...s,
      rows: s.rows.filter((r) => {
        const text = foldText(`${r.title} ${r.keys.map(keyText).join(' ')}`);
        return words.every((w) => text.includes(w));
      }),
    }))
    .filter((s) => s.rows.length > 0);
}
