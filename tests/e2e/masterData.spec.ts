import { expect, test } from './support/fixtures.ts';

const SHOTS = 'test-results/screenshots';

test.describe('master data by keyboard only', () => {
  test.use({ role: 'admin' });

  test('creates a vehicle, a transporter and a fleet vehicle; reads them back after a reload', async ({
    page,
    tag,
    shell,
    keys,
    grid,
    vehicles,
    transporters,
    fleet,
  }) => {
    // Vehicles: the seeded demo truck types are listed; n opens the dialog, Ctrl+S saves.
    await vehicles.openFromPalette();
    await grid.waitForRows();
    await grid.filter('');
    await keys.press('Enter');
    await expect(grid.gridcell('T24L').first()).toBeVisible();
    await keys.press('n');
    await expect(vehicles.dialog.field('Jármű azonosító')).toBeFocused();
    await keys.type(`V${tag}`);
    await keys.press('Tab');
    await keys.type('T24S');
    await keys.press('Tab');
    await keys.type(`ABC-${tag.slice(0, 3)}`);
    await keys.press('Tab');
    await keys.type('24');
    await keys.press('Tab');
    await keys.type('21000');
    await page.screenshot({ path: `${SHOTS}/vehicle-dialog.png` });
    await vehicles.dialog.save();
    await page.screenshot({ path: `${SHOTS}/vehicles.png` });

    // Transporters.
    await transporters.jumpFromPalette();
    await grid.waitForRows();
    await keys.press('n');
    await expect(transporters.dialog.field('Cégnév')).toBeFocused();
    await keys.type(`Teszt ${tag} Kft.`);
    await keys.press('Tab');
    await keys.type(`T${tag}`);
    await transporters.dialog.save();
    await page.screenshot({ path: `${SHOTS}/transporters.png` });

    // Fleet: the new transporter and the new truck type picked by keyboard in the selects.
    await fleet.jumpFromPalette();
    await expect(grid.counts).toBeVisible();
    await fleet.newFromPalette();
    await expect(fleet.dialog.root).toBeVisible();
    await fleet.dialog.field('Fuvarozó').focus();
    await fleet.dialog.field('Fuvarozó').selectOption({ label: `T${tag} – Teszt ${tag} Kft.` });
    await keys.press('Tab');
    await fleet.dialog.field('Járműtípus').selectOption(`V${tag}`);
    await keys.press('Tab');
    await keys.type(`FLT-${tag}`);
    await keys.press('Tab');
    await keys.type('Kiss Béla');
    await fleet.dialog.save();

    // After a reload everything is read back from the server.
    await page.reload();
    await shell.expectRoute(fleet.route);
    await grid.waitForRows();
    await grid.filter(`FLT-${tag}`);
    await expect(grid.counts).toContainText('1 /');
    await expect(grid.cell(0, 'transporterName')).toHaveText(`T${tag}`);
    await expect(grid.cell(0, 'truckType')).toHaveText(`V${tag}`);
    await page.screenshot({ path: `${SHOTS}/fleet.png` });

    await vehicles.open();
    await grid.waitForRows();
    await grid.filter(`V${tag}`);
    await expect(grid.counts).toContainText('1 /');
    await expect(grid.cell(0, 'palletCapacity')).toHaveText('24');
    await expect(grid.cell(0, 'truckLicensePlateNumber')).toHaveText(`ABC-${tag.slice(0, 3)}`);
  });

  test('creates a depot with two docks and a factory by keyboard; reads them back after a reload', async ({
    page,
    tag,
    shell,
    keys,
    grid,
    sites,
  }) => {
    // g d: the screen jump to /sites.
    await sites.openByKeys();
    await sites.newFromPalette();
    const depot = sites.dialog;
    await expect(depot.field(/^Név/)).toBeFocused();
    await keys.type(`Depó ${tag}`);
    await keys.press('Tab');
    await keys.type(`D${tag}`);
    await keys.press('Tab');
    await keys.type('1097 Budapest, Gubacsi út 1.');
    await keys.press('Tab');
    await keys.type('47.46, 19.09');
    // The coordinates can also come from the address (gazetteer) or from the map, by keyboard.
    await depot.button('Koordináták a címből').focus();
    await keys.press('Enter');
    await expect(depot.root.getByTestId('depot-location-note')).toContainText('Budapest');
    const coordinates = depot.field('Koordináták (szélesség, hosszúság)');
    const fromAddress = await coordinates.inputValue();
    expect(fromAddress).toMatch(/^47\.\d+, 19\.\d+$/);
    const map = depot.root.getByTestId('route-map');
    await map.focus();
    // One arrow press pans west: Enter puts the depot at the new centre (same latitude, smaller longitude).
    // Enter waits for the pan to be drawn (the marker's pixels move), not for a time.
    await expect(map).toHaveAttribute('data-markers', /\[\d/);
    const drawn = (await map.getAttribute('data-markers')) ?? '';
    await keys.press('ArrowLeft');
    await expect(map).not.toHaveAttribute('data-markers', drawn);
    await keys.press('Enter');
    await expect(coordinates).not.toHaveValue(fromAddress);
    const [lat0, lng0] = fromAddress.split(', ').map(Number);
    const [lat1, lng1] = (await coordinates.inputValue()).split(', ').map(Number);
    expect(lat1).toBeCloseTo(lat0 as number, 2);
    expect(lng1).toBeLessThan(lng0 as number);
    await page.screenshot({ path: `${SHOTS}/depot-location.png` });
    await coordinates.fill('47.46, 19.09');
    // Two docks: the add button, then back to the new name field.
    await depot.button('Rámpa hozzáadása').focus();
    await keys.press('Enter');
    await keys.press('Shift+Tab', 2);
    await expect(depot.field('1. rámpa neve')).toBeFocused();
    await keys.type('R1');
    await keys.press('Tab', 2);
    await keys.press('Enter');
    await keys.press('Shift+Tab', 2);
    await expect(depot.field('2. rámpa neve')).toBeFocused();
    await keys.type('R2');
    await depot.field('Hétfő – nyitás').focus();
    await keys.type('6:00');
    await keys.press('Tab');
    await keys.type('18:00');
    await page.screenshot({ path: `${SHOTS}/depot-dialog.png`, fullPage: true });
    await depot.save();

    // t switches to the factories; the new depot is offered.
    await keys.press('t');
    await expect(page.getByRole('button', { name: 'Gyárak', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await sites.newFromPalette();
    const factory = sites.factoryDialog;
    await expect(factory.field(/^Rövid név/)).toBeFocused();
    await keys.type(`F${tag}`);
    await keys.press('Tab');
    await keys.type(`Gyár ${tag}`);
    await keys.press('Tab');
    await keys.type('Győr');
    await keys.press('Tab');
    await factory.field('Depó').selectOption(`D${tag}`);
    await factory.save();

    await page.reload();
    await shell.expectRoute(sites.route);
    await grid.waitForRows();
    await grid.filter(`D${tag}`);
    await expect(grid.counts).toContainText('1 /');
    await expect(grid.cell(0, 'dockNames')).toHaveText('R1, R2');
    await page.screenshot({ path: `${SHOTS}/sites.png` });
    await keys.press('Enter');
    await keys.press('t');
    await grid.waitForRows();
    await grid.filter(`F${tag}`);
    await expect(grid.counts).toContainText('1 /');
    await expect(grid.cell(0, 'depotShortName')).toHaveText(`D${tag} – Depó ${tag}`);
  });

  test('adds a calendar override by keyboard; read back after a reload', async ({ page, grid, calendar }) => {
    // A day far ahead that no earlier run took (one override per day; the coming days' calendar,
    // which the order dates of every spec count with, stays as it was).
    const day = Math.floor(Math.random() * 700 * 336);
    const [year, month, date] = [
      2200 + Math.floor(day / 336),
      1 + Math.floor((day % 336) / 28),
      1 + (day % 28),
    ];
    const iso = `${year}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;
    await calendar.open();
    await expect(grid.counts).toContainText('sor');
    await calendar.newFromPalette();
    await expect(calendar.dialog.field(/^Dátum/)).toBeFocused();
    await page.keyboard.type(iso);
    await calendar.dialog.save();
    await page.reload();
    await grid.waitForRows();
    await grid.filterTo(iso, 1);
    await expect(grid.gridcell(iso.replaceAll('-', '.'))).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/calendar.png` });
  });
});
