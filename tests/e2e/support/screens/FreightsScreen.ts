import { expect, type Locator, type Page } from '@playwright/test';
import { DialogPage } from '../pages/DialogPage.ts';
import { ScreenPage } from './ScreenPage.ts';

/** /freights: the freights grid, its `?freightId=` chip and a freight's details panel. */
export class FreightsScreen extends ScreenPage {
  readonly details: DialogPage;
  readonly idsChip: Locator;
  /** The panel's title ("1234. fuvar"); its sections have headings of their own. */
  readonly detailsTitle: Locator;

  constructor(page: Page) {
    super(page, { route: '/freights', keys: 'g f', palette: ['fuvarok', 'Fuvarok'] });
    this.details = new DialogPage(page, 'freight-details');
    this.idsChip = page.getByTestId('freights-ids-chip');
    this.detailsTitle = this.details.root.getByRole('heading', { level: 2 });
  }

  /**
   * The details panel of this freight, loaded: its title (known from the number at once) and its
   * events (after the details' answer, by when the panel has its keys: F2, Alt+R… pressed between the
   * two did nothing in CI runs).
   */
  async expectDetailsOf(id: string, options?: { timeout?: number }): Promise<void> {
    await expect(this.detailsTitle).toHaveText(`${id}. fuvar`, options);
    await expect(this.details.root.getByRole('heading', { name: 'Események', level: 3 })).toBeVisible(
      options,
    );
  }
}
