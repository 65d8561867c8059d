import { expect, type Locator, type Page } from '@playwright/test';
import type { AuthResult } from '../../../../src/core/users/users.schemas.ts';
import { DEMO_PASSWORD } from '../demoUsers.ts';
import { KeyboardPage } from './KeyboardPage.ts';

const BASE = '/logistics';

/** The browser's key of the stored sign-in (src/web/shell/authStorage.ts). */
export const AUTH_STORAGE_KEY = `${BASE}/:auth`;

/** Page object of the shell: sign-in, side menu, home tiles, top bar, bottom bar, alerts, help overlay. */
export class ShellPage {
  readonly keys: KeyboardPage;
  readonly alert: Locator;
  readonly userMenuButton: Locator;
  readonly sideMenu: Locator;
  readonly menuLinks: Locator;
  readonly homeTiles: Locator;
  readonly screen: Locator;
  readonly heading: Locator;
  readonly help: Locator;
  readonly processingIndicator: Locator;
  readonly usernameField: Locator;
  readonly passwordField: Locator;

  constructor(readonly page: Page) {
    this.keys = new KeyboardPage(page);
    this.alert = page.getByRole('alertdialog');
    this.userMenuButton = page.getByTestId('user-menu-button');
    this.sideMenu = page.getByRole('navigation', { name: 'Főmenü' });
    this.menuLinks = this.sideMenu.getByTestId('menu-link');
    this.homeTiles = page.getByTestId('home-tile');
    // The screen on display: every screen is a section.screen inside the shell's main area.
    this.screen = page.locator('main#main .screen').first();
    this.heading = page.getByRole('heading', { level: 1 });
    this.help = page.getByTestId('help-overlay');
    this.processingIndicator = page.getByTestId('processing-indicator');
    this.usernameField = page.getByLabel('Felhasználónév');
    this.passwordField = page.getByLabel('Jelszó');
  }

  /** Opens an app route (relative to the base path), e.g. `orders`. */
  async open(route: string): Promise<void> {
    await this.page.goto(route.replace(/^\//, ''));
  }

  /** Opens home as the signed-in user and waits until its tiles (and so its keys) are there. */
  async openHome(): Promise<void> {
    await this.open('/');
    await this.expectRoute('/');
    await expect(this.homeTiles.first()).toBeVisible();
  }

  /** Waits until the browser shows this app route ('/' is the base path itself). */
  async expectRoute(route: string): Promise<void> {
    const pathname = route === '/' ? `${BASE}/` : `${BASE}${route}`;
    await expect.poll(() => new URL(this.page.url()).pathname).toBe(pathname);
  }

  /** Signs in as a user by keyboard: the user name field has focus, Tab to the password, Enter. */
  async signInByKeyboard(username: string, password = DEMO_PASSWORD): Promise<void> {
    await this.open('login');
    await expect(this.usernameField).toBeFocused();
    await this.page.keyboard.type(username);
    await this.page.keyboard.press('Tab');
    await expect(this.passwordField).toBeFocused();
    await this.page.keyboard.type(password);
    await this.page.keyboard.press('Enter');
  }

  /** Puts a sign-in into the browser's storage before the app starts (once per tab). */
  async useSession(auth: AuthResult): Promise<void> {
    await this.page.addInitScript(
      ([key, value]) => {
        if (!sessionStorage.getItem('e2e-seeded')) {
          localStorage.setItem(key, value);
          sessionStorage.setItem('e2e-seeded', '1');
        }
      },
      [AUTH_STORAGE_KEY, JSON.stringify(auth)] as const,
    );
  }

  /** The sign-in the browser has stored, or null. */
  async storedAuth(): Promise<{ token: string; expiresAt: number } | null> {
    const raw = await this.page.evaluate((key) => localStorage.getItem(key), AUTH_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as { token: string; expiresAt: number }) : null;
  }

  /** Opens the user menu by keyboard: focus the button, Enter; "Kilépés" has focus. */
  async openUserMenu(): Promise<Locator> {
    // From a grid the way round passes the rest of the row's cells, then the page: allow for wide grids.
    await this.keys.tabTo(this.userMenuButton, 200);
    await this.page.keyboard.press('Enter');
    const logout = this.page.getByRole('menuitem', { name: 'Kilépés' });
    await expect(logout).toBeFocused();
    return logout;
  }

  /** Signs out through the user menu by keyboard (from a grid, Tab walks to the row's end and leaves it). */
  async signOutByKeyboard(): Promise<void> {
    await this.openUserMenu();
    await this.page.keyboard.press('Enter');
  }

  /** `data-path` of every side-menu link, in menu order. */
  async menuPaths(): Promise<string[]> {
    return this.menuLinks.evaluateAll((els) => els.map((e) => e.getAttribute('data-path') ?? ''));
  }

  /** The side-menu link of a route. */
  menuLink(path: string): Locator {
    return this.sideMenu.locator(`[data-path="${path}"]`);
  }

  async tilePaths(): Promise<string[]> {
    return this.homeTiles.evaluateAll((els) => els.map((e) => e.getAttribute('data-path') ?? ''));
  }
}
