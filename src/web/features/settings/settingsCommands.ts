import { defineCommands } from '../../commands/defineCommands.ts';
import { viewCommand } from '../../commands/viewExtras.ts';

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
