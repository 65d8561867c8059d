import type { Locator, Page } from '@playwright/test';
import { DialogPage } from '../pages/DialogPage.ts';
import { ScreenPage } from './ScreenPage.ts';

/** /products: the catalogue grid, the product dialog and the list upload. */
export class ProductsScreen extends ScreenPage {
  readonly dialog: DialogPage;
  readonly upload: DialogPage;
  readonly fileInput: Locator;

  constructor(page: Page) {
    super(page, { route: '/products', palette: ['árukatalógus', 'Árukatalógus'] });
    this.dialog = new DialogPage(page, 'product-dialog');
    this.upload = new DialogPage(page, 'product-upload');
    this.fileInput = page.locator('[data-testid="product-upload"] input[type="file"]');
  }

  /** Chooses a file in the focused file input of the upload. */
  async chooseFile(path: string): Promise<void> {
    await this.page.locator(':focus').setInputFiles(path);
  }
}
