import './pickupCommands.ts';
import { defineWebArea, screen } from '../../areas/webArea.ts';

/** The pickups area of the terminal: its screen and record jump (pickupCommands.ts) (listed in areas/webAreas.ts). */
export const PICKUPS_AREA = defineWebArea({
  name: 'pickups',
  screens: {
    '/pickups': screen(
      () => import('./PickupsScreen.tsx'),
      (m) => m.PickupsScreen,
    ),
  },
});
