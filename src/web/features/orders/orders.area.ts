import { defineWebArea, screen } from '../../areas/webArea.ts';
import { ORDER_IMPORT_COMMANDS } from './import/orderImportCommands.ts';
import { ORDER_COMMANDS } from './orderCommands.ts';

export const ORDERS_AREA = defineWebArea({
  name: 'orders',
  screens: { '/orders': screen(() => import('./OrdersScreen.tsx'), 'OrdersScreen') },
  commands: [...ORDER_COMMANDS, ...ORDER_IMPORT_COMMANDS],
});
