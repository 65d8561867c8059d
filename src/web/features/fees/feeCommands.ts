import type { CommandContext } from '../../commands/commandTypes.ts';
import { defineCommands } from '../../commands/defineCommands.ts';
import { hasViewExtra, runViewExtra } from '../../commands/viewExtras.ts';
import { FEE_SECTIONS } from './feeSections.ts';

const onFees = (c: CommandContext) => c.modal === null && FEE_SECTIONS.some((s) => s === c.view?.id);

/** /freight-fees: switch the table (ranges, drop-off, pallet fees), pick the factory, delete its ranges. */
export const FEE_COMMANDS = defineCommands([
  {
    id: 'fees.switchSection',
    titleKey: 'commands.feesSwitchSection',
    group: 'view',
    selection: 'none',
    when: onFees,
    run: (c): void => runViewExtra(c, 'fees.switchSection'),
  },
  {
    id: 'fees.pickFactory',
    titleKey: 'commands.feesPickFactory',
    group: 'view',
    selection: 'none',
    when: onFees,
    run: (c): void => runViewExtra(c, 'fees.pickFactory'),
  },
  {
    id: 'fees.deleteFactoryRanges',
    titleKey: 'commands.feesDeleteFactoryRanges',
    group: 'view',
    selection: 'none',
    when: (c): boolean =>
      onFees(c) && c.view?.id === 'freightCosts' && hasViewExtra(c, 'fees.deleteFactoryRanges'),
    run: (c): void => runViewExtra(c, 'fees.deleteFactoryRanges'),
  },
]);
