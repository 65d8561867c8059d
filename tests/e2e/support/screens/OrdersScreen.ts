import { expect, type Locator, type Page } from '@playwright/test';
import { DialogPage } from '../pages/DialogPage.ts';
import { GridPage } from '../pages/GridPage.ts';
import { ScreenPage } from './ScreenPage.ts';

/** /orders: the order list, its dialog, bulk edit, the changes notice and the status filter. */
export class OrdersScreen extends ScreenPage {
  readonly dialog: DialogPage;
  readonly bulk: DialogPage;
  readonly changedNotice: Locator;
  readonly statusFilter: Locator;

  constructor(page: Page) {
    super(page, { route: '/orders', keys: 'g r' });
    this.dialog = new DialogPage(page, 'order-dialog');
    this.bulk = new DialogPage(page, 'bulk-edit-dialog');
    this.changedNotice = page.getByTestId('orders-changed');
    this.statusFilter = page.getByRole('listbox', { name: 'Státusz' });
  }

  /** The palette jump "rendelés <id>": the order's dialog, headed by its id. */
  async jumpToOrder(orderId: string): Promise<void> {
    await this.palette.run(`rendelés ${orderId}`, orderId);
    await expect(this.dialog.heading).toHaveText(`Rendelés: ${orderId}`);
  }

  /** An item group of the order dialog, e.g. 1 → "1. tétel". */
  item(n: number): Locator {
    return this.dialog.root.getByRole('group', { name: `${n}. tétel` });
  }
}

/** The Excel order import view opened from /orders (i or the palette). */
export class OrderImportScreen extends ScreenPage {
  readonly view: Locator;
  readonly file: Locator;
  readonly summary: Locator;
  readonly problem: Locator;
  readonly saveButton: Locator;
  readonly status: Locator;
  readonly saved: Locator;
  readonly importGrid: GridPage;

  constructor(page: Page) {
    super(page, { route: '/orders', keys: 'g r' });
    this.view = page.getByTestId('order-import');
    this.file = this.view.getByTestId('order-import-file');
    this.summary = this.view.getByTestId('order-import-summary');
    this.problem = this.view.getByTestId('order-import-problem');
    this.saveButton = this.view.getByTestId('order-import-save');
    this.status = this.view.getByTestId('order-import-status');
    this.saved = page.getByTestId('order-import-saved');
    this.importGrid = new GridPage(page, this.view.getByTestId('import-grid'));
  }

  /** Chooses a file in the focused file input. */
  async upload(name: string, mimeType: string, buffer: Buffer | Uint8Array): Promise<void> {
    await this.file.setInputFiles({ name, mimeType, buffer: Buffer.from(buffer) });
  }
}
