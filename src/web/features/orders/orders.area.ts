import { defineWebArea, screen } from '../../areas/webArea.ts';
import { ORDER_IMPORT_COMMANDS } from './import/orderImportCommands.ts';
import { ORDER_COMMANDS } from './orderCommands.ts';

/** The orders area of the terminal: its screen and commands (listed in areas/webAreas.ts). */
export const ORDERS_AREA = defineWebArea({
  name: 'orders',
  screens: {
    '/orders': screen(
      () => import('./OrdersScreen.tsx'),
      (m) => m.OrdersScreen,
    ),
  },
  commands: [...ORDER_COMMANDS, ...ORDER_IMPORT_COMMANDS],
});
