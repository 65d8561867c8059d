import { defineWebArea, screen } from '../../areas/webArea.ts';

/** The vehicles area of the terminal: its screen (listed in areas/webAreas.ts). */
export const VEHICLES_AREA = defineWebArea({
  name: 'vehicles',
  screens: {
    '/vehicles': screen(
      () => import('./VehiclesScreen.tsx'),
      (m) => m.VehiclesScreen,
    ),
  },
});
