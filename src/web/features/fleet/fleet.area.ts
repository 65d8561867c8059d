import { defineWebArea, screen } from '../../areas/webArea.ts';

export const FLEET_AREA = defineWebArea({
  name: 'fleet',
  screens: { '/fleet': screen(() => import('./FleetScreen.tsx'), 'FleetScreen') },
});
