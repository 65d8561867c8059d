import { defineCommands } from '../../commands/defineCommands.ts';
import { viewCommand } from '../../commands/viewExtras.ts';

/** /timeslots (Időkapu, issue 18): day and depot switching, booking, moving, the gate's arrival. */
export const TIME_SLOT_COMMANDS = defineCommands([
  viewCommand('timeSlots.previousDay', 'commands.timeSlotsPreviousDay'),
  viewCommand('timeSlots.nextDay', 'commands.timeSlotsNextDay'),
  viewCommand('timeSlots.today', 'commands.timeSlotsToday'),
  viewCommand('timeSlots.previousDepot', 'commands.timeSlotsPreviousDepot'),
  viewCommand('timeSlots.nextDepot', 'commands.timeSlotsNextDepot'),
  viewCommand('timeSlots.book', 'commands.timeSlotsBook'),
  viewCommand('timeSlots.unbook', 'commands.timeSlotsUnbook'),
  viewCommand('timeSlots.move', 'commands.timeSlotsMove'),
  viewCommand('timeSlots.confirmArrival', 'commands.timeSlotsConfirmArrival'),
  viewCommand('timeSlots.undoArrival', 'commands.timeSlotsUndoArrival'),
  viewCommand('timeSlots.focusWaiting', 'commands.timeSlotsFocusWaiting'),
  viewCommand('timeSlots.focusGrid', 'commands.timeSlotsFocusGrid'),
]);
