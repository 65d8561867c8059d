import type { Command } from './commandTypes.ts';

/**
 * Declares a list of commands keeping each id as a literal type, so the catalogue's `CommandId`
 * is the union of every id and a mistyped id fails to compile where it is used.
 */
export function defineCommands<const Id extends string>(
  list: readonly Command<Id>[],
): readonly Command<Id>[] {
  return list;
}
