import type { CommandId } from '../../commands/catalog.ts';
import type { Command, CommandContext } from '../../commands/commandTypes.ts';
import { defineCommands } from '../../commands/defineCommands.ts';
import { hasViewExtra, runViewExtra } from '../../commands/viewExtras.ts';
import type { MessageKey } from '../../i18n/i18n.ts';

/** A command that runs the time-slot view's action of the same id; offered while the view has it. */
const slotCommand = <const Id extends string>(id: Id, titleKey: MessageKey): Command<Id> => ({
  id,
  titleKey,
  group: 'view',
  selection: 'none',
  when: (c: CommandContext) => c.modal === null && hasViewExtra(c, id as string as CommandId),
  run: (c: CommandContext) => runViewExtra(c, id as string as CommandId),
});

/** /timeslots (Időkapu, issue 18): day and depot switching, booking, moving, the gate's arrival. */
export const TIME_SLOT_COMMANDS = defineCommands([
  slotCommand('timeSlots.previousDay', 'commands.timeSlotsPreviousDay'),
  slotCommand('timeSlots.nextDay', 'commands.timeSlotsNextDay'),
  slotCommand('timeSlots.today', 'commands.timeSlotsToday'),
  slotCommand('timeSlots.previousDepot', 'commands.timeSlotsPreviousDepot'),
  slotCommand('timeSlots.nextDepot', 'commands.timeSlotsNextDepot'),
  slotCommand('timeSlots.book', 'commands.timeSlotsBook'),
  slotCommand('timeSlots.unbook', 'commands.timeSlotsUnbook'),
  slotCommand('timeSlots.move', 'commands.timeSlotsMove'),
  slotCommand('timeSlots.confirmArrival', 'commands.timeSlotsConfirmArrival'),
  slotCommand('timeSlots.focusWaiting', 'commands.timeSlotsFocusWaiting'),
  slotCommand('timeSlots.focusGrid', 'commands.timeSlotsFocusGrid'),
]);
