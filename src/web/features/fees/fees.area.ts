import { defineWebArea, screen } from '../../areas/webArea.ts';
import { FEE_COMMANDS } from './feeCommands.ts';

export const FEES_AREA = defineWebArea({
  name: 'fees',
  screens: { '/freight-fees': screen(() => import('./FreightFeesScreen.tsx'), 'FreightFeesScreen') },
  commands: FEE_COMMANDS,
});
