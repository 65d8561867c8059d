import { defineCommands } from '../../commands/defineCommands.ts';
import { viewCommand } from '../../commands/viewExtras.ts';
import { FEE_SECTIONS } from './feeSections.ts';

/** /freight-fees: switch the table (ranges, drop-off, pallet fees), pick the factory, delete its ranges. */
export const FEE_COMMANDS = defineCommands([
  viewCommand('fees.switchSection', 'commands.feesSwitchSection', { views: FEE_SECTIONS, ifOffered: false }),
  viewCommand('fees.pickFactory', 'commands.feesPickFactory', { views: FEE_SECTIONS, ifOffered: false }),
  viewCommand('fees.deleteFactoryRanges', 'commands.feesDeleteFactoryRanges', { views: ['freightCosts'] }),
]);
