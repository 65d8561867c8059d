import { defineCommands } from '../../commands/defineCommands.ts';
import { areaViewCommands } from '../../commands/viewExtras.ts';

/** The view id of /map (the keymap's `map` scope opens on it). */
export const FREIGHT_MAP_VIEW = 'freight-map';

/** The map's commands: next / previous freight, open it, colour by status or transporter, filters. */
export const FREIGHT_MAP_COMMANDS = defineCommands(
  areaViewCommands('freightMap', ['next', 'previous', 'open', 'colourBy', 'focusFilters', 'focusMap'], {
    views: [FREIGHT_MAP_VIEW],
  }),
);
