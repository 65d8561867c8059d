import type { CommandContext } from '../../commands/commandTypes.ts';
import { defineCommands } from '../../commands/defineCommands.ts';
import { hasViewExtra, runViewExtra } from '../../commands/viewExtras.ts';

/** The view id of /freight-organizer. */
export const ORGANIZER_VIEW = 'freight-organizer';
const on = (c: CommandContext) => c.modal === null && c.view?.id === ORGANIZER_VIEW;

/**
 * The board's commands (the screen offers them as view extras). They act on the selected cards, or
 * on the focused card when none is selected. Arrows, Space and Enter move, select and open inside the
 * board itself, as a grid's own keys do.
 */
export const ORGANIZER_COMMANDS = defineCommands([
  {
    id: 'organizer.previousWeek',
    titleKey: 'organizer.cmd.previousWeek',
    group: 'view',
    selection: 'none',
    when: (c): boolean => on(c) && hasViewExtra(c, 'organizer.previousWeek'),
    run: (c): void => runViewExtra(c, 'organizer.previousWeek'),
  },
  {
    id: 'organizer.nextWeek',
    titleKey: 'organizer.cmd.nextWeek',
    group: 'view',
    selection: 'none',
    when: (c): boolean => on(c) && hasViewExtra(c, 'organizer.nextWeek'),
    run: (c): void => runViewExtra(c, 'organizer.nextWeek'),
  },
  {
    id: 'organizer.thisWeek',
    titleKey: 'organizer.cmd.thisWeek',
    group: 'view',
    selection: 'none',
    when: (c): boolean => on(c) && hasViewExtra(c, 'organizer.thisWeek'),
    run: (c): void => runViewExtra(c, 'organizer.thisWeek'),
  },
  {
    id: 'organizer.nextDepot',
    titleKey: 'organizer.cmd.nextDepot',
    group: 'view',
    selection: 'none',
    when: (c): boolean => on(c) && hasViewExtra(c, 'organizer.nextDepot'),
    run: (c): void => runViewExtra(c, 'organizer.nextDepot'),
  },
  {
    id: 'organizer.previousDepot',
    titleKey: 'organizer.cmd.previousDepot',
    group: 'view',
    selection: 'none',
    when: (c): boolean => on(c) && hasViewExtra(c, 'organizer.previousDepot'),
    run: (c): void => runViewExtra(c, 'organizer.previousDepot'),
  },
  {
    id: 'organizer.fix',
    titleKey: 'organizer.cmd.fix',
    group: 'view',
    selection: 'none',
    when: (c): boolean => on(c) && hasViewExtra(c, 'organizer.fix'),
    run: (c): void => runViewExtra(c, 'organizer.fix'),
  },
  {
    id: 'organizer.unfix',
    titleKey: 'organizer.cmd.unfix',
    group: 'view',
    selection: 'none',
    when: (c): boolean => on(c) && hasViewExtra(c, 'organizer.unfix'),
    run: (c): void => runViewExtra(c, 'organizer.unfix'),
  },
  {
    id: 'organizer.moveEarlier',
    titleKey: 'organizer.cmd.moveEarlier',
    group: 'view',
    selection: 'none',
    when: (c): boolean => on(c) && hasViewExtra(c, 'organizer.moveEarlier'),
    run: (c): void => runViewExtra(c, 'organizer.moveEarlier'),
  },
  {
    id: 'organizer.moveLater',
    titleKey: 'organizer.cmd.moveLater',
    group: 'view',
    selection: 'none',
    when: (c): boolean => on(c) && hasViewExtra(c, 'organizer.moveLater'),
    run: (c): void => runViewExtra(c, 'organizer.moveLater'),
  },
  {
    id: 'organizer.selectDay',
    titleKey: 'organizer.cmd.selectDay',
    group: 'view',
    selection: 'none',
    when: (c): boolean => on(c) && hasViewExtra(c, 'organizer.selectDay'),
    run: (c): void => runViewExtra(c, 'organizer.selectDay'),
  },
  {
    id: 'organizer.open',
    titleKey: 'organizer.cmd.open',
    group: 'view',
    selection: 'none',
    when: (c): boolean => on(c) && hasViewExtra(c, 'organizer.open'),
    run: (c): void => runViewExtra(c, 'organizer.open'),
  },
  {
    id: 'organizer.openMap',
    titleKey: 'organizer.cmd.openMap',
    group: 'view',
    selection: 'none',
    when: (c): boolean => on(c) && hasViewExtra(c, 'organizer.openMap'),
    run: (c): void => runViewExtra(c, 'organizer.openMap'),
  },
]);
