import { defineCommands } from '../../commands/defineCommands.ts';
import { viewCommand } from '../../commands/viewExtras.ts';

/** /sites: switch between the depot and the factory list (t). */
export const SITE_COMMANDS = defineCommands([
  viewCommand('sites.switchList', 'commands.sitesSwitchList', {
    views: ['depots', 'factories'],
    ifOffered: false,
  }),
]);
