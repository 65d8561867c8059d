import { defineWebArea, screen } from '../../areas/webArea.ts';
import { EVENT_COMMANDS } from './eventCommands.ts';

export const EVENTS_AREA = defineWebArea({
  name: 'events',
  screens: { '/events': screen(() => import('./EventsScreen.tsx'), 'EventsScreen') },
  commands: EVENT_COMMANDS,
});
