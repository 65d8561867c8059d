import type { CommandContext } from '../../commands/commandTypes.ts';
import { defineCommands } from '../../commands/defineCommands.ts';
import { demoState, openDemoDialog } from './demoState.ts';

// demoState.allowed mirrors the accessTestOrders ability (set by DemoHost).
const canOpen = (c: CommandContext) => c.modal === null && demoState.allowed;

/** The demo dialog's commands (palette, keys, help); the side menu entry runs demo.open. */
export const DEMO_COMMANDS = defineCommands([
  {
    id: 'demo.open',
    titleKey: 'commands.demoOpen',
    group: 'app',
    selection: 'none',
    when: canOpen,
    run: () => openDemoDialog('generate'),
  },
  {
    id: 'demo.generate',
    titleKey: 'commands.demoGenerate',
    group: 'app',
    selection: 'none',
    when: canOpen,
    run: () => openDemoDialog('generate'),
  },
  {
    id: 'demo.scenarios',
    titleKey: 'commands.demoScenarios',
    group: 'app',
    selection: 'none',
    when: canOpen,
    run: () => openDemoDialog('scenarios'),
  },
]);
