import { type BrowserContext, test as base, type Page } from '@playwright/test';
import type { Role } from '../../../src/core/permissions/index.ts';
import type { AuthResult } from '../../../src/core/users/users.schemas.ts';
import { ApiClient } from './api.ts';
import { BottomBarPage } from './pages/BottomBarPage.ts';
import { ConfirmPage } from './pages/DialogPage.ts';
import { GridPage } from './pages/GridPage.ts';
import { KeyboardPage } from './pages/KeyboardPage.ts';
import { PalettePage } from './pages/PalettePage.ts';
import { AUTH_STORAGE_KEY, ShellPage } from './pages/ShellPage.ts';
import { DemoScreen } from './screens/DemoScreen.ts';
import { EventsScreen } from './screens/EventsScreen.ts';
import { FeesScreen } from './screens/FeesScreen.ts';
import { FreightBillsScreen } from './screens/FreightBillsScreen.ts';
import { FreightsScreen } from './screens/FreightsScreen.ts';
import {
  calendarScreen,
  fleetScreen,
  type MasterDataScreen,
  SitesScreen,
  transportersScreen,
  vehiclesScreen,
} from './screens/MasterDataScreen.ts';
import { OffersScreen } from './screens/OffersScreen.ts';
import { OrderImportScreen, OrdersScreen } from './screens/OrdersScreen.ts';
import { ProductsScreen } from './screens/ProductsScreen.ts';
import { RoutePlannerScreen } from './screens/RoutePlannerScreen.ts';
import { RulesPlaygroundScreen } from './screens/RulesPlaygroundScreen.ts';
import { BasicSettingsScreen, ModuleSettingsScreen } from './screens/SettingsScreen.ts';
import { UsersScreen } from './screens/UsersScreen.ts';
import { Sessions } from './sessions.ts';

export { expect } from '@playwright/test';

export interface E2eOptions {
  /** The signed-in role of the test's browser (`test.use({ role: 'admin' })`); null: signed out. */
  role: Role | null;
}

export interface E2eFixtures {
  /** A new sign-in of a role's worker user (for tests that put a changed one into the browser). */
  authFor: (role: Role) => Promise<AuthResult>;
  /** An API client signed in as the test's role (admin when the browser is signed out). */
  api: ApiClient;
  /** An API client signed in as another role. */
  apiAs: (role: Role) => Promise<ApiClient>;
  /** The user name the browser is signed in with (the test's role's worker user). */
  username: string;
  /** Five upper-case letters or digits, unique per test in a run: names of the data a test seeds. */
  tag: string;
  shell: ShellPage;
  bottomBar: BottomBarPage;
  keys: KeyboardPage;
  grid: GridPage;
  palette: PalettePage;
  confirm: ConfirmPage;
  orders: OrdersScreen;
  orderImport: OrderImportScreen;
  users: UsersScreen;
  products: ProductsScreen;
  vehicles: MasterDataScreen;
  transporters: MasterDataScreen;
  fleet: MasterDataScreen;
  sites: SitesScreen;
  calendar: MasterDataScreen;
  fees: FeesScreen;
  events: EventsScreen;
  freights: FreightsScreen;
  freightBills: FreightBillsScreen;
  basicSettings: BasicSettingsScreen;
  moduleSettings: ModuleSettingsScreen;
  routePlanner: RoutePlannerScreen;
  rulesPlayground: RulesPlaygroundScreen;
  demo: DemoScreen;
  offers: OffersScreen;
}

interface WorkerFixtures {
  sessions: Sessions;
}

/** The token the browser's pages hold (its stored sign-in), null when signed out. */
export async function heldToken(context: BrowserContext): Promise<string | null> {
  const state = await context.storageState();
  const entry = state.origins.flatMap((o) => o.localStorage).find((e) => e.name === AUTH_STORAGE_KEY);
  return entry ? ((JSON.parse(entry.value) as { token?: string }).token ?? null) : null;
}

let tagCounter = 0;

