import type { Command, CommandContext } from '../../commands/commandTypes.ts';
import { FEE_SECTIONS } from './feeSections.ts';

const onFees = (c: CommandContext) => c.modal === null && FEE_SECTIONS.some((s) => s === c.view?.id);
const run = (id: string) => (c: CommandContext) => c.view?.actions.extra?.[id]?.([]);

/** /freight-fees: switch the table (ranges, drop-off, pallet fees), pick the factory, delete its ranges. */
export const FEE_COMMANDS: Command[] = [
  {
    id: 'fees.switchSection',
    titleKey: 'commands.feesSwitchSection',
    group: 'view',
    selection: 'none',
    when: onFees,
    run: run('fees.switchSection'),
  },
  {
    id: 'fees.pickFactory',
    titleKey: 'commands.feesPickFactory',
    group: 'view',
    selection: 'none',
    when: onFees,
    run: run('fees.pickFactory'),
  },
  {
    id: 'fees.deleteFactoryRanges',
    titleKey: 'commands.feesDeleteFactoryRanges',
    group: 'view',
    selection: 'none',
    when: (c) =>
      onFees(c) &&
      c.view?.id === 'freightCosts' &&
      c.view.actions.extra?.['fees.deleteFactoryRanges'] !== undefined,
    run: run('fees.deleteFactoryRanges'),
  },
];
