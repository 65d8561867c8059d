import { expect, type Locator, type Page } from '@playwright/test';

/** Page object of the keyboard terminal: palette, help overlay, DataGrid, dialogs — keyboard only. */
export class TerminalPage {
  readonly palette: Locator;
  readonly paletteInput: Locator;
  readonly help: Locator;
  readonly quickFilter: Locator;
  readonly counts: Locator;
  readonly status: Locator;

  constructor(readonly page: Page) {
    this.palette = page.getByTestId('palette');
    this.paletteInput = this.palette.getByRole('combobox');
    this.help = page.getByTestId('help-overlay');
    this.quickFilter = page.getByRole('searchbox', { name: 'Gyorsszűrő' });
    this.counts = page.getByTestId('grid-counts');
    this.status = page.getByTestId('grid-status');
  }

  /** Ctrl/⌘+K, type, Enter on the first (highlighted) result. */
  async runFromPalette(text: string, expectItem?: string | RegExp): Promise<void> {
    await this.page.keyboard.press('ControlOrMeta+k');
    await expect(this.paletteInput).toBeFocused();
    await this.page.keyboard.type(text);
    if (expectItem) {
      await expect(this.palette.locator('[cmdk-item][data-selected="true"]')).toContainText(expectItem);
    }
    await this.page.keyboard.press('Enter');
    await expect(this.palette).toHaveCount(0);
  }

  /** A grid cell by row index (as displayed) and column id. */
  cell(rowIndex: number, colId: string): Locator {
    return this.page.locator(`.ag-row[row-index="${rowIndex}"] .ag-cell[col-id="${colId}"]`);
  }

  /** The focused grid cell's column id and row index. */
  async focusedCell(): Promise<{ col: string | null; row: string | null }> {
    return this.page.evaluate(() => {
      const el = document.activeElement;
      return {
        col: el?.getAttribute('col-id') ?? null,
        row: el?.closest('[row-index]')?.getAttribute('row-index') ?? null,
      };
    });
  }

  /** Moves the grid focus with the arrow keys to a row index and column (at most 20 presses each way). */
  async moveTo(row: string, col: string): Promise<void> {
    for (let i = 0; i < 20; i++) {
      const at = await this.focusedCell();
      if (at.row === row) break;
      await this.page.keyboard.press(Number(at.row) > Number(row) ? 'ArrowUp' : 'ArrowDown');
    }
    for (let i = 0; i < 20 && (await this.focusedCell()).col !== col; i++)
      await this.page.keyboard.press('ArrowRight');
    await expect.poll(() => this.focusedCell()).toEqual({ row, col });
  }

  /** Waits until the grid has loaded rows (its keys are live from then on). */
  async waitForRows(): Promise<void> {
    await expect(this.counts).not.toContainText(/^0 \/ 0/);
    await expect(this.page.locator('.ag-row[row-index="0"]').first()).toBeVisible();
  }

  async press(key: string, times = 1): Promise<void> {
    for (let i = 0; i < times; i++) await this.page.keyboard.press(key);
  }
}
