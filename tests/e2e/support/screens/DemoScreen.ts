import type { Locator, Page } from '@playwright/test';
import { DialogPage } from '../pages/DialogPage.ts';
import { ScreenPage } from './ScreenPage.ts';

/** The demo order generator and test scenarios (side-menu entry "Teszt megrendelések"). */
export class DemoScreen extends ScreenPage {
  readonly menuEntry: Locator;
  readonly dialog: DialogPage;
  readonly days: Locator;
  readonly outcome: Locator;
  readonly scenarioResult: Locator;

  constructor(page: Page) {
    super(page, { route: '/orders' });
    this.menuEntry = this.shell.sideMenu.getByRole('button', { name: 'Teszt megrendelések' });
    this.dialog = new DialogPage(page, 'demo-dialog');
    this.days = this.dialog.field('Napok száma (1–180)');
    this.outcome = this.dialog.root.getByTestId('demo-outcome');
    this.scenarioResult = page.getByTestId('demo-scenario-result');
  }
}
