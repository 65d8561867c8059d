import { defineWebArea, screen } from '../../areas/webArea.ts';

export const VEHICLES_AREA = defineWebArea({
  name: 'vehicles',
  screens: { '/vehicles': screen(() => import('./VehiclesScreen.tsx'), 'VehiclesScreen') },
});
