import type { Locator, Page } from '@playwright/test';
import { ScreenPage } from './ScreenPage.ts';

/** The texts the settings screens answer with (shell.md). */
export const SETTINGS_TEXT = {
  saved: 'A módosítás sikeresen megtörtént.',
  leaveExternalIds: 'Mentetlen külső azonosító módosítások! Biztosan el szeretne navigálni az oldalról?',
} as const;

/** /basic-settings: base configuration, external id names, the superadmin part. */
export class BasicSettingsScreen extends ScreenPage {
  readonly message: Locator;
  readonly interval: Locator;
  /** The general settings' form: it has the focus on arrival (no field does). */
  readonly form: Locator;
  readonly superadminPart: Locator;

  constructor(page: Page) {
    super(page, {
      route: '/basic-settings',
      keys: 'g w',
      palette: ['altalanos beall', 'Általános beállítások'],
    });
    this.message = page.getByTestId('settings-message');
    this.interval = page.getByLabel('Szállítási intervallum (nap)');
    this.form = page.getByTestId('basic-settings').locator('.settings-panel').first();
    this.superadminPart = page.getByTestId('superadmin-settings');
  }

  /** The external id names table of an entity (order, pickup, cargo…). */
  externalIds(entity: string): Locator {
    return this.page.getByTestId(`external-ids-${entity}`);
  }

  entityTab(entity: string): Locator {
    return this.page.getByTestId(`entity-${entity}`);
  }
}

/** /module-settings: modules on and off, their JSON configuration. */
export class ModuleSettingsScreen extends ScreenPage {
  readonly message: Locator;

  constructor(page: Page) {
    super(page, { route: '/module-settings', keys: 'g x' });
    this.message = page.getByTestId('settings-message');
  }

  active(module: string): Locator {
    return this.page.getByTestId(`module-active-${module}`);
  }
}
