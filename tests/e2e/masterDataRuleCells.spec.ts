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

interface CellCase {
  /** Opens the screen. */
  open(): Promise<void>;
  /** The API path whose writes must not happen. */
  api: string;
  /** The quick filter that leaves the seeded record alone in the grid. */
  filter: string;
  /** The seeded record's identifying cell as the grid shows it (its column and text). */
  record: { col: string; text: string };
  cell: { col: string; typed: string; shown?: string };
  rule: { name: string; message: string };
  shot: string;
}

/**
 * Opens the screen on the one seeded record, types a value into its cell by keyboard and expects
 * the rule's message in the status line and on the red cell, the input kept and nothing sent;
 * F1 shows the rule's trace (its base file), Esc returns to the cell. Answers the writes seen so far.
 */
async function refusedByRule(page: Page, grid: GridPage, keys: KeyboardPage, c: CellCase): Promise<string[]> {
  const writes = writesTo(page, c.api);
  await c.open();
  await grid.waitForRows();
  // The list answered for the whole filter: "1 /" alone can be the list before the filter's reload
  // (a fresh calendar holds only this override), and that reload would land in the middle of the edit.
  const filtered = page.waitForResponse(
    (r) =>
      r.request().method() === 'GET' &&
      r.url().includes(c.api) &&
      [...new URL(r.url()).searchParams.values()].includes(c.filter),
  );
  await grid.filterTo(c.filter, 1);
  await filtered;
  await expect(grid.counts).toContainText(/^1 \//);
  await expect(grid.cell(0, c.record.col)).toHaveText(c.record.text);
  await keys.press('Enter');
  await grid.expectFocusInGrid();
  await grid.moveTo('0', c.cell.col);
  await keys.press('F2');
  await keys.press('ControlOrMeta+a');
  if (c.cell.typed === '') await keys.press('Backspace');
  else await keys.type(c.cell.typed);
  await keys.press('Enter');
  await expect(grid.status).toContainText(c.rule.message);
  await expect(grid.cell(0, c.cell.col)).toHaveClass(/cell-invalid/);
  await expect(grid.cell(0, c.cell.col)).toHaveText(c.cell.shown ?? c.cell.typed);
  await page.screenshot({ path: `${SHOTS}/${c.shot}.png` });
  expect(writes).toEqual([]);
  await grid.moveTo('0', c.cell.col);
  await keys.press('F1');
  const why = page.getByTestId('why-dialog');
  await expect(why).toBeVisible();
  await expect(why).toContainText(c.rule.name);
  await expect(why).toContainText('rules/base/validation.json');
  await keys.press('Escape');
  await expect(why).toHaveCount(0);
  await expect.poll(() => grid.focusedCell()).toEqual({ row: '0', col: c.cell.col });
  return writes;
}

test.describe('vehicles, products and calendar cells are checked by the rules worker', () => {
  test.use({ role: 'admin' });
  // The quick filter is kept per user with the view: leave the screens as other specs expect them.
  test.afterEach(async ({ api }) => {
    for (const view of ['grid:vehicles', 'grid:products', 'grid:calendar']) await api.resetPreference(view);
  });

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
    const writes = await refusedByRule(page, grid, keys, {
      open: () => vehicles.openFromPalette(),
      api: '/api/vehicles',
      filter: `RV${tag}`,
      record: { col: 'vehicleId', text: `RV${tag}` },
      cell: { col: 'palletCapacity', typed: '70' },
      rule: { name: 'vehicle.palletCapacity.max', message: 'Kisebb számot adjon meg mint 66!' },
      shot: 'vehicle-rule-cell',
    });
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
    await refusedByRule(page, grid, keys, {
      open: () => products.openFromPalette(),
      api: '/api/products',
      filter: `RP${tag}`,
      record: { col: 'itemId', text: `RP${tag}` },
      cell: { col: 'kgPerUnit', typed: '0' },
      rule: { name: 'product.kgPerUnit.positive', message: 'Pozitív számot adjon meg!' },
      shot: 'product-rule-cell',
    });
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
    await refusedByRule(page, grid, keys, {
      open: () => calendar.open(),
      api: '/api/calendar',
      filter: date,
      record: { col: 'date', text: date.replaceAll('-', '.') },
      cell: { col: 'date', typed: '', shown: '' },
      rule: { name: 'calendarOverride.date.required', message: 'A mező kitöltése kötelező!' },
      shot: 'calendar-rule-cell',
    });
  });
});
