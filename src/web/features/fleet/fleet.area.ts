import { defineWebArea, screen } from '../../areas/webArea.ts';

/** The fleet area of the terminal: its screen (listed in areas/webAreas.ts). */
export const FLEET_AREA = defineWebArea({
  name: 'fleet',
  screens: {
    '/fleet': screen(
      () => import('./FleetScreen.tsx'),
      (m) => m.FleetScreen,
    ),
  },
});
