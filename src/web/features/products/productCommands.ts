import type { Command } from '../../commands/commandTypes.ts';
import { registerJumpKind } from '../../commands/jumps.ts';

/** /products: upload a product list (u); the rest comes from the grid's master-data commands. */
export const PRODUCT_COMMANDS: Command[] = [
  {
    id: 'products.upload',
    titleKey: 'commands.productsUpload',
    group: 'view',
    selection: 'none',
    when: (c) => c.modal === null && c.view?.id === 'products' && !!c.view.actions.extra?.['products.upload'],
    run: (c) => c.view?.actions.extra?.['products.upload']?.([]),
  },
];

/** "termék <cikkszám>" opens /products filtered to the item id, with that product's dialog. */
registerJumpKind({
  kind: 'product',
  labelKey: 'jumps.product',
  words: ['termék', 'cikk'],
  target: (id) => `/products?itemId=${encodeURIComponent(id.trim())}`,
  screen: '/products',
});
