import { defineWebArea, screen } from '../../areas/webArea.ts';
import { OFFER_COMMANDS } from './offerCommands.ts';

/** The offers area of the terminal: its screen and commands (listed in areas/webAreas.ts). */
export const OFFERS_AREA = defineWebArea({
  name: 'offers',
  screens: {
    '/offers': screen(
      () => import('./OffersScreen.tsx'),
      (m) => m.OffersScreen,
    ),
  },
  commands: OFFER_COMMANDS,
});
