import { defineWebArea, screen } from '../../areas/webArea.ts';
import { ORGANIZER_COMMANDS } from './organizerCommands.ts';

export const ORGANIZER_AREA = defineWebArea({
  name: 'organizer',
  screens: { '/freight-organizer': screen(() => import('./OrganizerScreen.tsx'), 'OrganizerScreen') },
  commands: ORGANIZER_COMMANDS,
});
