import { defineWebArea, screen } from '../../areas/webArea.ts';
import { SETTINGS_COMMANDS } from './settingsCommands.ts';

/** The settings area of the terminal: its screens and commands (listed in areas/webAreas.ts). */
export const SETTINGS_AREA = defineWebArea({
  name: 'settings',
  screens: {
    '/basic-settings': screen(
      () => import('./BasicSettingsScreen.tsx'),
      (m) => m.BasicSettingsScreen,
    ),
    '/module-settings': screen(
      () => import('./ModuleSettingsScreen.tsx'),
      (m) => m.ModuleSettingsScreen,
    ),
  },
  commands: SETTINGS_COMMANDS,
});
