import { defineWebArea, screen } from '../../areas/webArea.ts';
import { CAPACITY_COMMANDS } from './capacityCommands.ts';

export const CAPACITY_ESTIMATES_AREA = defineWebArea({
  name: 'capacityEstimates',
  screens: {
    '/capacity-estimate': screen(() => import('./CapacityEstimatesScreen.tsx'), 'CapacityEstimatesScreen'),
  },
  commands: CAPACITY_COMMANDS,
});
