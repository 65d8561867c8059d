import type { Page } from '@playwright/test';
import type { Role } from '../../src/core/permissions/index.ts';
import { axeFindings as findings, injectAxe } from './support/axe.ts';
import { DEMO_USERS } from './support/demoUsers.ts';
import { expect, test } from './support/fixtures.ts';
import type { ShellPage } from './support/pages/ShellPage.ts';

/** Screens whose fixes (contrast, headings, grid header names) are looked at in a screenshot. */
const SHOTS = new Set(['/basic-settings', '/freights']);

/** The screen on show has its data, not its loading line or the grid's loading overlay. */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('main#main h1').first()).toBeVisible();
  await expect(page.locator('.loading-line')).toHaveCount(0);
  await expect(page.locator('.ag-overlay-loading-wrapper')).toHaveCount(0);
}

/**
 * Every screen a role reaches from its side menu (or its landing screen, where it has no menu), in one
 * signed-in page: the first screen is loaded, axe injected once, the others reached by the menu links
 * (client-side, as a user goes), each checked once its data is there.
 */
async function auditRole(page: Page, shell: ShellPage, landing: string): Promise<string[]> {
  await shell.open(landing);
  await settled(page);
  await injectAxe(page);
  const found = await findings(page, landing);
  // Home lists the role's screens as tiles; elsewhere the side menu does (the gate has neither).
  const paths = landing === '/' ? await shell.tilePaths() : await shell.menuPaths();
  for (const path of paths.filter((p) => p !== landing)) {
    // Off home the side menu takes the user on; from home its tile.
    const onHome = new URL(page.url()).pathname.endsWith('/logistics/');
    await (onHome
      ? shell.homeTiles.and(page.locator(`[data-path="${path}"]`))
      : shell.menuLink(path)
    ).click();
    await shell.expectRoute(path);
    await settled(page);
    found.push(...(await findings(page, path)));
    if (SHOTS.has(path)) await page.screenshot({ path: `test-results/axe${path.replaceAll('/', '-')}.png` });
  }
  return found;
}

test.describe('accessibility (axe-core): 0 critical and 0 serious on every screen of every role', () => {
  // Up to 25 screens in one test: about a minute on a quiet machine, several on a loaded one.
  // The roles are independent (each its own signed-in page): they share the suite's workers.
  test.describe.configure({ timeout: 600_000, mode: 'parallel' });
  for (const { role, landing } of DEMO_USERS) {
    test.describe(role, () => {
      test.use({ role: role as Role });
      test(`every screen of ${role}`, async ({ page, shell }) => {
        const found = await auditRole(page, shell, landing);
        expect(found).toEqual([]);
      });
    });
  }
});
