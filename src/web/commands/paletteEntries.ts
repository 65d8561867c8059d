import type { Command, CommandId } from './commandTypes.ts';

/** The commands the palette offers (all but opening itself and the keys of an open dialog). */
export function paletteCommands(commands: readonly Command[]): Command[] {
  return commands.filter((c) => c.id !== ('palette.open' satisfies CommandId) && c.group !== 'dialog');
}
