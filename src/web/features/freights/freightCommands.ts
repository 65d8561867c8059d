import type { CommandContext } from '../../commands/commandTypes.ts';
import { defineCommands } from '../../commands/defineCommands.ts';
import { registerJumpKind } from '../../commands/jumps.ts';
import { hasViewExtra, runViewExtra } from '../../commands/viewExtras.ts';

/** The view ids of /freights and /pickups (grid preferences, commands' `when`). */
export const FREIGHTS_VIEW = 'freights';
const onTruckJobs = (c: CommandContext) =>
  c.modal === null && (c.view?.id === FREIGHTS_VIEW || c.view?.id === 'pickups');

/**
 * Commands of /freights, which /pickups offers too (through its view extras): clear the
 * `?freightId=` / `?pickupId=` narrowing, jump to the status filter. Enter (record.edit) opens the
 * row's details panel; r refreshes; x exports.
 */
export const FREIGHT_COMMANDS = defineCommands([
  {
    id: 'freights.clearIds',
    titleKey: 'commands.freightsClearIds',
    group: 'view',
    selection: 'none',
    when: (c): boolean => onTruckJobs(c) && hasViewExtra(c, 'freights.clearIds'),
    run: (c): void => runViewExtra(c, 'freights.clearIds'),
  },
  {
    id: 'freights.statusFilter',
    titleKey: 'commands.freightsStatusFilter',
    group: 'view',
    selection: 'none',
    when: (c): boolean => onTruckJobs(c) && hasViewExtra(c, 'freights.statusFilter'),
    run: (c): void => runViewExtra(c, 'freights.statusFilter'),
  },
  // Freight-only edits on the focused/selected rows; /freights offers them as view extras when the
  // user and the modules allow (the edit kit's transport.* commands cover what pickups share).
  {
    id: 'freights.setTransporter',
    titleKey: 'commands.freightsSetTransporter',
    group: 'view',
    selection: 'one',
    when: (c): boolean => onTruckJobs(c) && hasViewExtra(c, 'freights.setTransporter'),
    run: (c): void => runViewExtra(c, 'freights.setTransporter', c.selection),
  },
  {
    id: 'freights.finalize',
    titleKey: 'commands.freightsFinalize',
    group: 'view',
    selection: 'many',
    when: (c): boolean => onTruckJobs(c) && hasViewExtra(c, 'freights.finalize'),
    run: (c): void => runViewExtra(c, 'freights.finalize', c.selection),
  },
  {
    id: 'freights.revokeFinalize',
    titleKey: 'commands.freightsRevokeFinalize',
    group: 'view',
    selection: 'many',
    when: (c): boolean => onTruckJobs(c) && hasViewExtra(c, 'freights.revokeFinalize'),
    run: (c): void => runViewExtra(c, 'freights.revokeFinalize', c.selection),
  },
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
