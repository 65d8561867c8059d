import { expect, test } from './support/fixtures.ts';

const SHOTS = 'test-results/screenshots';

test.describe('palette finds anything', () => {
  test.use({ role: 'admin' });

  test('a bare order id opens the order; fuzzy accent-free commands; Kilépés never first; selection commands first', async ({
    page,
    api,
    tag,
    orders,
    palette,
  }) => {
    const order = await api.createOrder(`Vevő ${tag}`, `${tag}-P`);
    await orders.openStart();
    // The empty palette: Kilépés is not among the first items.
    await page.keyboard.press('ControlOrMeta+k');
    await expect(palette.input).toBeFocused();
    const firstTen = await palette.items.evaluateAll((els) =>
      els.slice(0, 10).map((e) => e.textContent ?? ''),
    );
    expect(firstTen.join('|')).not.toContain('Kilépés');
    // Fuzzy and accent-free: "rndlsk" finds Rendelések.
    await page.keyboard.type('rndlsk');
    await expect(palette.selected).toContainText('Rendelések');
    await palette.close();

    // A bare order id: the jump to that order is the first item; Enter opens its dialog.
    await palette.run(order.orderId, order.orderId);
    await expect(orders.dialog.heading).toHaveText(`Rendelés: ${order.orderId}`);
    await page.keyboard.press('Escape');
    await orders.dialog.expectClosed();
    await orders.grid.expectFocusInGrid();

    // A row chosen: the palette offers the commands on it first (edit, bulk edit…), not screens.
    await page.keyboard.press('ControlOrMeta+k');
    await expect(palette.input).toBeFocused();
    await expect(palette.items.first()).toContainText(/Szerkesztés|Módosítás|Csoportos/);
    await page.screenshot({ path: `${SHOTS}/palette-selection.png` });
    await palette.close();
  });

  test('jumps for vehicles, transporters, depots, factories and fleet open the list filtered to the record', async ({
    page,
    api,
    tag,
    palette,
    vehicles,
    grid,
    shell,
  }) => {
    const vehicleId = `PV${tag}`;
    await api.createVehicle({
      vehicleId,
      truckType: 'D22S',
      truckLicensePlateNumber: `P-${tag}`,
      palletCapacity: 20,
      kgCapacity: 15000,
    });
    await vehicles.openStart();
    await palette.search(`jármű ${vehicleId}`);
    await expect(palette.selected).toContainText(`Jármű: ${vehicleId}`);
    await page.keyboard.press('Enter');
    await shell.expectRoute('/vehicles');
    await expect(grid.counts).toContainText(/^1 \//);
    await expect(grid.gridcell(vehicleId)).toBeVisible();

    for (const [word, route, label] of [
      ['fuvarozó', '/transporters', 'Fuvarozó'],
      ['depó', '/sites', 'Depó'],
      ['gyár', '/sites', 'Gyár'],
      ['flotta', '/fleet', 'Flottajármű'],
    ] as const) {
      await palette.search(`${word} X${tag}`);
      await expect(palette.selected).toContainText(`${label}: X${tag}`);
      await page.keyboard.press('Enter');
      await shell.expectRoute(route);
      await expect(grid.quickFilter).toHaveValue(`X${tag}`);
    }
  });
});
