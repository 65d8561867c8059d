import { defineCommands } from '../../commands/defineCommands.ts';
import { capacityShortageState, openShortages } from './state.ts';

/** Capacity vs demand: open the bottom bar's list of short days and truck types (planners with the module). */
export const CAPACITY_COMMANDS = defineCommands([
  {
    id: 'capacity.shortages',
    titleKey: 'commands.capacityShortages',
    group: 'app',
    selection: 'none',
    when: (c) => c.modal === null && capacityShortageState.enabled,
    run: () => openShortages(),
  },
]);
