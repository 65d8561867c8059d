import { defineCommands } from '../../commands/defineCommands.ts';
import { viewCommand } from '../../commands/viewExtras.ts';

/** The view id of /map (the keymap's `map` scope opens on it). */
export const FREIGHT_MAP_VIEW = 'freight-map';
const onMap = { views: [FREIGHT_MAP_VIEW] };

/** The map's commands: next / previous freight, open it, colour by status or transporter, filters. */
export const FREIGHT_MAP_COMMANDS = defineCommands([
  viewCommand('freightMap.next', 'freightMap.cmd.next', onMap),
  viewCommand('freightMap.previous', 'freightMap.cmd.previous', onMap),
  viewCommand('freightMap.open', 'freightMap.cmd.open', onMap),
  viewCommand('freightMap.colourBy', 'freightMap.cmd.colourBy', onMap),
  viewCommand('freightMap.focusFilters', 'freightMap.cmd.focusFilters', onMap),
  viewCommand('freightMap.focusMap', 'freightMap.cmd.focusMap', onMap),
]);
