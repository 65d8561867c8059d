import type { CommandContext } from '../commands/commandTypes.ts';
import { defineCommands } from '../commands/defineCommands.ts';
import { cargoSplitHost } from './cargoSplitHost.ts';

const inPanel = (c: CommandContext) => c.modal === 'dialog' && cargoSplitHost.current() !== null;

/** Split the open freight's or pickup's cargo, separate an order (keys in keymaps/default.json, dialog scope). */
export const CARGO_SPLIT_COMMANDS = defineCommands([
  {
    id: 'cargoSplit.open',
    titleKey: 'commands.cargoSplitOpen',
    group: 'dialog',
    selection: 'none',
    when: inPanel,
    run: (): void => cargoSplitHost.current()?.openSplit(),
  },
  {
    id: 'cargoSplit.separate',
    titleKey: 'commands.cargoSplitSeparate',
    group: 'dialog',
    selection: 'none',
    when: (c): boolean => inPanel(c) && cargoSplitHost.current()?.openSeparate !== undefined,
    run: (): void => cargoSplitHost.current()?.openSeparate?.(),
  },
]);
