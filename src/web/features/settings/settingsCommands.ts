import type { Command, CommandContext } from '../../commands/commandTypes.ts';
import type { MessageKey } from '../../i18n/i18n.ts';

/** A command that runs the current view's action of the same id; available where a view offers it. */
const viewCommand = (id: string, titleKey: MessageKey): Command => ({
  id,
  titleKey,
  group: 'view',
  selection: 'none',
  when: (c: CommandContext) => c.modal === null && !!c.view?.actions.extra?.[id],
  run: (c: CommandContext) => c.view?.actions.extra?.[id]?.([]),
});

/** /basic-settings and /module-settings: page forms saved by Ctrl+S and reverted by Esc. */
export const SETTINGS_COMMANDS: Command[] = [
  viewCommand('settings.save', 'commands.settingsSave'),
  viewCommand('settings.revert', 'commands.settingsRevert'),
  viewCommand('settings.switchTab', 'commands.settingsSwitchTab'),
  viewCommand('settings.ping', 'commands.settingsPing'),
  viewCommand('externalIds.add', 'commands.externalIdsAdd'),
  viewCommand('externalIds.setMain', 'commands.externalIdsSetMain'),
  viewCommand('externalIds.remove', 'commands.externalIdsRemove'),
  viewCommand('externalIds.nextEntity', 'commands.externalIdsNextEntity'),
];
