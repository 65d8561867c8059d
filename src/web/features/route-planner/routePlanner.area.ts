import { defineWebArea, screen } from '../../areas/webArea.ts';
import { ROUTE_PLANNER_COMMANDS } from './routePlannerCommands.ts';

export const ROUTE_PLANNER_AREA = defineWebArea({
  name: 'routePlanner',
  screens: { '/route-planner': screen(() => import('./RoutePlannerScreen.tsx'), 'RoutePlannerScreen') },
  commands: ROUTE_PLANNER_COMMANDS,
});
