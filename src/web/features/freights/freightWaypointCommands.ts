import type { CommandContext } from '../../commands/commandTypes.ts';
import { defineCommands } from '../../commands/defineCommands.ts';
import { freightWaypointsHost, type WaypointsView } from './freightWaypoints.ts';

const inDialog = (c: CommandContext) => c.modal === 'dialog' && freightWaypointsHost.view() !== null;
const viewRun = (run: (v: WaypointsView) => void) => (): void => {
  const v = freightWaypointsHost.view();
  if (v) run(v);
};

/**
 * The waypoint dialog (issue 14 item 5): opened from the freight details panel, and its own keys
 * while open (keymaps/default.json, dialog scope). The panel offers it only with the
 * freight_waypoints_edit module to planner-side users; the server checks both again.
 */
export const FREIGHT_WAYPOINT_COMMANDS = defineCommands([
  {
    id: 'freights.editWaypoints',
    titleKey: 'commands.freightsEditWaypoints',
    group: 'dialog',
    selection: 'none',
    when: (c) => c.modal === 'dialog' && freightWaypointsHost.canOpen(),
    run: () => freightWaypointsHost.open(),
  },
  {
    id: 'freightWaypoints.moveUp',
    titleKey: 'commands.freightWaypointsMoveUp',
    group: 'dialog',
    selection: 'none',
    when: inDialog,
    run: viewRun((v) => v.move(-1)),
  },
  {
    id: 'freightWaypoints.moveDown',
    titleKey: 'commands.freightWaypointsMoveDown',
    group: 'dialog',
    selection: 'none',
    when: inDialog,
    run: viewRun((v) => v.move(1)),
  },
  {
    id: 'freightWaypoints.remove',
    titleKey: 'commands.freightWaypointsRemove',
    group: 'dialog',
    selection: 'none',
    when: inDialog,
    run: viewRun((v) => v.remove()),
  },
  {
    id: 'freightWaypoints.restore',
    titleKey: 'commands.freightWaypointsRestore',
    group: 'dialog',
    selection: 'none',
    when: inDialog,
    run: viewRun((v) => v.restore()),
  },
  {
    id: 'freightWaypoints.search',
    titleKey: 'commands.freightWaypointsSearch',
    group: 'dialog',
    selection: 'none',
    when: inDialog,
    run: viewRun((v) => v.focusSearch()),
  },
]);
