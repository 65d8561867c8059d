import type { Command, CommandContext, CommandId } from './commandTypes.ts';

const commands = new Map<string, Command>();

/** Registers commands (ids are unique); returns a function that removes them again. */
export function registerCommands(list: readonly Command[]): () => void {
  for (const c of list) {
    if (commands.has(c.id) && commands.get(c.id) !== c) throw new Error(`Duplicate command id: ${c.id}`);
    commands.set(c.id, c);
  }
  return () => {
    for (const c of list) if (commands.get(c.id) === c) commands.delete(c.id);
  };
}

/** Every registered command, in registration order. */
export function allCommands(): Command[] {
  return [...commands.values()];
}

export function getCommand(id: CommandId): Command | undefined {
  return commands.get(id);
}

/** A key binding's or palette entry's command id, when a command of that id is registered. */
export function commandIdOf(id: string): CommandId | undefined {
  // The registry holds the catalogue (KeyboardHost registers it), so a registered id is a CommandId.
  return commands.has(id) ? (id as CommandId) : undefined;
}

/** True when the selection fits the command's need and its `when` allows it. */
export function isAvailable(command: Command, ctx: CommandContext): boolean {
  const n = ctx.selection.length;
  if (command.selection === 'one' && n !== 1) return false;
  if (command.selection === 'many' && n < 1) return false;
  return command.when ? command.when(ctx) : true;
}

/** Runs a command when it is available; returns whether it ran. */
export function runCommand(id: CommandId, ctx: CommandContext): boolean {
  const command = commands.get(id);
  if (!command || !isAvailable(command, ctx)) return false;
  void command.run(ctx);
  return true;
}

/** True when the command exists here but this user may not run it (its key then says "Nincs jogosultság"). */
export function isRefused(id: CommandId, ctx: CommandContext): boolean {
  const command = commands.get(id);
  return !!command?.refused?.(ctx);
}
