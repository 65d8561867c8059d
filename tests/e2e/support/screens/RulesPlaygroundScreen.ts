import type { Locator, Page } from '@playwright/test';
import { ScreenPage } from './ScreenPage.ts';

/** /rules-playground (superadmin): evaluate a sample, explain a message, run golden cases. */
export class RulesPlaygroundScreen extends ScreenPage {
  readonly values: Locator;
  readonly messages: Locator;
  readonly why: Locator;
  readonly resultJson: Locator;

  constructor(page: Page) {
    super(page, { route: '/rules-playground' });
    this.values = page.getByTestId('rp-values');
    this.messages = page.getByTestId('rp-messages');
    this.why = page.getByTestId('why-view');
    this.resultJson = page.getByTestId('rp-result-json');
  }

  byTestId(id: 'rp-where' | 'rp-run' | 'rp-mode' | 'rp-cases' | 'rp-cases-result'): Locator {
    return this.page.getByTestId(id);
  }
}
