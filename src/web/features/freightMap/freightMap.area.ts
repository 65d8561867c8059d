import { defineWebArea, screen } from '../../areas/webArea.ts';
import { FREIGHT_MAP_COMMANDS } from './freightMapCommands.ts';

export const FREIGHT_MAP_AREA = defineWebArea({
  name: 'freightMap',
  screens: { '/map': screen(() => import('./FreightMapScreen.tsx'), 'FreightMapScreen') },
  commands: FREIGHT_MAP_COMMANDS,
});
