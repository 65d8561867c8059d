import type { Locator, Page } from '@playwright/test';
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
}
