import type { Page } from '@playwright/test';
import { DialogPage } from '../pages/DialogPage.ts';
import { type ScreenNav, ScreenPage } from './ScreenPage.ts';

/** A master-data screen: its grid and its record dialog (some have a second one, e.g. factories). */
export class MasterDataScreen extends ScreenPage {
  readonly dialog: DialogPage;

  constructor(page: Page, nav: ScreenNav, dialogTestId: string) {
    super(page, nav);
    this.dialog = new DialogPage(page, dialogTestId);
  }
}

export const vehiclesScreen = (page: Page) =>
  new MasterDataScreen(page, { route: '/vehicles', palette: ['jarmuvek', 'Járművek'] }, 'vehicle-dialog');

export const transportersScreen = (page: Page) =>
  new MasterDataScreen(
    page,
    { route: '/transporters', palette: ['fuvarozok', 'Fuvarozók'] },
    'transporter-dialog',
  );

export const fleetScreen = (page: Page) =>
  new MasterDataScreen(page, { route: '/fleet', palette: ['flotta', 'Flotta'] }, 'fleet-dialog');

export const calendarScreen = (page: Page) =>
  new MasterDataScreen(page, { route: '/calendar-settings' }, 'calendar-dialog');

/** /sites: depots, and with t the factories. */
export class SitesScreen extends MasterDataScreen {
  readonly factoryDialog: DialogPage;

  constructor(page: Page) {
    super(page, { route: '/sites', keys: 'g d' }, 'depot-dialog');
    this.factoryDialog = new DialogPage(page, 'factory-dialog');
  }
}
