import type { Command, CommandContext } from '../commands/commandTypes.ts';
import { defineCommands } from '../commands/defineCommands.ts';
import { hasViewExtra, runViewExtra } from '../commands/viewExtras.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { type TruckJobDialogActions, topTruckJobDialog } from './truckJobDialogHost.ts';

// Explicit id types: the catalogue's CommandId is inferred from these lists (see viewExtras.ts).
type TruckJobCommandId =
  | 'transport.edit'
  | 'transport.nextStatus'
  | 'transport.previousStatus'
  | 'transport.cancel'
  | 'transport.uncancel'
  | 'transport.comment'
  | 'transport.timeSlots';

/** What the topmost freight/pickup dialog does for a command (undefined: it offers nothing). */
type InDialog = (dialog: TruckJobDialogActions) => (() => void) | undefined;

/**
 * A command that runs the list view's extra of its id on the focused/selected rows (no dialog
 * open, the view offers it), or, with `inDialog`, what the topmost truck job dialog registered.
 */
function truckJobCommand(
  id: TruckJobCommandId,
  titleKey: MessageKey,
  inDialog?: InDialog,
  also: (c: CommandContext) => boolean = () => true,
): Command<TruckJobCommandId> {
  const dialogAction = (): (() => void) | undefined => {
    const dialog = topTruckJobDialog();
    return dialog && inDialog ? inDialog(dialog) : undefined;
  };
  return {
    id,
    titleKey,
    group: 'view',
    selection: 'none',
    when: (c: CommandContext): boolean =>
      also(c) &&
      ((c.modal === null && c.selection.length > 0 && hasViewExtra(c, id)) || dialogAction() !== undefined),
    run: (c: CommandContext): void => {
      const action = dialogAction();
      if (action) action();
      else runViewExtra(c, id, c.selection);
    },
  };
}

/**
 * The editing commands of freights and pickups. On a list the screen decides what they mean and
 * whether it offers them (view extras of the same id); in an open freight/pickup dialog they run
 * what that dialog registered (useTruckJobDialogActions).
 */
export const TRUCK_JOB_COMMANDS: readonly Command<TruckJobCommandId>[] = defineCommands<TruckJobCommandId>([
  truckJobCommand('transport.edit', 'commands.transportEdit', (d) => d.edit),
  truckJobCommand(
    'transport.nextStatus',
    'commands.transportNextStatus',
    (d) => d.step && (() => d.step?.(1)),
  ),
  truckJobCommand(
    'transport.previousStatus',
    'commands.transportPreviousStatus',
    (d) => d.step && (() => d.step?.(-1)),
  ),
  truckJobCommand('transport.cancel', 'commands.transportCancel'),
  truckJobCommand('transport.uncancel', 'commands.transportUncancel'),
  truckJobCommand('transport.comment', 'commands.transportComment', (d) => d.comment),
  // The time slots on the record's depot and day (k on a list, Alt+I in its details panel).
  truckJobCommand(
    'transport.timeSlots',
    'commands.transportTimeSlots',
    (d) => d.timeSlots,
    (c) => c.can('/timeslots'),
  ),
]);
