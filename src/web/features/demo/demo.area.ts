import { defineWebArea } from '../../areas/webArea.ts';
import { DEMO_COMMANDS } from './demoCommands.ts';

export const DEMO_AREA = defineWebArea({
  name: 'demo',
  commands: DEMO_COMMANDS,
});
