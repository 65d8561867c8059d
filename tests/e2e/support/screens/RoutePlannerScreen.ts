import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { ScreenPage } from './ScreenPage.ts';

/** /route-planner: address search, waypoint list, map and the route's figures. */
export class RoutePlannerScreen extends ScreenPage {
  readonly search: Locator;
  readonly options: Locator;
  readonly waypoints: Locator;
  readonly result: Locator;
  readonly map: Locator;

  constructor(page: Page) {
    super(page, { route: '/route-planner', palette: ['utvonal', 'Útvonaltervező'] });
    this.search = page.getByRole('combobox', { name: 'Cím keresése' });
    this.options = page.getByRole('listbox').getByRole('option');
    this.waypoints = page.getByTestId('waypoint');
    this.result = page.getByTestId('route-result');
    this.map = page.getByTestId('route-map');
  }

  /** A figure of the result: distance, duration, toll or co2. */
  figure(name: 'distance' | 'duration' | 'toll' | 'co2'): Locator {
    return this.page.getByTestId(`rp-${name}`);
  }

  /** Types an address into the focused search, waits for the suggestion, Enter picks it. */
  async addWaypoint(text: string, expected: string): Promise<void> {
    await this.page.keyboard.type(text);
    await expect(this.options.first()).toContainText(expected);
    await this.page.keyboard.press('Enter');
  }
}
