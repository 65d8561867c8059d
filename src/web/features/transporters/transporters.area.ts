import { defineWebArea, screen } from '../../areas/webArea.ts';

export const TRANSPORTERS_AREA = defineWebArea({
  name: 'transporters',
  screens: { '/transporters': screen(() => import('./TransportersScreen.tsx'), 'TransportersScreen') },
});
