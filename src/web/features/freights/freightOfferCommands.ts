import { defineCommands } from '../../commands/defineCommands.ts';
import { viewCommand } from '../../commands/viewExtras.ts';
import { FREIGHTS_VIEW } from './freightCommands.ts';

/** Offer the selected freights to transporters (issue 19; key in keymaps/default.json, grid scope). */
export const FREIGHT_OFFER_COMMANDS = defineCommands([
  viewCommand('freights.offer', 'commands.freightsOffer', { views: [FREIGHTS_VIEW], selection: 'many' }),
]);
