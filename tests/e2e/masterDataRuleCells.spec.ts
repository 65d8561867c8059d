import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import type { GridPage } from './support/pages/GridPage.ts';
import type { KeyboardPage } from './support/pages/KeyboardPage.ts';

const SHOTS = 'test-results/screenshots';

/** Every write to an API path from now on (a refused cell must not reach the server). */
function writesTo(page: Page, path: string): string[] {
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' && r.url().includes(path)) writes.push(r.url());
  });
  return writes;
}

/**
 * Types a value into the focused row's cell by keyboard and expects the rule's message in the
 * status line and on the red cell, the input kept; F1 shows the rule's trace, Esc returns to the cell.
 */
async function refusedByRule(
  page: Page,
  grid: GridPage,
  keys: KeyboardPage,
  cell: { col: string; typed: string; shown?: string },
  rule: { name: string; message: string },
): Promise<void> {
  await grid.moveTo('0', cell.col);
  await keys.press('F2');
  await keys.press('ControlOrMeta+a');
  if (cell.typed === '') await keys.press('Backspace');
  else await keys.type(cell.typed);
  await keys.press('Enter');
  await expect(grid.status).toContainText(rule.message);
  await expect(grid.cell(0, cell.col)).toHaveClass(/cell-invalid/);
  await expect(grid.cell(0, cell.col)).toHaveText(cell.shown ?? cell.typed);
  await grid.moveTo('0', cell.col);
  await keys.press('F1');
  const why = page.getByTestId('why-dialog');
  await expect(why).toBeVisible();
  await expect(why).toContainText(rule.name);
  await expect(why).toContainText('rules/base/validation.json');
  await keys.press('Escape');
  await expect(why).toHaveCount(0);
  await expect.poll(() => grid.focusedCell()).toEqual({ row: '0', col: cell.col });
}

test.describe('vehicles, products and calendar cells are checked by the rules worker', () => {
  test.use({ role: 'admin' });

  test("a vehicle's pallet capacity over the rule's maximum is refused in the cell, nothing sent", async ({
    page,
    api,
    tag,
    keys,
    grid,
    vehicles,
  }) => {
    await api.createVehicle({
      vehicleId: `RV${tag}`,
      truckType: 'T24S',
      truckLicensePlateNumber: `RV-${tag.slice(0, 4)}`,
      palletCapacity: 24,
      kgCapacity: 20000,
    });
    const writes = writesTo(page, '/api/vehicles');
    await vehicles.openFromPalette();
    await grid.waitForRows();
    await grid.filterTo(`RV${tag}`, 1);
    await keys.press('Enter');
    await grid.expectFocusInGrid();
    await refusedByRule(
      page,
      grid,
      keys,
      { col: 'palletCapacity', typed: '70' },
      { name: 'vehicle.palletCapacity.max', message: 'Kisebb számot adjon meg mint 66!' },
    );
    await page.screenshot({ path: `${SHOTS}/vehicle-rule-cell.png` });
    expect(writes).toEqual([]);
    // A value the rules accept is saved (one write).
    await keys.press('F2');
    await keys.press('ControlOrMeta+a');
    await keys.type('26');
    await keys.press('Enter');
    await expect(grid.status).not.toContainText('Kisebb számot');
    await expect.poll(() => writes.length).toBe(1);
  });

  test("a product's zero weight is refused in the cell by the product rules, nothing sent", async ({
    page,
    api,
    tag,
    keys,
    grid,
    products,
  }) => {
    await api.saveProduct({
      itemId: `RP${tag}`,
      name: `Szabály termék ${tag}`,
      unit: 'db',
      kgPerUnit: 2,
      kgPerPallet: 800,
      unitPerPallet: 400,
      palletType: 'EUR',
    });
    const writes = writesTo(page, '/api/products');
    await products.openFromPalette();
    await grid.waitForRows();
    await grid.filterTo(`RP${tag}`, 1);
    await keys.press('Enter');
    await grid.expectFocusInGrid();
    await refusedByRule(
      page,
      grid,
      keys,
      { col: 'kgPerUnit', typed: '0' },
      { name: 'product.kgPerUnit.positive', message: 'Pozitív számot adjon meg!' },
    );
    await page.screenshot({ path: `${SHOTS}/product-rule-cell.png` });
    expect(writes).toEqual([]);
  });

  test("a calendar override's emptied date is refused in the cell by the calendar rules, nothing sent", async ({
    page,
    api,
    keys,
    grid,
    calendar,
  }) => {
    // A day far ahead that no other run takes (one override per day).
    const year = 2200 + Math.floor(Math.random() * 700);
    const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, '0');
    const date = `${year}-${month}-${String(1 + Math.floor(Math.random() * 28)).padStart(2, '0')}`;
    await api.createCalendarOverride(date, false);
    const writes = writesTo(page, '/api/calendar');
    await calendar.open();
    await grid.waitForRows();
    await grid.filterTo(date, 1);
    await keys.press('Enter');
    await grid.expectFocusInGrid();
    await refusedByRule(
      page,
      grid,
      keys,
      { col: 'date', typed: '', shown: '' },
      { name: 'calendarOverride.date.required', message: 'A mező kitöltése kötelező!' },
    );
    await page.screenshot({ path: `${SHOTS}/calendar-rule-cell.png` });
    expect(writes).toEqual([]);
  });
});
