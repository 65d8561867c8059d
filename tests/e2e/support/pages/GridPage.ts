import { expect, type Locator, type Page } from '@playwright/test';
import { ExportedWorkbook } from './ExportedWorkbook.ts';

/** Page object of the DataGrid: rows, cells, the focused cell, selection, quick filter, status line. */
export class GridPage {
  readonly quickFilter: Locator;
  readonly counts: Locator;
  readonly status: Locator;

  constructor(
    readonly page: Page,
    readonly root: Locator = page.locator('body'),
  ) {
    this.quickFilter = page.getByRole('searchbox', { name: 'Gyorsszűrő' });
    this.counts = page.getByTestId('grid-counts');
    this.status = page.getByTestId('grid-status');
  }

  /** A grid cell by row index (as displayed) and column id. */
  cell(rowIndex: number, colId: string): Locator {
    return this.root.locator(`.ag-row[row-index="${rowIndex}"] .ag-cell[col-id="${colId}"]`);
  }

  /**
   * A cell's text once it shows one: AG Grid may create a row's cells before it fills them (a
   * busy browser paints the values a frame later), so reading at once could read "".
   */
  async cellText(rowIndex: number, colId: string): Promise<string> {
    const cell = this.cell(rowIndex, colId);
    await expect(cell).not.toHaveText('');
    return ((await cell.textContent()) ?? '').trim();
  }

  /** Every displayed cell of a column. */
  column(colId: string): Locator {
    return this.root.locator(`.ag-cell[col-id="${colId}"]`);
  }

  /** A cell by its accessible text, e.g. an id. */
  gridcell(name: string): Locator {
    return this.page.getByRole('gridcell', { name });
  }

  /** The row that holds a cell with this text. */
  rowWith(text: string): Locator {
    return this.root.locator('.ag-row', { has: this.gridcell(text) }).first();
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

  /** Waits until some grid cell has the focus. */
  async expectFocusInGrid(): Promise<void> {
    await expect.poll(() => this.focusedCell()).not.toEqual({ col: null, row: null });
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

  /**
   * `/` focuses the quick filter and the text replaces whatever it held (it is saved per user
   * and view, so a reload restores the last one).
   */
  async filter(text: string): Promise<void> {
    await this.page.keyboard.press('/');
    await expect(this.quickFilter).toBeFocused();
    await this.page.keyboard.press('ControlOrMeta+a');
    if (text) await this.page.keyboard.type(text);
    else await this.page.keyboard.press('Backspace');
  }

  /**
   * Filters by text and waits for this many rows (the counts line starts "n /") of the list's answer
   * to this very filter: the counts name the filter they were loaded with, so an answer to the
   * text before it (or a reload of the old rows) is never taken for the filtered list.
   */
  async filterTo(text: string, rows: number): Promise<void> {
    await this.filter(text);
    await expect(this.counts).toHaveAttribute('data-filter', text);
    await expect(this.counts).toHaveAttribute('aria-busy', 'false');
    await expect(this.counts).toContainText(new RegExp(`^${rows} /`));
  }

  /**
   * Exports the view (x in the grid, or `trigger`: the palette), checks the file's name and the
   * status line's "Exportálva", and reads the downloaded workbook back.
   */
  async exportWorkbook(
    file: RegExp,
    trigger: () => Promise<void> = () => this.page.keyboard.press('x'),
  ): Promise<ExportedWorkbook> {
    const downloading = this.page.waitForEvent('download');
    await trigger();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(file);
    await expect(this.status).toContainText('Exportálva');
    return ExportedWorkbook.read(download);
  }
}
