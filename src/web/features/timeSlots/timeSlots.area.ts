import { defineWebArea, screen } from '../../areas/webArea.ts';
import { TIME_SLOT_COMMANDS } from './timeSlotCommands.ts';

export const TIME_SLOTS_AREA = defineWebArea({
  name: 'timeSlots',
  screens: { '/timeslots': screen(() => import('./TimeSlotsScreen.tsx'), 'TimeSlotsScreen') },
  commands: TIME_SLOT_COMMANDS,
});
