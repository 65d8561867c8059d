import { expect, test } from './support/fixtures.ts';

// The e2e server stores one freight of the demo factory TVS with two stops (support/e2eServer.ts).
const WAYPOINT_FREIGHT = { size: 10, q: 'wpt-1' };

test.describe('freight waypoints by keyboard', () => {
  test.use({ role: 'logistics_manager' });

  test('Alt+W opens the stops from the details panel; Alt+↓ moves one, the figures follow, Ctrl+S saves', async ({
    page,
    api,
    keys,
    palette,
    freights,
  }) => {
    const [stored] = (await api.freights(WAYPOINT_FREIGHT)).result;
    expect(stored?.waypointCount).toBe(2);
    const id = stored?.freightId ?? '';
    await freights.openStart();
    await palette.run(`fuvar ${id}`, id);
    // The first details load of a fresh server on a busy machine may take a while: wait for it.
    await freights.expectDetailsOf(id, { timeout: 60_000 });
    const panelStops = freights.details.root.getByTestId('freight-waypoints').locator('li');
    await expect(panelStops).toHaveCount(2);
    const before = (await panelStops.allTextContents()).map((t) => t.split(' (')[0]?.trim());

    await keys.press('Alt+w');
    const dialog = page.getByTestId('freight-waypoints-dialog');
    await expect(dialog.getByRole('heading', { name: `${id}. fuvar lerakóhelyei` })).toBeVisible();
    const list = dialog.getByTestId('freight-waypoint-list');
    // The list has the keyboard, no field does: the first stop is chosen.
    await expect(list).toBeFocused();
    const options = list.getByRole('option');
    await expect(options).toHaveCount(2);
    await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
    const figures = dialog.getByTestId('freight-waypoint-figures');
    const storedKm = await figures.locator('dd').first().textContent();

    await keys.press('Alt+ArrowDown');
    await expect(options.nth(1)).toContainText(before[0] ?? '');
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
    // The recomputed distance arrives from the server once the list rests.
    await expect(figures.locator('dd').first()).toHaveText(/km$/);
    await expect(figures.locator('dd').first()).not.toHaveText(storedKm ?? '');
    await page.screenshot({ path: 'test-results/freight-waypoints-dialog.png' });

    await keys.press('ControlOrMeta+s');
    await expect(dialog).toHaveCount(0);
    await expect(freights.details.root).toBeVisible();
    await expect(panelStops.first()).toContainText(before[1] ?? '');
    await expect(panelStops.nth(1)).toContainText(before[0] ?? '');
    const [saved] = (await api.freights(WAYPOINT_FREIGHT)).result;
    expect(saved?.__v).toBe((stored?.__v ?? 0) + 1);
  });
});
