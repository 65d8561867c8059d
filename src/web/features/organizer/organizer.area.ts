import { defineWebArea, screen } from '../../areas/webArea.ts';
import { ORGANIZER_COMMANDS } from './organizerCommands.ts';

/** The organizer area of the terminal: its screen and commands (listed in areas/webAreas.ts). */
export const ORGANIZER_AREA = defineWebArea({
  name: 'organizer',
  screens: {
    '/freight-organizer': screen(
      () => import('./OrganizerScreen.tsx'),
      (m) => m.OrganizerScreen,
    ),
  },
  commands: ORGANIZER_COMMANDS,
});
