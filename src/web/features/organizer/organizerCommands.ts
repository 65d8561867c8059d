import { defineCommands } from '../../commands/defineCommands.ts';
import { viewCommands } from '../../commands/viewExtras.ts';

/** The view id of /freight-organizer. */
export const ORGANIZER_VIEW = 'freight-organizer';

/**
 * The board's commands (the screen offers them as view extras). They act on the selected cards, or
 * on the focused card when none is selected. Arrows, Space and Enter move, select and open inside the
 * board itself, as a grid's own keys do.
 */
export const ORGANIZER_COMMANDS = defineCommands(
  viewCommands(
    {
      'organizer.previousWeek': 'organizer.cmd.previousWeek',
      'organizer.nextWeek': 'organizer.cmd.nextWeek',
      'organizer.thisWeek': 'organizer.cmd.thisWeek',
      'organizer.nextDepot': 'organizer.cmd.nextDepot',
      'organizer.previousDepot': 'organizer.cmd.previousDepot',
      'organizer.fix': 'organizer.cmd.fix',
      'organizer.unfix': 'organizer.cmd.unfix',
      'organizer.moveEarlier': 'organizer.cmd.moveEarlier',
      'organizer.moveLater': 'organizer.cmd.moveLater',
      'organizer.selectDay': 'organizer.cmd.selectDay',
      'organizer.open': 'organizer.cmd.open',
      'organizer.openMap': 'organizer.cmd.openMap',
    },
    { views: [ORGANIZER_VIEW] },
  ),
);
