import { defineWebArea, screen } from '../../areas/webArea.ts';
import { EVENT_COMMANDS } from './eventCommands.ts';

/** The events area of the terminal: its screen and commands (listed in areas/webAreas.ts). */
export const EVENTS_AREA = defineWebArea({
  name: 'events',
  screens: {
    '/events': screen(
      () => import('./EventsScreen.tsx'),
      (m) => m.EventsScreen,
    ),
  },
  commands: EVENT_COMMANDS,
});
