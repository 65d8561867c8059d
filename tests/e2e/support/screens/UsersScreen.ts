import type { Page } from '@playwright/test';
import { DialogPage } from '../pages/DialogPage.ts';
import { ScreenPage } from './ScreenPage.ts';

/** /userlist: the user grid, its dialog, bulk edit and the paste report. */
export class UsersScreen extends ScreenPage {
  readonly dialog: DialogPage;
  readonly bulk: DialogPage;
  readonly paste: DialogPage;

  constructor(page: Page) {
    super(page, { route: '/userlist', keys: 'g u', palette: ['felhasznalok', 'Felhasználók'] });
    this.dialog = new DialogPage(page, 'user-dialog');
    this.bulk = new DialogPage(page, 'bulk-edit-dialog');
    this.paste = new DialogPage(page, 'paste-dialog');
  }
}
