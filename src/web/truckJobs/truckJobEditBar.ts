import type { CommandId } from '../commands/commandTypes.ts';

/** The editing commands on the command bar of a freight or pickup list (truckJobCommands.ts). */
export const TRUCK_JOB_EDIT_BAR: readonly CommandId[] = [
  'transport.edit',
  'transport.previousStatus',
  'transport.nextStatus',
  'transport.comment',
  'transport.cancel',
  'transport.uncancel',
];
