import { expect, type Page } from '@playwright/test';
import { ConfirmPage } from '../pages/DialogPage.ts';
import { GridPage } from '../pages/GridPage.ts';
import { KeyboardPage } from '../pages/KeyboardPage.ts';
import { PalettePage } from '../pages/PalettePage.ts';
import { ShellPage } from '../pages/ShellPage.ts';

/** How a user reaches a screen: its route, its `g` key sequence, its palette search and label. */
export interface ScreenNav {
  route: string;
  keys?: string;
  palette?: readonly [search: string, label: string | RegExp];
}

/** Base of every screen's page object: the shell, keyboard, grid, palette and Igen/Nem around it. */
export class ScreenPage {
  readonly shell: ShellPage;
  readonly keys: KeyboardPage;
  readonly grid: GridPage;
  readonly palette: PalettePage;
  readonly confirm: ConfirmPage;

  constructor(
    readonly page: Page,
    readonly nav: ScreenNav,
  ) {
    this.shell = new ShellPage(page);
    this.keys = new KeyboardPage(page);
    this.grid = new GridPage(page);
    this.palette = new PalettePage(page);
    this.confirm = new ConfirmPage(page);
  }

  get route(): string {
    return this.nav.route;
  }

  /** Opens the screen by its address, as a bookmark would. */
  async open(): Promise<void> {
    await this.shell.open(this.route);
    await this.shell.expectRoute(this.route);
  }

  /** Opens where the signed-in user starts (home, or a role's landing) and waits for the shell. */
  async openStart(from = '/'): Promise<void> {
    await this.shell.open(from);
    await this.shell.expectRoute(from);
    await expect(this.shell.userMenuButton).toBeVisible();
  }

  /** From the start screen, the screen's `g` key sequence. */
  async openByKeys(from = '/'): Promise<void> {
    if (!this.nav.keys) throw new Error(`${this.route} has no key sequence`);
    await this.openStart(from);
    await this.keys.sequence(this.nav.keys);
    await this.shell.expectRoute(this.route);
  }

  /** From the start screen, the screen's entry in the palette (searched without accents). */
  async openFromPalette(from = '/'): Promise<void> {
    await this.openStart(from);
    await this.jumpFromPalette();
  }

  /** The palette jump to this screen from wherever the user is. */
  async jumpFromPalette(): Promise<void> {
    if (!this.nav.palette) throw new Error(`${this.route} has no palette entry`);
    await this.palette.run(...this.nav.palette);
    await this.shell.expectRoute(this.route);
  }

  /**
   * From the start screen by keys, the grid filtered to the text until it lists this many rows,
   * then Enter: the focus in the grid's first row.
   */
  async openGridOn(text: string, rows: number): Promise<void> {
    await this.openByKeys();
    // The grid's keys (/ for the quick filter) are live once it shows rows.
    await this.grid.waitForRows();
    await this.grid.filterTo(text, rows);
    await this.keys.press('Enter');
    await this.grid.expectFocusInGrid();
  }

  /** "Új" through the palette (an empty grid keeps the focus in the quick filter, where n types). */
  async newFromPalette(): Promise<void> {
    await this.palette.run('uj', /^Új/);
  }
}
