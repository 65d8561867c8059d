import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiRoot, apiSignIn } from './support/api.ts';
import { ShellPage } from './support/ShellPage.ts';
import { TerminalPage } from './support/TerminalPage.ts';

const SHOTS = 'test-results/screenshots';

/** A vehicle created through the API by the admin (its creation is an event too). */
async function seedVehicle(
  request: APIRequestContext,
  baseURL: string | undefined,
  vehicleId: string,
  plate: string,
) {
  const { token } = await apiSignIn(request, baseURL, 'admin');
  const res = await request.put(`${apiRoot(baseURL)}/api/vehicles`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      vehicleId,
      truckType: 'D22S',
      truckLicensePlateNumber: plate,
      palletCapacity: 20,
      kgCapacity: 15000,
    },
  });
  expect(res.status()).toBe(201);
}

test.describe('event log by keyboard only', () => {
  test("a vehicle's new plate shows in /events, Enter shows before → after", async ({
    page,
    request,
    baseURL,
  }) => {
    const tag = Date.now().toString(36).toUpperCase().slice(-5);
    const vehicleId = `EV${tag}`;
    const oldPlate = `OLD-${tag}`;
    const newPlate = `NEW-${tag}`;
    // Seeded through the API, as another user's work would be.
    await seedVehicle(request, baseURL, vehicleId, oldPlate);

    const shell = new ShellPage(page);
    const term = new TerminalPage(page);
    await shell.signInByKeyboard('admin');
    await shell.expectRoute('/');

    // /vehicles: find the vehicle with the quick filter, e opens it, the plate is changed and saved.
    await term.runFromPalette('jarmuvek', 'Járművek');
    await shell.expectRoute('/vehicles');
    await term.waitForRows();
    await term.press('/');
    await expect(term.quickFilter).toBeFocused();
    await page.keyboard.type(vehicleId);
    await expect(term.counts).toContainText(/^1 \//);
    await term.press('Enter');
    await term.press('e');
    const dialog = page.getByTestId('vehicle-dialog');
    await expect(dialog.getByLabel('Jármű azonosító')).toBeFocused();
    const plate = dialog.getByLabel('Rendszám');
    await shell.tabTo(plate, 6);
    await expect(plate).toHaveValue(oldPlate);
    await term.press('ControlOrMeta+a');
    await page.keyboard.type(newPlate);
    await term.press('ControlOrMeta+s');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('gridcell', { name: newPlate })).toBeVisible();

    // /events through the palette: the newest event is this change; the quick filter finds it by its value.
    await term.runFromPalette('esemenynaplo', 'Eseménynapló');
    await shell.expectRoute('/events');
    await term.waitForRows();
    await term.press('/');
    await page.keyboard.type(newPlate);
    await expect(term.counts).toContainText(/^1 \//);
    await expect(term.cell(0, 'entity')).toHaveText('Jármű');
    await expect(term.cell(0, 'action')).toHaveText('Módosítás');
    await expect(term.cell(0, 'username')).toHaveText('admin');
    await expect(term.cell(0, 'summary')).toHaveText('Rendszám');
    await expect(term.cell(0, 'at')).toHaveText(/^\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
    await page.screenshot({ path: `${SHOTS}/events.png` });
    await term.press('Enter');
    await expect.poll(() => term.focusedCell()).toMatchObject({ row: '0' });

    // Enter opens the details: every changed field before → after.
    await term.press('Enter');
    const details = page.getByTestId('event-details');
    await expect(details).toBeVisible();
    await expect(details.getByRole('heading')).toHaveText('Esemény: Jármű – Módosítás');
    const row = details.locator('tr[data-field="truckLicensePlateNumber"]');
    await expect(row.getByRole('rowheader')).toHaveText('Rendszám');
    await expect(row.locator('.event-before')).toHaveText(oldPlate);
    await expect(row.locator('.event-after')).toHaveText(`→ ${newPlate}`);
    await expect(details.locator('tbody tr')).toHaveCount(1);
    await page.screenshot({ path: `${SHOTS}/event-details.png` });
    await term.press('Escape');
    await expect(details).toHaveCount(0);
    await expect.poll(() => term.focusedCell()).toMatchObject({ row: '0' });
  });

  test('filters by entity and period from the keyboard; clearing them puts the focus back', async ({
    page,
    request,
    baseURL,
  }) => {
    const tag = Date.now().toString(36).toUpperCase().slice(-5);
    const newPlate = `FLT-${tag}`;
    await seedVehicle(request, baseURL, `EF${tag}`, newPlate);
    const shell = new ShellPage(page);
    const term = new TerminalPage(page);
    await shell.signInByKeyboard('admin');
    await shell.expectRoute('/');
    await term.press('g');
    await term.press('e');
    await shell.expectRoute('/events');
    await term.waitForRows();
    await term.press('/');
    await page.keyboard.type(newPlate);
    await expect(term.counts).toContainText(/^1 \//);
    await term.press('Enter');
    await expect.poll(() => term.focusedCell()).toMatchObject({ row: '0' });

    // The entity filter: Shift+F jumps to the filters; "Felhasználó" events hide the vehicle's.
    await term.press('Shift+F');
    const from = page.getByLabel('Időszak: kezdete');
    await expect(from).toBeFocused();
    const entity = page.getByTestId('event-filters').getByLabel('Entitás');
    await shell.tabTo(entity, 8);
    await term.press('ArrowDown');
    await expect(entity).toHaveValue('user');
    await expect(term.counts).toContainText(/^0 \//);

    // An empty list cannot take the focus: the palette clears the filters and the focus goes back
    // into the grid. The period: "ez a hét" keeps today's event, a range in 2020 leaves none.
    await term.runFromPalette('esemenyszurok torlese', 'Eseményszűrők törlése');
    await expect(entity).toHaveValue('');
    await expect(term.counts).toContainText(/^1 \//);
    await expect.poll(() => term.focusedCell()).toMatchObject({ row: '0' });
    await term.press('Shift+F');
    await expect(from).toBeFocused();
    await shell.tabTo(page.getByRole('button', { name: 'ez a hét' }), 4);
    await term.press('Enter');
    await expect(from).toHaveValue(/^\d{4}\.\d{2}\.\d{2}$/);
    await expect(term.counts).toContainText(/^1 \//);
    await from.focus();
    await term.press('ControlOrMeta+a');
    await page.keyboard.type('2020.01.01');
    await term.press('Tab');
    await term.press('ControlOrMeta+a');
    await page.keyboard.type('2020.12.31');
    await expect(term.counts).toContainText(/^0 \//);
  });

  test("a transporter's user sees the events of their own transporter only", async ({
    page,
    request,
    baseURL,
  }) => {
    const tag = Date.now().toString(36).toUpperCase().slice(-5);
    const ownPlate = `OWN-${tag}`;
    const foreignPlate = `FOR-${tag}`;
    const manager = await apiSignIn(request, baseURL, 'transporter-manager');
    const own = await request.post(`${apiRoot(baseURL)}/api/fleet`, {
      headers: { Authorization: `Bearer ${manager.token}` },
      data: {
        transporterId: manager.user.transporter,
        truckType: 'D22S',
        truckLicensePlateNumber: ownPlate,
        contact: 'Kiss Béla',
      },
    });
    expect(own.status()).toBe(201);
    await seedVehicle(request, baseURL, `EX${tag}`, foreignPlate);

    const shell = new ShellPage(page);
    const term = new TerminalPage(page);
    await shell.signInByKeyboard('transporter-manager');
    await shell.expectRoute('/freights');
    await term.runFromPalette('esemenynaplo', 'Eseménynapló');
    await shell.expectRoute('/events');
    await term.waitForRows();
    await term.press('/');
    await page.keyboard.type(ownPlate);
    await expect(term.counts).toContainText(/^1 \//);
    await expect(term.cell(0, 'entity')).toHaveText('Flottajármű');
    await expect(term.cell(0, 'action')).toHaveText('Létrehozás');
    await expect(term.cell(0, 'username')).toHaveText('transporter-manager');
    // The admin's new vehicle type is not their transporter's business.
    await term.press('ControlOrMeta+a');
    await page.keyboard.type(foreignPlate);
    await expect(term.counts).toContainText(/^0 \//);
    await page.screenshot({ path: `${SHOTS}/events-transporter.png` });
  });
});
