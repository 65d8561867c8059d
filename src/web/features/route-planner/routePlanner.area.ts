import { defineWebArea, screen } from '../../areas/webArea.ts';
import { ROUTE_PLANNER_COMMANDS } from './routePlannerCommands.ts';

/** The routePlanner area of the terminal: its screen and commands (listed in areas/webAreas.ts). */
export const ROUTE_PLANNER_AREA = defineWebArea({
  name: 'routePlanner',
  screens: {
    '/route-planner': screen(
      () => import('./RoutePlannerScreen.tsx'),
      (m) => m.RoutePlannerScreen,
    ),
  },
  commands: ROUTE_PLANNER_COMMANDS,
});
