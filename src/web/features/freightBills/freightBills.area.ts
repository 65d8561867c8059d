import { defineWebArea, screen } from '../../areas/webArea.ts';
import { FREIGHT_BILL_COMMANDS } from './freightBillCommands.ts';

export const FREIGHT_BILLS_AREA = defineWebArea({
  name: 'freightBills',
  screens: { '/freight-bills': screen(() => import('./FreightBillsScreen.tsx'), 'FreightBillsScreen') },
  commands: FREIGHT_BILL_COMMANDS,
});
