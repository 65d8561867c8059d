import { expect, test } from '@playwright/test';
import { ShellPage } from './support/ShellPage.ts';
import { TerminalPage } from './support/TerminalPage.ts';

const SHOTS = 'test-results/screenshots';

test.describe('master data by keyboard only', () => {
  test('creates a vehicle, a transporter and a fleet vehicle; reads them back after a reload', async ({
    page,
  }) => {
    const tag = Date.now().toString(36).toUpperCase().slice(-5);
    const shell = new ShellPage(page);
    const term = new TerminalPage(page);
    await shell.signInByKeyboard('admin');
    await shell.expectRoute('/');

    // Vehicles: the seeded demo truck types are listed; n opens the dialog, Ctrl+S saves.
    await term.runFromPalette('jarmuvek', 'Járművek');
    await shell.expectRoute('/vehicles');
    await term.waitForRows();
    // The quick filter is kept per user and view: another test as admin may have left one.
    await term.press('/');
    await term.press('ControlOrMeta+a');
    await term.press('Backspace');
    await term.press('Enter');
    await expect(page.getByRole('gridcell', { name: 'T24L' }).first()).toBeVisible();
    await term.press('n');
    const vehicle = page.getByTestId('vehicle-dialog');
    await expect(vehicle.getByLabel('Jármű azonosító')).toBeFocused();
    await page.keyboard.type(`V${tag}`);
    await term.press('Tab');
    await page.keyboard.type('T24S');
    await term.press('Tab');
    await page.keyboard.type(`ABC-${tag.slice(0, 3)}`);
    await term.press('Tab');
    await page.keyboard.type('24');
    await term.press('Tab');
    await page.keyboard.type('21000');
    await page.screenshot({ path: `${SHOTS}/vehicle-dialog.png` });
    await term.press('ControlOrMeta+s');
    await expect(vehicle).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/vehicles.png` });

    // Transporters.
    await term.runFromPalette('fuvarozok', 'Fuvarozók');
    await shell.expectRoute('/transporters');
    await term.waitForRows();
    await term.press('n');
    const transporter = page.getByTestId('transporter-dialog');
    await expect(transporter.getByLabel('Cégnév')).toBeFocused();
    await page.keyboard.type(`Teszt ${tag} Kft.`);
    await term.press('Tab');
    await page.keyboard.type(`T${tag}`);
    await term.press('ControlOrMeta+s');
    await expect(transporter).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/transporters.png` });

    // Fleet: the new transporter and the new truck type picked by keyboard in the selects.
    await term.runFromPalette('flotta', 'Flotta');
    await shell.expectRoute('/fleet');
    await expect(term.counts).toBeVisible();
    // An empty grid keeps the focus in the quick filter: the palette runs "Új".
    await term.runFromPalette('uj', /^Új/);
    const fleet = page.getByTestId('fleet-dialog');
    await expect(fleet).toBeVisible();
    await fleet.getByLabel('Fuvarozó').focus();
    await fleet.getByLabel('Fuvarozó').selectOption({ label: `T${tag} – Teszt ${tag} Kft.` });
    await term.press('Tab');
    await fleet.getByLabel('Járműtípus').selectOption(`V${tag}`);
    await term.press('Tab');
    await page.keyboard.type(`FLT-${tag}`);
    await term.press('Tab');
    await page.keyboard.type('Kiss Béla');
    await term.press('ControlOrMeta+s');
    await expect(fleet).toHaveCount(0);

    // After a reload everything is read back from the server.
    await page.reload();
    await shell.expectRoute('/fleet');
    await term.waitForRows();
    await term.press('/');
    await page.keyboard.type(`FLT-${tag}`);
    await expect(term.counts).toContainText('1 /');
    await expect(term.cell(0, 'transporterName')).toHaveText(`T${tag}`);
    await expect(term.cell(0, 'truckType')).toHaveText(`V${tag}`);
    await page.screenshot({ path: `${SHOTS}/fleet.png` });

    await page.goto('vehicles');
    await term.waitForRows();
    await term.press('/');
    await page.keyboard.type(`V${tag}`);
    await expect(term.counts).toContainText('1 /');
    await expect(term.cell(0, 'palletCapacity')).toHaveText('24');
    await expect(term.cell(0, 'truckLicensePlateNumber')).toHaveText(`ABC-${tag.slice(0, 3)}`);
  });

  test('creates a depot with two docks and a factory by keyboard; reads them back after a reload', async ({
    page,
  }) => {
    const tag = Date.now().toString(36).toUpperCase().slice(-5);
    const shell = new ShellPage(page);
    const term = new TerminalPage(page);
    await shell.signInByKeyboard('admin');
    await shell.expectRoute('/');
    // g d: the screen jump to /sites.
    await term.press('g');
    await term.press('d');
    await shell.expectRoute('/sites');
    // An empty grid keeps the focus in the quick filter: the palette runs "Új".
    await term.runFromPalette('uj', /^Új/);
    const depot = page.getByTestId('depot-dialog');
    await expect(depot.getByLabel(/^Név/)).toBeFocused();
    await page.keyboard.type(`Depó ${tag}`);
    await term.press('Tab');
    await page.keyboard.type(`D${tag}`);
    await term.press('Tab');
    await page.keyboard.type('1097 Budapest, Gubacsi út 1.');
    await term.press('Tab');
    await page.keyboard.type('47.46, 19.09');
    // The coordinates can also come from the address (gazetteer) or from the map, by keyboard.
    await depot.getByRole('button', { name: 'Koordináták a címből' }).focus();
    await term.press('Enter');
    await expect(depot.getByTestId('depot-location-note')).toContainText('Budapest');
    const coordinates = depot.getByLabel('Koordináták (szélesség, hosszúság)');
    const fromAddress = await coordinates.inputValue();
    expect(fromAddress).toMatch(/^47\.\d+, 19\.\d+$/);
    const map = depot.getByTestId('route-map');
    await map.focus();
    // One arrow press pans west: Enter puts the depot at the new centre (same latitude, smaller longitude).
    await term.press('ArrowLeft');
    await term.press('Enter');
    await expect(coordinates).not.toHaveValue(fromAddress);
    const [lat0, lng0] = fromAddress.split(', ').map(Number);
    const [lat1, lng1] = (await coordinates.inputValue()).split(', ').map(Number);
    expect(lat1).toBeCloseTo(lat0 as number, 2);
    expect(lng1).toBeLessThan(lng0 as number);
    await page.screenshot({ path: `${SHOTS}/depot-location.png` });
    await coordinates.fill('47.46, 19.09');
    // Two docks: the add button, then back to the new name field.
    await depot.getByRole('button', { name: 'Rámpa hozzáadása' }).focus();
    await term.press('Enter');
    await term.press('Shift+Tab', 2);
    await expect(depot.getByLabel('1. rámpa neve')).toBeFocused();
    await page.keyboard.type('R1');
    await term.press('Tab', 2);
    await term.press('Enter');
    await term.press('Shift+Tab', 2);
    await expect(depot.getByLabel('2. rámpa neve')).toBeFocused();
    await page.keyboard.type('R2');
    await depot.getByLabel('Hétfő – nyitás').focus();
    await page.keyboard.type('6:00');
    await term.press('Tab');
    await page.keyboard.type('18:00');
    await page.screenshot({ path: `${SHOTS}/depot-dialog.png`, fullPage: true });
    await term.press('ControlOrMeta+s');
    await expect(depot).toHaveCount(0);

    // t switches to the factories; the new depot is offered.
    await term.press('t');
    await expect(page.getByRole('button', { name: 'Gyárak', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // An empty grid keeps the focus in the quick filter: the palette runs "Új".
    await term.runFromPalette('uj', /^Új/);
    const factory = page.getByTestId('factory-dialog');
    await expect(factory.getByLabel(/^Rövid név/)).toBeFocused();
    await page.keyboard.type(`F${tag}`);
    await term.press('Tab');
    await page.keyboard.type(`Gyár ${tag}`);
    await term.press('Tab');
    await page.keyboard.type('Győr');
    await term.press('Tab');
    await factory.getByLabel('Depó').selectOption(`D${tag}`);
    await term.press('ControlOrMeta+s');
    await expect(factory).toHaveCount(0);

    await page.reload();
    await shell.expectRoute('/sites');
    await term.waitForRows();
    await term.press('/');
    await page.keyboard.type(`D${tag}`);
    await expect(term.counts).toContainText('1 /');
    await expect(term.cell(0, 'dockNames')).toHaveText('R1, R2');
    await page.screenshot({ path: `${SHOTS}/sites.png` });
    await term.press('Enter');
    await term.press('t');
    await term.waitForRows();
    await term.press('/');
    await page.keyboard.type(`F${tag}`);
    await expect(term.counts).toContainText('1 /');
    await expect(term.cell(0, 'depotShortName')).toHaveText(`D${tag} – Depó ${tag}`);
  });

  test('adds a calendar override by keyboard; read back after a reload', async ({ page }) => {
    const shell = new ShellPage(page);
    const term = new TerminalPage(page);
    await shell.signInByKeyboard('admin');
    await shell.expectRoute('/');
    await page.goto('calendar-settings');
    await shell.expectRoute('/calendar-settings');
    await expect(term.counts).toContainText('sor');
    // An empty grid keeps the focus in the quick filter: the palette runs "Új".
    await term.runFromPalette('uj', /^Új/);
    const dialog = page.getByTestId('calendar-dialog');
    await expect(dialog.getByLabel(/^Dátum/)).toBeFocused();
    await page.keyboard.type('2026-12-24');
    await term.press('ControlOrMeta+s');
    await expect(dialog).toHaveCount(0);
    await page.reload();
    await term.waitForRows();
    await expect(page.getByRole('gridcell', { name: '2026-12-24' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/calendar.png` });
  });
});
