import type { CommandContext } from '../../commands/commandTypes.ts';
import { defineCommands } from '../../commands/defineCommands.ts';
import { runViewExtra } from '../../commands/viewExtras.ts';

export const ROUTE_PLANNER_VIEW = 'route-planner';
const onPlanner = (c: CommandContext) => c.modal === null && c.view?.id === ROUTE_PLANNER_VIEW;

/** The route planner's commands: the screen declares them as its view's extra actions. */
export const ROUTE_PLANNER_COMMANDS = defineCommands([
  {
    id: 'routePlanner.plan',
    titleKey: 'routePlanner.plan',
    group: 'view',
    selection: 'none',
    when: onPlanner,
    run: (c): void => runViewExtra(c, 'routePlanner.plan'),
  },
  {
    id: 'routePlanner.focusAddress',
    titleKey: 'routePlanner.address',
    group: 'view',
    selection: 'none',
    when: onPlanner,
    run: (c): void => runViewExtra(c, 'routePlanner.focusAddress'),
  },
  {
    id: 'routePlanner.focusMap',
    titleKey: 'routePlanner.map',
    group: 'view',
    selection: 'none',
    when: onPlanner,
    run: (c): void => runViewExtra(c, 'routePlanner.focusMap'),
  },
]);
