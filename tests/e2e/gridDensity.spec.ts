import { expect, test } from './support/fixtures.ts';

const SHOTS = 'test-results/screenshots';

test.describe('grid density at 1600×900', () => {
  test.use({ role: 'admin', viewport: { width: 1600, height: 900 } });

  test('probe', async ({ page, orders }) => {
    await orders.openByKeys();
    await orders.grid.waitForRows();
    await page.screenshot({ path: `${SHOTS}/density-orders.png` });
  });
});
