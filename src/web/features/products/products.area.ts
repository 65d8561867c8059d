import { defineWebArea, screen } from '../../areas/webArea.ts';
import { PRODUCT_COMMANDS } from './productCommands.ts';

/** The products area of the terminal: its screen and commands (listed in areas/webAreas.ts). */
export const PRODUCTS_AREA = defineWebArea({
  name: 'products',
  screens: {
    '/products': screen(
      () => import('./ProductsScreen.tsx'),
      (m) => m.ProductsScreen,
    ),
  },
  commands: PRODUCT_COMMANDS,
});
