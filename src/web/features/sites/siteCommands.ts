import type { Command } from '../../commands/commandTypes.ts';

/** /sites: switch between the depot and the factory list (t). */
export const SITE_COMMANDS: Command[] = [
  {
    id: 'sites.switchList',
    titleKey: 'commands.sitesSwitchList',
    group: 'view',
    selection: 'none',
    when: (c) => c.modal === null && (c.view?.id === 'depots' || c.view?.id === 'factories'),
    run: (c) => c.view?.actions.extra?.['sites.switchList']?.([]),
  },
];
