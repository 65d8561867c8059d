import { defineWebArea, screen } from '../../areas/webArea.ts';
import { TIME_SLOT_COMMANDS } from './timeSlotCommands.ts';

/** The timeSlots area of the terminal: its screen and commands (listed in areas/webAreas.ts). */
export const TIME_SLOTS_AREA = defineWebArea({
  name: 'timeSlots',
  screens: {
    '/timeslots': screen(
      () => import('./TimeSlotsScreen.tsx'),
      (m) => m.TimeSlotsScreen,
    ),
  },
  commands: TIME_SLOT_COMMANDS,
});
