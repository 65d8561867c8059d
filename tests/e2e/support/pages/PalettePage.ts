import { expect, type Locator, type Page } from '@playwright/test';

/** Page object of the command palette (Ctrl/⌘+K): screens, record jumps, the view's commands. */
export class PalettePage {
  readonly root: Locator;
  readonly input: Locator;
  readonly items: Locator;
  readonly selected: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('palette');
    this.input = this.root.getByRole('combobox');
    this.items = this.root.locator('[cmdk-item]');
    this.selected = this.root.locator('[cmdk-item][data-selected="true"]');
  }

  /** Opens the palette and types a search. */
  async search(text: string): Promise<void> {
    await this.page.keyboard.press('ControlOrMeta+k');
    await expect(this.input).toBeFocused();
    await this.page.keyboard.type(text);
  }

  /** Ctrl/⌘+K, type, Enter on the first (highlighted) result; the palette closes. */
  async run(text: string, expectItem?: string | RegExp): Promise<void> {
    await this.search(text);
    if (expectItem) await expect(this.selected).toContainText(expectItem);
    await this.page.keyboard.press('Enter');
    await expect(this.root).toHaveCount(0);
  }

  /** A result group by its heading, e.g. "Parancsok". */
  group(name: string): Locator {
    return this.root.locator('[cmdk-group]', { hasText: name });
  }

  /** A palette entry by its text (a string matches case-insensitively, a RegExp as written). */
  item(text: string | RegExp): Locator {
    return this.root.locator('[cmdk-item]', { hasText: text });
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.root).toHaveCount(0);
  }
}
