import { defineWebArea, screen } from '../../areas/webArea.ts';
import { FREIGHT_BILL_COMMANDS } from './freightBillCommands.ts';

/** The freightBills area of the terminal: its screen and commands (listed in areas/webAreas.ts). */
export const FREIGHT_BILLS_AREA = defineWebArea({
  name: 'freightBills',
  screens: {
    '/freight-bills': screen(
      () => import('./FreightBillsScreen.tsx'),
      (m) => m.FreightBillsScreen,
    ),
  },
  commands: FREIGHT_BILL_COMMANDS,
});
