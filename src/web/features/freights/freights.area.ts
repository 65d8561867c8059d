import { defineWebArea, screen } from '../../areas/webArea.ts';
import { CARGO_SPLIT_COMMANDS } from '../../truckJobs/cargoSplitCommands.ts';
import { TRUCK_JOB_COMMANDS } from '../../truckJobs/truckJobCommands.ts';
import { FREIGHT_COMMANDS } from './freightCommands.ts';
import { FREIGHT_DOCUMENT_COMMANDS } from './freightDocumentCommands.ts';
import { FREIGHT_WAYPOINT_COMMANDS } from './freightWaypointCommands.ts';

export const FREIGHTS_AREA = defineWebArea({
  name: 'freights',
  screens: { '/freights': screen(() => import('./FreightsScreen.tsx'), 'FreightsScreen') },
  commands: [
    ...FREIGHT_COMMANDS,
    ...FREIGHT_DOCUMENT_COMMANDS,
    ...CARGO_SPLIT_COMMANDS,
    ...TRUCK_JOB_COMMANDS,
    ...FREIGHT_WAYPOINT_COMMANDS,
  ],
});
