import { defineCommands } from '../../commands/defineCommands.ts';
import { registerJumpKind } from '../../commands/jumps.ts';
import { viewCommand } from '../../commands/viewExtras.ts';

/** The view ids of /freights and /pickups (grid preferences, commands' `when`). */
export const FREIGHTS_VIEW = 'freights';
const onTruckJobs = [FREIGHTS_VIEW, 'pickups'];

/**
 * Commands of /freights, which /pickups offers too (through its view extras): clear the
 * `?freightId=` / `?pickupId=` narrowing, jump to the status filter. Enter (record.edit) opens the
 * row's details panel; r refreshes; x exports.
 */
export const FREIGHT_COMMANDS = defineCommands([
  viewCommand('freights.clearIds', 'commands.freightsClearIds', { views: onTruckJobs }),
  viewCommand('freights.statusFilter', 'commands.freightsStatusFilter', { views: onTruckJobs }),
  // Freight-only edits on the focused/selected rows; /freights offers them as view extras when the
  // user and the modules allow (the edit kit's transport.* commands cover what pickups share).
  viewCommand('freights.setTransporter', 'commands.freightsSetTransporter', {
    views: onTruckJobs,
    selection: 'one',
  }),
  viewCommand('freights.finalize', 'commands.freightsFinalize', { views: onTruckJobs, selection: 'many' }),
  viewCommand('freights.revokeFinalize', 'commands.freightsRevokeFinalize', {
    views: onTruckJobs,
    selection: 'many',
  }),
]);

/** "fuvar 1234": /freights narrowed to that freight, with its details panel open. */
registerJumpKind({
  kind: 'freight',
  labelKey: 'jumps.freight',
  words: ['fuvar'],
  target: (id) => {
    const n = encodeURIComponent(id.trim());
    return `/freights?freightId=${n}&open=${n}`;
  },
  screen: '/freights',
  bare: /^\d{1,9}$/,
});
