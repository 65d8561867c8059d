import type { Locator, Page } from '@playwright/test';

/** The bottom bar: planning indicator, cancel, auto-processing switch, the result card, the capacity warning. */
export class BottomBarPage {
  readonly processing: Locator;
  readonly cancel: Locator;
  readonly autoProcessing: Locator;
  readonly resultCard: Locator;
  readonly resultFreights: Locator;
  readonly filterButton: Locator;
  /** The capacity warning ("Kapacitáshiány: N nap") and the list of short days it opens. */
  readonly capacityShortage: Locator;
  readonly capacityShortages: Locator;

  constructor(readonly page: Page) {
    this.processing = page.getByTestId('processing-indicator');
    this.cancel = page.getByTestId('processing-cancel');
    this.autoProcessing = page.getByTestId('auto-processing').getByRole('checkbox');
    this.resultCard = page.getByTestId('result-card');
    this.resultFreights = page.getByTestId('result-freights');
    this.filterButton = this.resultCard.getByRole('button', { name: 'Szűrés' });
    this.capacityShortage = page.getByTestId('capacity-shortage');
    this.capacityShortages = page.getByTestId('capacity-shortages');
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
