import type { ApiClient } from './support/api.ts';
import { expect, test } from './support/fixtures.ts';

const SHOTS = 'test-results/screenshots';

/** A vehicle created through the API (its creation is an event too). */
function seedVehicle(api: ApiClient, vehicleId: string, plate: string): Promise<void> {
  return api.createVehicle({
    vehicleId,
    truckType: 'D22S',
    truckLicensePlateNumber: plate,
    palletCapacity: 20,
    kgCapacity: 15000,
  });
}

test.describe('event log by keyboard only', () => {
  test.describe(() => {
    test.use({ role: 'admin' });

    test("a vehicle's new plate shows in /events, Enter shows before → after", async ({
      page,
      api,
      tag,
      username,
      keys,
      grid,
      vehicles,
      events,
    }) => {
      const vehicleId = `EV${tag}`;
      const oldPlate = `OLD-${tag}`;
      const newPlate = `NEW-${tag}`;
      // Seeded through the API, as another user's work would be.
      await seedVehicle(api, vehicleId, oldPlate);

      // /vehicles: find the vehicle with the quick filter, e opens it, the plate is changed and saved.
      await vehicles.openFromPalette();
      await grid.waitForRows();
      await grid.filter(vehicleId);
      await expect(grid.counts).toContainText(/^1 \//);
      await keys.press('Enter');
      await keys.press('e');
      await expect(vehicles.dialog.field('Jármű azonosító')).toBeFocused();
      const plate = vehicles.dialog.field('Rendszám');
      await keys.tabTo(plate, 6);
      await expect(plate).toHaveValue(oldPlate);
      await keys.replace(newPlate);
      await vehicles.dialog.save();
      await expect(grid.gridcell(newPlate)).toBeVisible();

      // /events through the palette: the newest event is this change; the quick filter finds it by its value.
      await events.jumpFromPalette();
      await grid.waitForRows();
      await grid.filter(newPlate);
      await expect(grid.counts).toContainText(/^1 \//);
      await expect(grid.cell(0, 'entity')).toHaveText('Jármű');
      await expect(grid.cell(0, 'action')).toHaveText('Módosítás');
      await expect(grid.cell(0, 'username')).toHaveText(username);
      await expect(grid.cell(0, 'summary')).toHaveText('Rendszám');
      await expect(grid.cell(0, 'at')).toHaveText(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
      await page.screenshot({ path: `${SHOTS}/events.png` });
      await keys.press('Enter');
      await expect.poll(() => grid.focusedCell()).toMatchObject({ row: '0' });

      // Enter opens the details: every changed field before → after.
      await keys.press('Enter');
      const details = events.details.root;
      await expect(details).toBeVisible();
      await expect(events.details.heading).toHaveText('Esemény: Jármű – Módosítás');
      const row = details.locator('tr[data-field="truckLicensePlateNumber"]');
      await expect(row.getByRole('rowheader')).toHaveText('Rendszám');
      await expect(row.locator('.event-before')).toHaveText(oldPlate);
      await expect(row.locator('.event-after')).toHaveText(`→ ${newPlate}`);
      await expect(details.locator('tbody tr')).toHaveCount(1);
      await page.screenshot({ path: `${SHOTS}/event-details.png` });
      await keys.press('Escape');
      await events.details.expectClosed();
      await expect.poll(() => grid.focusedCell()).toMatchObject({ row: '0' });
    });

    test('filters by entity and period from the keyboard; clearing them puts the focus back', async ({
      page,
      api,
      tag,
      keys,
      grid,
      palette,
      events,
    }) => {
      const newPlate = `FLT-${tag}`;
      await seedVehicle(api, `EF${tag}`, newPlate);
      await events.openByKeys();
      await grid.waitForRows();
      await grid.filter(newPlate);
      await expect(grid.counts).toContainText(/^1 \//);
      await keys.press('Enter');
      await expect.poll(() => grid.focusedCell()).toMatchObject({ row: '0' });

      // The entity filter: Shift+F jumps to the filters; "Felhasználó" events hide the vehicle's.
      await keys.press('Shift+F');
      await expect(events.from).toBeFocused();
      await keys.tabTo(events.entity, 8);
      await keys.press('ArrowDown');
      await expect(events.entity).toHaveValue('user');
      await expect(grid.counts).toContainText(/^0 \//);

      // An empty list cannot take the focus: the palette clears the filters and the focus goes back
      // into the grid. The period: "ez a hét" keeps today's event, a range in 2020 leaves none.
      await palette.run('esemenyszurok torlese', 'Eseményszűrők törlése');
      await expect(events.entity).toHaveValue('');
      await expect(grid.counts).toContainText(/^1 \//);
      await expect.poll(() => grid.focusedCell()).toMatchObject({ row: '0' });
      const eventDay = /\d{4}\.\d{2}\.\d{2}/.exec((await grid.cell(0, 'at').textContent()) ?? '')?.[0] ?? '';
      expect(eventDay).not.toBe('');
      await keys.press('Shift+F');
      await expect(events.from).toBeFocused();
      await keys.tabTo(page.getByRole('button', { name: 'ez a hét' }), 4);
      await keys.press('Enter');
      await expect(events.from).toHaveValue(/^\d{4}\.\d{2}\.\d{2}$/);
      // This week is the week of the press: the event seeded moments before is in it, unless the week
      // turned in between (a CI run at Sunday midnight in Budapest found 0 rows, rightly).
      const from = await events.from.inputValue();
      const to = await page.getByLabel('Időszak: vége').inputValue();
      const inWeek = eventDay >= from && eventDay <= to ? 1 : 0;
      await expect(grid.counts).toContainText(new RegExp(`^${inWeek} /`));
      await events.from.focus();
      await keys.replace('2020.01.01');
      await keys.press('Tab');
      await keys.replace('2020.12.31');
      await expect(grid.counts).toContainText(/^0 \//);
    });
  });

  test.describe(() => {
    test.use({ role: 'transporter_manager' });

    test("a transporter's user sees the events of their own transporter only", async ({
      page,
      api,
      apiAs,
      tag,
      username,
      keys,
      grid,
      events,
    }) => {
      const ownPlate = `OWN-${tag}`;
      const foreignPlate = `FOR-${tag}`;
      await api.createFleetVehicle({
        transporterId: api.user.transporter,
        truckType: 'D22S',
        truckLicensePlateNumber: ownPlate,
        contact: 'Kiss Béla',
      });
      await seedVehicle(await apiAs('admin'), `EX${tag}`, foreignPlate);

      await events.openFromPalette('/freights');
      await grid.waitForRows();
      await grid.filter(ownPlate);
      await expect(grid.counts).toContainText(/^1 \//);
      await expect(grid.cell(0, 'entity')).toHaveText('Flottajármű');
      await expect(grid.cell(0, 'action')).toHaveText('Létrehozás');
      await expect(grid.cell(0, 'username')).toHaveText(username);
      // The admin's new vehicle type is not their transporter's business.
      await keys.replace(foreignPlate);
      await expect(grid.counts).toContainText(/^0 \//);
      await page.screenshot({ path: `${SHOTS}/events-transporter.png` });
    });
  });
});
