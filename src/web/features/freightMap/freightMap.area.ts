import { defineWebArea, screen } from '../../areas/webArea.ts';
import { FREIGHT_MAP_COMMANDS } from './freightMapCommands.ts';

/** The freightMap area of the terminal: its screen and commands (listed in areas/webAreas.ts). */
export const FREIGHT_MAP_AREA = defineWebArea({
  name: 'freightMap',
  screens: {
    '/map': screen(
      () => import('./FreightMapScreen.tsx'),
      (m) => m.FreightMapScreen,
    ),
  },
  commands: FREIGHT_MAP_COMMANDS,
});
