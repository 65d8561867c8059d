import { defineCommands } from '../../commands/defineCommands.ts';
import { registerJumpKind } from '../../commands/jumps.ts';
import { hasViewExtra, runViewExtra } from '../../commands/viewExtras.ts';

/** /products: upload a product list (u); the rest comes from the grid's master-data commands. */
export const PRODUCT_COMMANDS = defineCommands([
  {
    id: 'products.upload',
    titleKey: 'commands.productsUpload',
    group: 'view',
    selection: 'none',
    when: (c): boolean => c.modal === null && c.view?.id === 'products' && hasViewExtra(c, 'products.upload'),
    run: (c): void => runViewExtra(c, 'products.upload'),
  },
]);

/** "termék <cikkszám>" opens /products filtered to the item id, with that product's dialog. */
registerJumpKind({
  kind: 'product',
  labelKey: 'jumps.product',
  words: ['termék', 'cikk'],
  target: (id) => `/products?itemId=${encodeURIComponent(id.trim())}`,
  screen: '/products',
});
