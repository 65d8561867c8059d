import { defineWebArea, screen } from '../../areas/webArea.ts';
import { FEE_COMMANDS } from './feeCommands.ts';

/** The fees area of the terminal: its screen and commands (listed in areas/webAreas.ts). */
export const FEES_AREA = defineWebArea({
  name: 'fees',
  screens: {
    '/freight-fees': screen(
      () => import('./FreightFeesScreen.tsx'),
      (m) => m.FreightFeesScreen,
    ),
  },
  commands: FEE_COMMANDS,
});
