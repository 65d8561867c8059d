import type { Locator, Page } from '@playwright/test';
import { DialogPage } from '../pages/DialogPage.ts';
import { ScreenPage } from './ScreenPage.ts';

/** /events: the event log, its filters and the details of one event. */
export class EventsScreen extends ScreenPage {
  readonly details: DialogPage;
  readonly from: Locator;
  readonly entity: Locator;

  constructor(page: Page) {
    super(page, { route: '/events', keys: 'g e', palette: ['esemenynaplo', 'Eseménynapló'] });
    this.details = new DialogPage(page, 'event-details');
    this.from = page.getByLabel('Időszak: kezdete');
    this.entity = page.getByTestId('event-filters').getByLabel('Entitás');
  }
}
