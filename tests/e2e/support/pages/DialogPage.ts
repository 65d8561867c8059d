import { expect, type Locator, type Page } from '@playwright/test';

/** Page object of one modal dialog (FormDialog / Modal) found by its test id: fields, save, close. */
export class DialogPage {
  readonly root: Locator;

  constructor(
    readonly page: Page,
    testId: string,
  ) {
    this.root = page.getByTestId(testId);
  }

  field(label: string | RegExp, exact?: boolean): Locator {
    return this.root.getByLabel(label, { exact });
  }

  button(name: string | RegExp): Locator {
    return this.root.getByRole('button', { name });
  }

  get heading(): Locator {
    return this.root.getByRole('heading');
  }

  /** Ctrl+S saves; the dialog closes. */
  async save(): Promise<void> {
    await this.page.keyboard.press('ControlOrMeta+s');
    await expect(this.root).toHaveCount(0);
  }

  async expectClosed(): Promise<void> {
    await expect(this.root).toHaveCount(0);
  }
}

/** The Igen/Nem question (ConfirmDialog): Nem has the focus, Shift+Tab reaches Igen. */
export class ConfirmPage extends DialogPage {
  readonly yes: Locator;
  readonly no: Locator;

  constructor(page: Page) {
    super(page, 'confirm-dialog');
    this.yes = this.root.getByRole('button', { name: 'Igen' });
    this.no = this.root.getByRole('button', { name: 'Nem' });
  }

  /** Answers Igen by keyboard: from the focused Nem, Shift+Tab, Enter. */
  async accept(): Promise<void> {
    await this.page.keyboard.press('Shift+Tab');
    await this.page.keyboard.press('Enter');
  }

  /** Answers Nem by keyboard (it has the focus); the question closes. */
  async decline(): Promise<void> {
    await this.page.keyboard.press('Enter');
    await expect(this.root).toHaveCount(0);
  }
}
