import { expect, test } from './support/fixtures.ts';

const SHOTS = 'test-results/screenshots';

test.use({ role: 'logistics_manager' });

test.describe('route planner by keyboard only', () => {
  test('plans a three-stop route and shows distance, duration, toll and CO2 on the map', async ({
    page,
    routePlanner,
  }) => {
    await routePlanner.openFromPalette();
    const search = routePlanner.search;
    // No field takes the keyboard on arrival: Alt+C goes to the address search.
    await expect(search).toBeVisible();
    await page.keyboard.press('Alt+c');
    await expect(search).toBeFocused();
    // Autocomplete from 2 characters after a 300 ms pause; ↓/Enter picks.
    for (const [text, expected] of [
      ['Győr', 'Győr'],
      ['Szentendre, Dumtsa Jenő u. 1.', 'Szentendre'],
      ['Szeged', 'Szeged'],
    ] as const) {
      await routePlanner.addWaypoint(text, expected);
      await expect(search).toHaveValue('');
    }
    await expect(routePlanner.waypoints).toHaveCount(3);

    await page.keyboard.press('ControlOrMeta+Enter');
    const result = routePlanner.result;
    await expect(result).toBeVisible();
    // No road graph in the e2e app: the estimate is marked with ≈.
    await expect(routePlanner.figure('distance')).toHaveText(/^≈ [0-9\s,]+ km$/);
    await expect(routePlanner.figure('duration')).toContainText('ó');
    await expect(routePlanner.figure('toll')).toContainText('Ft');
    await expect(routePlanner.figure('co2')).toContainText('kg');
    await expect(result).toContainText('Becslés');
    // The route passes Budapest's restricted zones with 40 t: a warning is shown.
    await expect(result.getByRole('status').first()).toContainText('súlykorlátozott');
    await page.screenshot({ path: `${SHOTS}/route-planner.png` });

    // Optimised order with the first waypoint fixed and the last one free: Győr stays first.
    const fixLast = page.getByRole('checkbox', { name: 'Utolsó útpont rögzítve' });
    await expect(fixLast).toBeDisabled();
    await page.getByRole('checkbox', { name: 'Sorrend megtartása' }).focus();
    await page.keyboard.press('Space');
    await fixLast.focus();
    await page.keyboard.press('Space');
    await expect(fixLast).not.toBeChecked();
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(routePlanner.figure('distance')).toContainText('km');
    await expect(routePlanner.waypoints.first()).toContainText('Győr');
  });
});

test.describe('route planner with the pointer', () => {
  test('a dragged marker takes the address found there, or goes back when none; the list reorders by drag', async ({
    page,
    routePlanner,
  }) => {
    await routePlanner.openFromPalette();
    await expect(routePlanner.search).toBeVisible();
    await page.keyboard.press('Alt+c');
    await expect(routePlanner.search).toBeFocused();
    for (const name of ['Kecskemét', 'Szeged']) await routePlanner.addWaypoint(name, name);
    const rows = routePlanner.waypoints;
    await expect(rows).toHaveCount(2);

    // List: drag the second waypoint onto the first.
    await rows.nth(1).dragTo(rows.nth(0));
    await expect(rows.nth(0)).toContainText('Szeged');
    await expect(rows.nth(1)).toContainText('Kecskemét');

    // Remove one waypoint so the single marker sits at the centre of the map.
    await rows.nth(1).getByRole('button').first().focus();
    await page.keyboard.press('Delete');
    await expect(rows).toHaveCount(1);
    const map = routePlanner.map;
    // Zoom out (keyboard) so that a drag of 150 px south of Szeged leaves the country.
    await map.focus();
    // Each − animates a zoom step; the map marks the zoom of its last complete frame (data-zoom).
    await expect(map).toHaveAttribute('data-zoom', /\d/);
    const zoom = async () => Number(await map.getAttribute('data-zoom'));
    for (let step = 0; step < 3; step++) {
      const before = await zoom();
      await page.keyboard.press('-');
      await expect.poll(zoom).toBeLessThan(before - 0.5);
    }
    const box = await map.boundingBox();
    if (!box) throw new Error('map not rendered');
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2;
    // The marker drawn at the map's centre (data-markers: pixels of the last complete frame).
    const markerAtCentre = async () => {
      const [marker] = JSON.parse((await map.getAttribute('data-markers')) ?? '[]') as number[][];
      return (
        !!marker && Math.abs(marker[0]! - box.width / 2) <= 2 && Math.abs(marker[1]! - box.height / 2) <= 2
      );
    };
    await expect.poll(markerAtCentre).toBe(true);
    const drag = async (dx: number, dy: number) => {
      await page.mouse.move(cx, cy);
      await page.mouse.down();
      for (let i = 1; i <= 5; i++) await page.mouse.move(cx + (dx * i) / 5, cy + (dy * i) / 5);
      await page.mouse.up();
    };

    // Far outside Hungary (no settlement near): the marker goes back, the address stays.
    await drag(0, 150);
    await expect(page.getByRole('alert').or(page.locator('.rp-error'))).toHaveCount(1);
    await expect(rows.first()).toContainText('Szeged');
    // A short drag stays inside Hungary: the waypoint takes the nearest settlement's address, once the
    // marker is drawn back where the refused drag took it from.
    await expect.poll(markerAtCentre).toBe(true);
    await drag(-40, -40);
    await expect(rows.first()).not.toContainText('Szeged');
    await page.screenshot({ path: `${SHOTS}/route-planner-drag.png` });
  });
});
