import { expect, test } from './support/fixtures.ts';

const SHOTS = 'test-results/screenshots';

test.describe('cargo split by keyboard', () => {
  test.use({ role: 'logistics_manager' });

  test('open a freight from the palette, Alt+D, type the packed quantity, Ctrl+S: the rest is a new freight', async ({
    page,
    api,
    tag,
    keys,
    palette,
    freights,
  }) => {
    // The test's own freight (a rerun splits a new one): orders <tag>-1 (9,000 kg: 9 EUR pallets)
    // and <tag>-2 (4,500 kg: 5 pallets) at one stop; the freights' quick filter finds it by the tag.
    const id = await api.createFreightOfOrders(tag, [9000, 4500]);
    const SPLIT = { size: 100, sort: 'freightId:asc', q: tag };
    const before = (await api.freights(SPLIT)).result;
    expect(before.map((f) => [f.freightId, f.pallets, f.kg])).toEqual([[id, 14, 13500]]);

    await freights.openStart();
    await palette.run(`fuvar ${id}`, id);
    await freights.expectDetailsOf(id);
    const actions = freights.details.root.getByTestId('cargo-split-actions');
    await expect(actions.getByRole('button', { name: /Rakomány bontása \(Alt\+D\)/ })).toBeVisible();

    await keys.press('Alt+KeyD');
    const dialog = page.getByTestId('cargo-split-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 2 })).toHaveText(`${id}. fuvar rakományának bontása`);
    // no field takes the keyboard on arrival: the title has the focus
    await expect(dialog.getByRole('heading', { level: 2 })).toBeFocused();
    await expect(dialog.getByLabel('Bontás módja')).toHaveValue('byQuantity');

    const packed = dialog.getByLabel(`${tag}-1 (EUR) bepakolt mennyisége`);
    await keys.tabTo(packed);
    await keys.replace('6');
    await expect(dialog.getByTestId('cargo-split-moves').first()).toHaveText('3');
    await keys.tabTo(dialog.getByLabel('Szállítási státusz'));
    await expect(dialog.getByLabel('Szállítási státusz')).toHaveValue('truckFull');
    await keys.tabTo(dialog.getByLabel('Indoklás'));
    await keys.type('Nem fért fel');
    await page.screenshot({ path: `${SHOTS}/cargo-split-dialog.png` });

    await keys.press('ControlOrMeta+s');
    await expect(dialog).toHaveCount(0);
    const done = actions.getByTestId('cargo-split-done');
    await expect(done).toContainText(/A rakomány leválasztva, az új fuvar azonosítója: \d+/);
    const created = /azonosítója: (\d+)/.exec((await done.textContent()) ?? '')?.[1] ?? '';
    // the focus went back into the panel, where the dialog was opened from
    await expect(freights.detailsTitle).toBeFocused();

    // the panel shows the freight as it is now: 6 of <tag>-1's pallets stayed
    const cargo = freights.details.root.locator('table').first();
    await expect(cargo.locator('tbody tr').first().locator('td').nth(2)).toHaveText('6');
    const after = (await api.freights(SPLIT)).result;
    expect(after.map((f) => f.freightId)).toEqual([id, created]);
    expect(after.reduce((s, f) => s + f.pallets, 0)).toBe(14);
    expect(after.reduce((s, f) => s + f.kg, 0)).toBe(13500);
    expect(after.find((f) => f.freightId === created)).toMatchObject({
      pallets: 3,
      kg: 3000,
      comment: 'Nem fért fel',
    });

    await page.screenshot({ path: `${SHOTS}/cargo-split-done.png` });

    // the panel reloaded the freight at its new version: a second split goes through
    await keys.press('Alt+KeyD');
    await expect(dialog).toBeVisible();
    await keys.tabTo(dialog.getByLabel(`${tag}-2 (EUR) bepakolt mennyisége`));
    await keys.replace('3');
    await keys.press('ControlOrMeta+s');
    await expect(dialog).toHaveCount(0);
    await expect(done).not.toContainText(`azonosítója: ${created}`);
    const third = (await api.freights(SPLIT)).result;
    expect(third).toHaveLength(3);
    expect(third.reduce((s, f) => s + f.pallets, 0)).toBe(14);
    await keys.press('Escape');
    await freights.details.expectClosed();
  });
});
