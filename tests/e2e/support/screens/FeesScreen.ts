import type { Locator, Page } from '@playwright/test';
import { DialogPage } from '../pages/DialogPage.ts';
import { ScreenPage } from './ScreenPage.ts';

/** /freight-fees: a factory's distance ranges, drop-off and pallet fees. */
export class FeesScreen extends ScreenPage {
  readonly factoryPicker: Locator;
  readonly state: Locator;
  readonly dialog: DialogPage;

  constructor(page: Page) {
    super(page, { route: '/freight-fees', keys: 'g z' });
    this.factoryPicker = page.getByLabel(/^Gyár/);
    this.state = page.getByTestId('fee-table-state');
    this.dialog = new DialogPage(page, 'fee-dialog');
  }

  /** The fee kind switch button (Távolságsávok, Lerakodási díjak, Raklapdíjak). */
  tab(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }
}
