import { defineWebArea, screen } from '../../areas/webArea.ts';

/** The transporters area of the terminal: its screen (listed in areas/webAreas.ts). */
export const TRANSPORTERS_AREA = defineWebArea({
  name: 'transporters',
  screens: {
    '/transporters': screen(
      () => import('./TransportersScreen.tsx'),
      (m) => m.TransportersScreen,
    ),
  },
});
