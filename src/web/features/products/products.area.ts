import { defineWebArea, screen } from '../../areas/webArea.ts';
import { PRODUCT_COMMANDS } from './productCommands.ts';

export const PRODUCTS_AREA = defineWebArea({
  name: 'products',
  screens: { '/products': screen(() => import('./ProductsScreen.tsx'), 'ProductsScreen') },
  commands: PRODUCT_COMMANDS,
});
