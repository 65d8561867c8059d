import type { Command, CommandContext } from '../../commands/commandTypes.ts';

export const ROUTE_PLANNER_VIEW = 'route-planner';
const onPlanner = (c: CommandContext) => c.modal === null && c.view?.id === ROUTE_PLANNER_VIEW;
const extra = (c: CommandContext, id: string) => c.view?.actions.extra?.[id]?.([]);

/** The route planner's commands: the screen declares them as its view's extra actions. */
export const ROUTE_PLANNER_COMMANDS: Command[] = [
  {
    id: 'routePlanner.plan',
    titleKey: 'routePlanner.plan',
    group: 'view',
    selection: 'none',
    when: onPlanner,
    run: (c) => extra(c, 'routePlanner.plan'),
  },
  {
    id: 'routePlanner.focusAddress',
    titleKey: 'routePlanner.address',
    group: 'view',
    selection: 'none',
    when: onPlanner,
    run: (c) => extra(c, 'routePlanner.focusAddress'),
  },
  {
    id: 'routePlanner.focusMap',
    titleKey: 'routePlanner.map',
    group: 'view',
    selection: 'none',
    when: onPlanner,
    run: (c) => extra(c, 'routePlanner.focusMap'),
  },
];
