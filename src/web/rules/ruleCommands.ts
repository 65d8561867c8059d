import { defineCommands } from '../commands/defineCommands.ts';
import { openWhy, whyAvailable } from './whyState.ts';

/** "Miért?" on the messages users see (issue 17): the trace of the rules behind them. */
export const RULE_COMMANDS = defineCommands([
  {
    id: 'rules.why',
    titleKey: 'whyView.command',
    group: 'view',
    selection: 'none',
    when: (c): boolean => c.modal !== 'palette' && c.modal !== 'help' && whyAvailable(c.modal === 'dialog'),
    run: (c): Promise<void> => openWhy(c.modal === 'dialog'),
  },
]);
