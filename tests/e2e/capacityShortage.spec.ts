import { expect, test } from './support/fixtures.ts';

// Capacity vs demand (issue 19): the seeded freights of the coming week need trucks (T24L) that no
// transporter has estimated yet, so the bottom bar warns; an estimate that covers a day clears it.
test.describe('capacity vs demand in the bottom bar', () => {
  test.use({ role: 'logistics_manager' });

  test('the bottom bar warns of a short day; g Shift+C lists it by keyboard; an estimate that covers it clears it', async ({
    page,
    api,
    tag,
    keys,
    bottomBar,
    freights,
    palette,
  }) => {
    const before = await api.capacityShortages();
    expect(before.shortages.length).toBeGreaterThan(0);
    const short = before.shortages[0]!;
    const row = bottomBar.capacityShortages.locator(
      `tr[data-date="${short.date}"][data-truck-type="${short.truckType}"]`,
    );

    const { grid } = freights;
    await freights.openByKeys();
    await grid.waitForRows();
    await expect(bottomBar.capacityShortage).toContainText(/^Kapacitáshiány: \d+ nap$/);
    // The quick filter's Enter puts the focus on the first row.
    await grid.filterTo('E2E', 5);
    await keys.press('Enter');
    await expect.poll(() => grid.focusedCell()).toMatchObject({ row: '0' });
    const cell = await grid.focusedCell();

    // g Shift+C: the list of short days and truck types; the title has the focus, no field.
    await keys.sequence('g Shift+C');
    await expect(bottomBar.capacityShortages).toBeVisible();
    await expect(bottomBar.capacityShortages.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(row).toBeVisible();
    await expect(row.locator('td').nth(4)).toHaveText(String(short.missing));
    await page.screenshot({ path: 'test-results/capacity-shortages.png' });
    // Esc: closed, the focus back in the grid where it was.
    await keys.press('Escape');
    await expect(bottomBar.capacityShortages).toHaveCount(0);
    await grid.expectFocusInGrid();
    expect(await grid.focusedCell()).toEqual(cell);

    // A transporter of this test estimates enough trucks of that type for the day.
    const transporter = await api.createTransporter(`Kapacitás ${tag} Kft.`, `KP${tag}`);
    await api.createCapacityEstimate(transporter.id, short.date, [
      { truckType: short.truckType, quantity: short.needed + 50 },
    ]);
    // The bar reads again on navigation; the palette opens the list too.
    await keys.sequence('g c');
    await palette.run('kapacitáshiány', 'Kapacitáshiány megjelenítése');
    await expect(bottomBar.capacityShortages).toBeVisible();
    await expect(bottomBar.capacityShortages.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(bottomBar.capacityShortages.locator('.loading-line')).toHaveCount(0);
    await expect(row).toHaveCount(0);
    await keys.press('Escape');
    await expect(bottomBar.capacityShortages).toHaveCount(0);
  });
});
