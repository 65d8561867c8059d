import { defineWebArea, screen } from '../../areas/webArea.ts';
import { SITE_COMMANDS } from './siteCommands.ts';

export const SITES_AREA = defineWebArea({
  name: 'sites',
  screens: { '/sites': screen(() => import('./SitesScreen.tsx'), 'SitesScreen') },
  commands: SITE_COMMANDS,
});