/** The e2e `test`: signed-in roles with a storage state each, a seeding API client, page objects. */
export const test = base.extend<E2eOptions & E2eFixtures, WorkerFixtures>({
  role: [null, { option: true }],

  sessions: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const request = await playwright.request.newContext();
      await use(new Sessions(request, baseURL, workerInfo.workerIndex));
      await request.dispose();
    },
    { scope: 'worker' },
  ],

  // The role's sign-in as the browser's storage state: a session of the browser's own (a sign-out
  // revokes it, a refresh rotates it), set only at the start, so a sign-out stays signed out. The
  // next test of the worker gets it again when this one leaves it as it was (Sessions.handOver).
  storageState: async ({ role, sessions, baseURL, storageState }, use, testInfo) => {
    if (!role) return use(storageState);
    const auth = await sessions.browser(role, testInfo.file);
    const origin = new URL(baseURL ?? 'http://127.0.0.1:8097/').origin;
    await use({
      cookies: [],
      origins: [{ origin, localStorage: [{ name: AUTH_STORAGE_KEY, value: JSON.stringify(auth) }] }],
    });
  },

  // Before the browser closes: the token its pages hold at the end, for Sessions.handOver. Meanwhile
  // every page of the test is watched: an uncaught error, an error the app logs or an AG Grid warning
  // fails the test, though what the user sees may look right (a save on a grid already gone).
  context: async ({ context, role, sessions }, use, testInfo) => {
    const problems: string[] = [];
    const where = (page: Page | null) => (page ? new URL(page.url()).pathname : '?');
    // AG Grid's warnings carry no stack: each gets the call's own, so a failure names the app's caller.
    await context.addInitScript(() => {
      for (const level of ['warn', 'error'] as const) {
        const log = console[level].bind(console);
        console[level] = (...args: unknown[]) => {
          if (typeof args[0] === 'string' && args[0].startsWith('AG Grid:')) {
            const limit = Error.stackTraceLimit;
            Error.stackTraceLimit = 40;
            args.push(`\n${new Error('called from').stack}`);
            Error.stackTraceLimit = limit;
          }
          log(...args);
        };
      }
    });
    context.on('weberror', (e) => problems.push(`uncaught on ${where(e.page())}: ${e.error().message}`));
    context.on('console', (m) => {
      const text = m.text();
      // An error the app logs (React's report of a screen that failed to render among them); a refused
      // request (a 4xx the test provoked) is the network's line, not the app's.
      const appError = m.type() === 'error' && !text.startsWith('Failed to load resource');
      if (appError || text.startsWith('AG Grid:'))
        problems.push(`${m.type()} on ${where(m.page())}: ${text}`);
    });
    await use(context);
    if (role) {
      const held = await heldToken(context).catch(() => null);
      await sessions.handOver(role, testInfo.file, held, testInfo.status === testInfo.expectedStatus);
    }
    if (problems.length > 0 && testInfo.status === testInfo.expectedStatus)
      throw new Error(`the page reported what a user cannot see:\n${problems.join('\n')}`);
  },

  authFor: async ({ sessions }, use, testInfo) => use((role) => sessions.fresh(role, testInfo.file)),
  apiAs: async ({ sessions, request, baseURL }, use, testInfo) =>
    use(async (role) => new ApiClient(request, baseURL, await sessions.auth(role, testInfo.file))),
  api: async ({ apiAs, role }, use) => use(await apiAs(role ?? 'admin')),
  username: async ({ sessions, role }, use, testInfo) =>
    use(sessions.username(role ?? 'admin', testInfo.file)),
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  tag: async ({}, use, testInfo) => {
    tagCounter += 1;
    const stamp = (Date.now() + tagCounter).toString(36).slice(-4);
    await use(`${stamp}${(testInfo.workerIndex % 36).toString(36)}`.toUpperCase());
  },

  shell: async ({ page }, use) => use(new ShellPage(page)),
  bottomBar: async ({ page }, use) => use(new BottomBarPage(page)),
  keys: async ({ page }, use) => use(new KeyboardPage(page)),
  grid: async ({ page }, use) => use(new GridPage(page)),
  palette: async ({ page }, use) => use(new PalettePage(page)),
  confirm: async ({ page }, use) => use(new ConfirmPage(page)),
  orders: async ({ page }, use) => use(new OrdersScreen(page)),
  orderImport: async ({ page }, use) => use(new OrderImportScreen(page)),
  users: async ({ page }, use) => use(new UsersScreen(page)),
  products: async ({ page }, use) => use(new ProductsScreen(page)),
  vehicles: async ({ page }, use) => use(vehiclesScreen(page)),
  transporters: async ({ page }, use) => use(transportersScreen(page)),
  fleet: async ({ page }, use) => use(fleetScreen(page)),
  sites: async ({ page }, use) => use(new SitesScreen(page)),
  calendar: async ({ page }, use) => use(calendarScreen(page)),
  fees: async ({ page }, use) => use(new FeesScreen(page)),
  events: async ({ page }, use) => use(new EventsScreen(page)),
  freights: async ({ page }, use) => use(new FreightsScreen(page)),
  freightBills: async ({ page }, use) => use(new FreightBillsScreen(page)),
  basicSettings: async ({ page }, use) => use(new BasicSettingsScreen(page)),
  moduleSettings: async ({ page }, use) => use(new ModuleSettingsScreen(page)),
  routePlanner: async ({ page }, use) => use(new RoutePlannerScreen(page)),
  rulesPlayground: async ({ page }, use) => use(new RulesPlaygroundScreen(page)),
  demo: async ({ page }, use) => use(new DemoScreen(page)),
  offers: async ({ page }, use) => use(new OffersScreen(page)),
});
