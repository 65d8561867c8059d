import type { Page } from '@playwright/test';
import { DialogPage } from '../pages/DialogPage.ts';
import { ScreenPage } from './ScreenPage.ts';

/** /offers: the offers grid and one offer's details (Enter). */
export class OffersScreen extends ScreenPage {
  readonly details: DialogPage;

  constructor(page: Page) {
    super(page, { route: '/offers', keys: 'g y', palette: ['ajanlatok', 'Ajánlatok'] });
    this.details = new DialogPage(page, 'offer-details');
  }
}
