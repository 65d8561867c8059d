import { defineWebArea, screen } from '../../areas/webArea.ts';
import { CAPACITY_COMMANDS } from './capacityCommands.ts';

/** The capacityEstimates area of the terminal: its screen and commands (listed in areas/webAreas.ts). */
export const CAPACITY_ESTIMATES_AREA = defineWebArea({
  name: 'capacityEstimates',
  screens: {
    '/capacity-estimate': screen(
      () => import('./CapacityEstimatesScreen.tsx'),
      (m) => m.CapacityEstimatesScreen,
    ),
  },
  commands: CAPACITY_COMMANDS,
});
