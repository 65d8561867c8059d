import type { CommandId } from './catalog.ts';
import type { CommandContext } from './commandTypes.ts';

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
