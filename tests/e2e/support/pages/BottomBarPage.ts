import type { Locator, Page } from '@playwright/test';

/** The bottom bar: planning indicator, cancel, auto-processing switch, and the result card. */
export class BottomBarPage {
  readonly processing: Locator;
  readonly cancel: Locator;
  readonly autoProcessing: Locator;
  readonly resultCard: Locator;
  readonly resultFreights: Locator;
  readonly filterButton: Locator;

  constructor(readonly page: Page) {
    this.processing = page.getByTestId('processing-indicator');
    this.cancel = page.getByTestId('processing-cancel');
    this.autoProcessing = page.getByTestId('auto-processing').getByRole('checkbox');
    this.resultCard = page.getByTestId('result-card');
    this.resultFreights = page.getByTestId('result-freights');
    this.filterButton = this.resultCard.getByRole('button', { name: 'Szűrés' });
  }

  /** The freight ids the result card lists ("Létrehozott fuvarok: 1001, 1002"). */
  async freightIds(): Promise<string[]> {
    const text = (await this.resultFreights.textContent()) ?? '';
    return text
      .replace(/^[^:]*:\s*/, '')
      .split(/,\s*/)
      .filter(Boolean);
  }
}
