import { defineCommands } from '../../commands/defineCommands.ts';
import { viewCommands } from '../../commands/viewExtras.ts';

export const ROUTE_PLANNER_VIEW = 'route-planner';
/** The route planner's commands: the screen declares them as its view's extra actions. */
export const ROUTE_PLANNER_COMMANDS = defineCommands(
  viewCommands(
    {
      'routePlanner.plan': 'routePlanner.plan',
      'routePlanner.focusAddress': 'routePlanner.address',
      'routePlanner.focusMap': 'routePlanner.map',
    },
    { views: [ROUTE_PLANNER_VIEW], ifOffered: false },
  ),
);
