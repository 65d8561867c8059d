import { defineWebArea, screen } from '../../areas/webArea.ts';
import { SITE_COMMANDS } from './siteCommands.ts';

/** The sites area of the terminal: its screen and commands (listed in areas/webAreas.ts). */
export const SITES_AREA = defineWebArea({
  name: 'sites',
  screens: {
    '/sites': screen(
      () => import('./SitesScreen.tsx'),
      (m) => m.SitesScreen,
    ),
  },
  commands: SITE_COMMANDS,
});
