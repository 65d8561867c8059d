import { defineWebArea, screen } from '../../areas/webArea.ts';
import { SETTINGS_COMMANDS } from './settingsCommands.ts';

export const SETTINGS_AREA = defineWebArea({
  name: 'settings',
  screens: {
    '/basic-settings': screen(() => import('./BasicSettingsScreen.tsx'), 'BasicSettingsScreen'),
    '/module-settings': screen(() => import('./ModuleSettingsScreen.tsx'), 'ModuleSettingsScreen'),
  },
  commands: SETTINGS_COMMANDS,
});
