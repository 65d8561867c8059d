import { defineCommands } from '../../commands/defineCommands.ts';
import { viewCommands } from '../../commands/viewExtras.ts';

/** The view id of /map (the keymap's `map` scope opens on it). */
export const FREIGHT_MAP_VIEW = 'freight-map';

/** The map's commands: next / previous freight, open it, colour by status or transporter, filters. */
export const FREIGHT_MAP_COMMANDS = defineCommands(
  viewCommands(
    {
      'freightMap.next': 'freightMap.cmd.next',
      'freightMap.previous': 'freightMap.cmd.previous',
      'freightMap.open': 'freightMap.cmd.open',
      'freightMap.colourBy': 'freightMap.cmd.colourBy',
      'freightMap.focusFilters': 'freightMap.cmd.focusFilters',
      'freightMap.focusMap': 'freightMap.cmd.focusMap',
    },
    { views: [FREIGHT_MAP_VIEW] },
  ),
);
