import { defineCommands } from '../../commands/defineCommands.ts';
import { hasViewExtra, runViewExtra } from '../../commands/viewExtras.ts';
import { FREIGHTS_VIEW } from './freightCommands.ts';

/** Offer the selected freights to transporters (issue 19; key in keymaps/default.json, grid scope). */
export const FREIGHT_OFFER_COMMANDS = defineCommands([
  {
    id: 'freights.offer',
    titleKey: 'commands.freightsOffer',
    group: 'view',
    selection: 'many',
    when: (c): boolean =>
      c.modal === null && c.view?.id === FREIGHTS_VIEW && hasViewExtra(c, 'freights.offer'),
    run: (c): void => runViewExtra(c, 'freights.offer', c.selection),
  },
]);
