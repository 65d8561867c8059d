import { defineCommands } from '../../commands/defineCommands.ts';
import { areaViewCommands } from '../../commands/viewExtras.ts';

/** The view id of /freight-organizer. */
export const ORGANIZER_VIEW = 'freight-organizer';

/**
 * The board's commands (the screen offers them as view extras). They act on the selected cards, or
 * on the focused card when none is selected. Arrows, Space and Enter move, select and open inside the
 * board itself, as a grid's own keys do.
 */
export const ORGANIZER_COMMANDS = defineCommands(
  areaViewCommands(
    'organizer',
    [
      'previousWeek',
      'nextWeek',
      'thisWeek',
      'nextDepot',
      'previousDepot',
      'fix',
      'unfix',
      'moveEarlier',
      'moveLater',
      'selectDay',
      'open',
      'openMap',
    ],
    { views: [ORGANIZER_VIEW] },
  ),
);
