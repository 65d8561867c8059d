import { defineCommands } from '../../commands/defineCommands.ts';
import { runViewExtra } from '../../commands/viewExtras.ts';

/** /sites: switch between the depot and the factory list (t). */
export const SITE_COMMANDS = defineCommands([
  {
    id: 'sites.switchList',
    titleKey: 'commands.sitesSwitchList',
    group: 'view',
    selection: 'none',
    when: (c) => c.modal === null && (c.view?.id === 'depots' || c.view?.id === 'factories'),
    run: (c): void => runViewExtra(c, 'sites.switchList'),
  },
]);
