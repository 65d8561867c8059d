import { expect, type Locator, type Page } from '@playwright/test';
import type { AuthResult } from '../../../src/core/users/users.schemas.ts';
import { DEMO_PASSWORD } from './demoUsers.ts';

const BASE = '/logistics';

/** Page object of the shell: sign-in, menus, user menu, alert popup; driven by the keyboard. */
export class ShellPage {
  readonly alert: Locator;
  readonly userMenuButton: Locator;
  readonly sideMenu: Locator;
  readonly menuLinks: Locator;
  readonly homeTiles: Locator;

  constructor(readonly page: Page) {
    this.alert = page.getByRole('alertdialog');
    this.userMenuButton = page.getByTestId('user-menu-button');
    this.sideMenu = page.getByRole('navigation', { name: 'Főmenü' });
    this.menuLinks = this.sideMenu.getByTestId('menu-link');
    this.homeTiles = page.getByTestId('home-tile');
  }

  /** Opens an app route (relative to the base path), e.g. `orders`. */
  async open(route: string): Promise<void> {
    await this.page.goto(route.replace(/^\//, ''));
  }

  /** Waits until the browser shows this app route ('/' is the base path itself). */
  async expectRoute(route: string): Promise<void> {
    const pathname = route === '/' ? `${BASE}/` : `${BASE}${route}`;
    await expect.poll(() => new URL(this.page.url()).pathname).toBe(pathname);
  }

  /** Presses Tab until `target` has focus (fails after `max` presses). */
  async tabTo(target: Locator, max = 40): Promise<void> {
    for (let i = 0; i < max; i++) {
      if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
      await this.page.keyboard.press('Tab');
    }
    await expect(target).toBeFocused();
  }

  /** Signs in as a user by keyboard: the user name field has focus, Tab to the password, Enter. */
  async signInByKeyboard(username: string, password = DEMO_PASSWORD): Promise<void> {
    await this.open('login');
    const usernameField = this.page.getByLabel('Felhasználónév');
    await expect(usernameField).toBeFocused();
    await this.page.keyboard.type(username);
    await this.page.keyboard.press('Tab');
    await expect(this.page.getByLabel('Jelszó')).toBeFocused();
    await this.page.keyboard.type(password);
    await this.page.keyboard.press('Enter');
  }

  /** Puts a sign-in obtained through the API into the browser's storage before the app starts. */
  async useSession(auth: AuthResult): Promise<void> {
    await this.page.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem('e2e-seeded')) {
          localStorage.setItem(key, value);
          sessionStorage.setItem('e2e-seeded', '1');
        }
      },
      [`${BASE}/:auth`, JSON.stringify(auth)] as const,
    );
  }

  /** Signs out through the user menu by keyboard: focus the button, Enter, "Kilépés" has focus, Enter. */
  async signOutByKeyboard(): Promise<void> {
    await this.tabTo(this.userMenuButton);
    await this.page.keyboard.press('Enter');
    const logout = this.page.getByRole('menuitem', { name: 'Kilépés' });
    await expect(logout).toBeFocused();
    await this.page.keyboard.press('Enter');
  }

  /** `data-path` of every side-menu link, in menu order. */
  async menuPaths(): Promise<string[]> {
    return this.menuLinks.evaluateAll((els) => els.map((e) => e.getAttribute('data-path') ?? ''));
  }

  async tilePaths(): Promise<string[]> {
    return this.homeTiles.evaluateAll((els) => els.map((e) => e.getAttribute('data-path') ?? ''));
  }
}
