import { defineWebArea, screen } from '../../areas/webArea.ts';
import { OFFER_COMMANDS } from './offerCommands.ts';

export const OFFERS_AREA = defineWebArea({
  name: 'offers',
  screens: { '/offers': screen(() => import('./OffersScreen.tsx'), 'OffersScreen') },
  commands: OFFER_COMMANDS,
});
