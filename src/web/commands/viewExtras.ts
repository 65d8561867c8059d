import type { MessageKey } from '../i18n/i18n.ts';
import type { Command, CommandContext, CommandId, SelectionNeed } from './commandTypes.ts';

// Explicit return types: command lists call these, and the catalogue's CommandId is inferred from
// those lists, so the helpers must not need CommandId to know what they return.

/** Whether the current view offers the extra action of this command. */
export function hasViewExtra(c: CommandContext, id: CommandId): boolean {
  return c.view?.actions.extra?.[id] !== undefined;
}

/** Runs the current view's extra action of this command on the rows (none by default). */
export function runViewExtra(c: CommandContext, id: CommandId, rows: readonly unknown[] = []): void {
  c.view?.actions.extra?.[id]?.(rows);
}

/** Where a view command is offered and what it hands the view's action. */
export interface ViewCommandOptions {
  /** The views it belongs to (any view by default). */
  views?: readonly string[];
  /** Offered only while the view has the action (true by default). */
  ifOffered?: boolean;
  /** The rows it needs; the action gets the selection unless 'none' (the default). */
  selection?: SelectionNeed;
  /** A further condition of the command's own (e.g. what the selected rows allow). */
  also?: (c: CommandContext) => boolean;
}

/**
 * A command that runs the current view's extra action of the same id, offered while no dialog is
 * open, on its views, and (unless `ifOffered` is false) while the view has the action.
 */
export function viewCommand<const Id extends string>(
  id: Id,
  titleKey: MessageKey,
  { views, ifOffered = true, selection = 'none', also }: ViewCommandOptions = {},
): Command<Id> {
  // The id is one of a command list's own: the catalogue's CommandId contains it.
  const commandId = id as string as CommandId;
  return {
    id,
    titleKey,
    group: 'view',
    selection,
    when: (c: CommandContext): boolean =>
      c.modal === null &&
      (views === undefined || views.some((v) => v === c.view?.id)) &&
      (!ifOffered || hasViewExtra(c, commandId)) &&
      (also === undefined || also(c)),
    run: (c: CommandContext): void => runViewExtra(c, commandId, selection === 'none' ? [] : c.selection),
  };
}

/**
 * The view commands of a screen that all share one set of options, as a table of id → title key
 * (in the palette's and the help's order).
 */
export function viewCommands<const Id extends string>(
  titles: Readonly<Record<Id, MessageKey>>,
  options: ViewCommandOptions = {},
): Command<Id>[] {
  return (Object.entries(titles) as [Id, MessageKey][]).map(([id, titleKey]) =>
    viewCommand(id, titleKey, options),
  );
}

/** The names whose title `<area>.cmd.<name>` is a locale key (else a compile error names the gap). */
type CmdTitled<A extends string, N extends string> = [`${A}.cmd.${N}`] extends [MessageKey]
  ? unknown
  : { missingTitle: `${A}.cmd.${N}` };

/**
 * The view commands `<area>.<name>` of a screen that all share one set of options, each titled by
 * its area's text `<area>.cmd.<name>`: the names alone, in the palette's and the help's order.
 */
export function areaViewCommands<const A extends string, const N extends string>(
  area: A,
  names: readonly N[] & CmdTitled<A, N>,
  options: ViewCommandOptions = {},
): Command<`${A}.${N}`>[] {
  return names.map((name) =>
    viewCommand(`${area}.${name}` as const, `${area}.cmd.${name}` as MessageKey, options),
  );
}
