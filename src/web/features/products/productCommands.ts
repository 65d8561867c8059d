import { defineCommands } from '../../commands/defineCommands.ts';
import { registerJumpKind } from '../../commands/jumps.ts';
import { viewCommand } from '../../commands/viewExtras.ts';

/** /products: upload a product list (u); the rest comes from the grid's master-data commands. */
export const PRODUCT_COMMANDS = defineCommands([
  viewCommand('products.upload', 'commands.productsUpload', { views: ['products'] }),
]);

/** "termék <cikkszám>" opens /products filtered to the item id, with that product's dialog. */
registerJumpKind({
  kind: 'product',
  labelKey: 'jumps.product',
  words: ['termék', 'cikk'],
  target: (id) => `/products?itemId=${encodeURIComponent(id.trim())}`,
  screen: '/products',
});
