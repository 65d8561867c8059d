import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './support/fixtures.ts';

/** Every screen of the side menu (issue 35: axe reports 0 critical and 0 serious on each). */
const SCREENS = [
  '/',
  '/orders',
  '/freights',
  '/pickups',
  '/offers',
  '/freight-organizer',
  '/freight-bills',
  '/capacity-estimate',
  '/timeslots',
  '/map',
  '/route-planner',
  '/freight-statistics',
  '/order-statistics',
  '/basic-settings',
  '/module-settings',
  '/products',
  '/sites',
  '/vehicles',
  '/transporters',
  '/calendar-settings',
  '/freight-fees',
  '/fleet',
  '/events',
  '/userlist',
  '/rules-playground',
] as const;

test.describe('accessibility (axe-core)', () => {
  test.describe.configure({ timeout: 600_000 });
  test.use({ role: 'admin' });

  test('no critical or serious axe violation on any screen', async ({ page, shell }) => {
    const found: string[] = [];
    for (const route of SCREENS) {
      await shell.open(route);
      await expect(page.locator('main h1').first()).toBeVisible();
      // The screen's data, not its loading line: the first answer has come.
      await expect(page.locator('.loading-line')).toHaveCount(0);
      const { violations } = await new AxeBuilder({ page }).analyze();
      for (const v of violations)
        if (v.impact === 'critical' || v.impact === 'serious')
          found.push(`${route}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
    expect(found).toEqual([]);
  });
});
