import type { CommandId } from '../../commands/catalog.ts';
import type { Command, CommandContext } from '../../commands/commandTypes.ts';
import { defineCommands } from '../../commands/defineCommands.ts';
import { hasViewExtra, runViewExtra } from '../../commands/viewExtras.ts';
import type { MessageKey } from '../../i18n/i18n.ts';

/** A command that runs the current view's action of the same id; available where a view offers it. */
const viewCommand = <const Id extends string>(id: Id, titleKey: MessageKey): Command<Id> => ({
  id,
  titleKey,
  group: 'view',
  selection: 'none',
  // The id is one of this list's own: the catalogue's CommandId contains it.
  when: (c: CommandContext) => c.modal === null && hasViewExtra(c, id as string as CommandId),
  run: (c: CommandContext) => runViewExtra(c, id as string as CommandId),
});

/** /basic-settings and /module-settings: page forms saved by Ctrl+S and reverted by Esc. */
export const SETTINGS_COMMANDS = defineCommands([
  viewCommand('settings.save', 'commands.settingsSave'),
  viewCommand('settings.revert', 'commands.settingsRevert'),
  viewCommand('settings.switchTab', 'commands.settingsSwitchTab'),
  viewCommand('settings.ping', 'commands.settingsPing'),
  viewCommand('externalIds.add', 'commands.externalIdsAdd'),
  viewCommand('externalIds.setMain', 'commands.externalIdsSetMain'),
  viewCommand('externalIds.remove', 'commands.externalIdsRemove'),
  viewCommand('externalIds.nextEntity', 'commands.externalIdsNextEntity'),
]);
