import { defineWebArea } from '../../areas/webArea.ts';
import { DEMO_COMMANDS } from './demoCommands.ts';

/** The demo area of the terminal: its commands (listed in areas/webAreas.ts). */
export const DEMO_AREA = defineWebArea({
  name: 'demo',
  commands: DEMO_COMMANDS,
});
