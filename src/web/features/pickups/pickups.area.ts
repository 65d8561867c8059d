import './pickupCommands.ts';
import { defineWebArea, screen } from '../../areas/webArea.ts';

export const PICKUPS_AREA = defineWebArea({
  name: 'pickups',
  screens: { '/pickups': screen(() => import('./PickupsScreen.tsx'), 'PickupsScreen') },
});
