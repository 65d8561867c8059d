import type { CommandContext } from '../../commands/commandTypes.ts';
import { defineCommands } from '../../commands/defineCommands.ts';
import { hasViewExtra, runViewExtra } from '../../commands/viewExtras.ts';

/** The view id of /map (the keymap's `map` scope opens on it). */
export const FREIGHT_MAP_VIEW = 'freight-map';
const on = (c: CommandContext) => c.modal === null && c.view?.id === FREIGHT_MAP_VIEW;

/** The map's commands: next / previous freight, open it, colour by status or transporter, filters. */
export const FREIGHT_MAP_COMMANDS = defineCommands([
  {
    id: 'freightMap.next',
    titleKey: 'freightMap.cmd.next',
    group: 'view',
    selection: 'none',
    when: (c): boolean => on(c) && hasViewExtra(c, 'freightMap.next'),
    run: (c): void => runViewExtra(c, 'freightMap.next'),
  },
  {
    id: 'freightMap.previous',
    titleKey: 'freightMap.cmd.previous',
    group: 'view',
    selection: 'none',
    when: (c): boolean => on(c) && hasViewExtra(c, 'freightMap.previous'),
    run: (c): void => runViewExtra(c, 'freightMap.previous'),
  },
  {
    id: 'freightMap.open',
    titleKey: 'freightMap.cmd.open',
    group: 'view',
    selection: 'none',
    when: (c): boolean => on(c) && hasViewExtra(c, 'freightMap.open'),
    run: (c): void => runViewExtra(c, 'freightMap.open'),
  },
  {
    id: 'freightMap.colourBy',
    titleKey: 'freightMap.cmd.colourBy',
    group: 'view',
    selection: 'none',
    when: (c): boolean => on(c) && hasViewExtra(c, 'freightMap.colourBy'),
    run: (c): void => runViewExtra(c, 'freightMap.colourBy'),
  },
  {
    id: 'freightMap.focusFilters',
    titleKey: 'freightMap.cmd.focusFilters',
    group: 'view',
    selection: 'none',
    when: (c): boolean => on(c) && hasViewExtra(c, 'freightMap.focusFilters'),
    run: (c): void => runViewExtra(c, 'freightMap.focusFilters'),
  },
  {
    id: 'freightMap.focusMap',
    titleKey: 'freightMap.cmd.focusMap',
    group: 'view',
    selection: 'none',
    when: (c): boolean => on(c) && hasViewExtra(c, 'freightMap.focusMap'),
    run: (c): void => runViewExtra(c, 'freightMap.focusMap'),
  },
]);
