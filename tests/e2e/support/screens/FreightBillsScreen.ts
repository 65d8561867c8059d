import type { Locator, Page } from '@playwright/test';
import { DialogPage } from '../pages/DialogPage.ts';
import { ScreenPage } from './ScreenPage.ts';

/** /freight-bills: the bills grid, its filters, the paste report and the batch bill dialog. */
export class FreightBillsScreen extends ScreenPage {
  readonly transporter: Locator;
  readonly status: Locator;
  readonly paste: DialogPage;
  readonly bill: DialogPage;

  constructor(page: Page) {
    super(page, { route: '/freight-bills', keys: 'g b', palette: ['fuvarszamlak', 'Fuvarszámlák'] });
    this.transporter = page.getByTestId('freight-bills-transporter').getByRole('button');
    this.status = page.locator('.screen-header .status-filter-list');
    this.paste = new DialogPage(page, 'paste-dialog');
    this.bill = new DialogPage(page, 'freight-bills-bill-dialog');
  }
}
