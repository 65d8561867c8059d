import { expect, test } from './support/fixtures.ts';
import { BILLS_TRANSPORTER } from './support/seeds/freightBills.ts';
import { ORGANIZER_DEPOT, organizerWeek } from './support/seeds/organizer.ts';

// The keyboard select kit (src/web/ui/inputs/KeyboardSelect.tsx) replaces the native selects of the
// filter rows: a letter on the closed field never changes the choice (it stays a screen key), Enter
// or ↓ opens the list, letters move the highlight, Enter applies, Esc keeps, Tab goes on.
test.describe('keyboard select kit', () => {
  test.use({ role: 'logistics_manager' });

  test('/map: depot and status filters by keyboard; letters and g sequences stay keys of the screen', async ({
    page,
    keys,
    shell,
  }) => {
    const { from, to } = organizerWeek();
    await shell.open(`/map?from=${from}&to=${to}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Térképes nézet');
    const count = page.getByTestId('fm-count');
    await expect(count).toHaveText(/fuvar a térképen/);
    const depot = page.getByTestId('fm-depot');
    const depotButton = depot.getByRole('button');
    const status = page.getByTestId('fm-status');
    const statusButton = status.getByRole('button');

    // f reaches the filters; Tab walks them to the depot field.
    await keys.press('f');
    await keys.tabTo(depotButton, 10);
    await expect(depotButton).toHaveAccessibleName('Depó Mind');
    // o (a native select would jump to ORG1) stays the map's key; j still selects a freight.
    await keys.press('o');
    await expect(depot).toHaveAttribute('data-value', '');
    await expect(depot.getByRole('listbox')).toHaveCount(0);
    await keys.press('j');
    await expect(page.getByTestId('fm-details')).toBeVisible();

    // Enter opens the list; typing moves the highlight; Enter applies it and keeps the keyboard here.
    await depotButton.focus();
    await keys.press('Enter');
    const depots = depot.getByRole('listbox');
    await expect(depots).toBeFocused();
    await keys.type(ORGANIZER_DEPOT.toLowerCase());
    await expect(depots.getByRole('option', { name: ORGANIZER_DEPOT, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.screenshot({ path: 'test-results/screenshots/keyboard-select-map.png' });
    await keys.press('Enter');
    await expect(depot).toHaveAttribute('data-value', ORGANIZER_DEPOT);
    await expect(count).toHaveText('4 fuvar a térképen');
    await expect(depotButton).toBeFocused();
    // extended_visualization (on in the e2e database): pallets and fill rate per freight.
    await expect(page.locator('.fm-list [role="option"]')).toHaveCount(4);
    await expect(page.locator('.fm-list [role="option"]').first()).toContainText(/\d+ rl · \d+%/);
    // The freight j chose before the filter may be another depot's of that week (from Monday to
    // Saturday the e2e factory's stored freights, delivered a week from today, fall in it and come
    // first): then the filter took it off the map. j picks one of ORG1's.
    await keys.press('j');
    await expect(page.getByTestId('fm-details')).toContainText(/Rakomány\s*\d+ rl · \d+%/);
    await expect(depotButton).toBeFocused();

    // Tab: the next filter field. ↓ opens it; Esc closes it without a change.
    await keys.press('Tab');
    await expect(statusButton).toBeFocused();
    await keys.press('ArrowDown');
    const statuses = status.getByRole('listbox');
    await expect(statuses).toBeFocused();
    // Letters without accents find accented names (a keyboard's ö would too: Playwright types it without a key press).
    await keys.type('tor');
    await expect(statuses.getByRole('option', { name: 'Törölve' })).toHaveAttribute('aria-selected', 'true');
    await keys.press('Escape');
    await expect(statuses).toHaveCount(0);
    await expect(status).toHaveAttribute('data-value', '');
    await expect(statusButton).toBeFocused();
    await expect(count).toHaveText('4 fuvar a térképen');
    // Tab from the open list goes on to the next field, the choice unchanged.
    await keys.press('ArrowDown');
    await expect(statuses).toBeFocused();
    await keys.press('Tab');
    await expect(page.getByTestId('fm-transporter').getByRole('button')).toBeFocused();
    await expect(status).toHaveAttribute('data-value', '');
    // Shift+Tab back, then choose "Törölve": none of ORG1's freights is cancelled.
    await keys.press('Shift+Tab');
    await expect(statusButton).toBeFocused();
    await keys.press('Enter');
    // Typed once the list is open, as the user sees it (under load its first frame comes late).
    await expect(statuses).toBeFocused();
    await keys.type('tor');
    await expect(statuses.getByRole('option', { name: 'Törölve' })).toHaveAttribute('aria-selected', 'true');
    await keys.press('Enter');
    await expect(status).toHaveAttribute('data-value', 'cancelled');
    await expect(count).toHaveText('0 fuvar a térképen');

    // A g sequence on a filter field goes where it says.
    await expect(statusButton).toBeFocused();
    await keys.sequence('g o');
    await shell.expectRoute('/freight-organizer');
  });

  test('/freight-bills: the transporter filter by keyboard, the filter row on one line at 1366 px', async ({
    page,
    keys,
    freightBills: screen,
  }) => {
    const { grid } = screen;
    await screen.open();
    await grid.waitForRows();
    const transporter = page.getByTestId('freight-bills-transporter');
    const button = transporter.getByRole('button');

    // The filter fields (transporter, period, cost centre) share one line at 1366 px.
    expect(page.viewportSize()?.width).toBe(1366);
    const row = page.locator('.freight-bills-filters');
    const fields = row.locator(':scope > *');
    const boxes = await fields.evaluateAll((els) =>
      els.map((el) => ({ top: el.getBoundingClientRect().top, bottom: el.getBoundingClientRect().bottom })),
    );
    expect(boxes.length).toBeGreaterThanOrEqual(4);
    // One line: every field overlaps every other vertically.
    expect(Math.max(...boxes.map((b) => b.top))).toBeLessThan(Math.min(...boxes.map((b) => b.bottom)));
    const right = await row.evaluate((el) => el.getBoundingClientRect().right);
    expect(right).toBeLessThanOrEqual(1366);

    // Shift+G: the status list; Tab goes on to the transporter field.
    await page.locator('.ag-row[row-index="0"] .ag-cell').first().focus();
    await keys.press('Shift+G');
    await expect(screen.status).toBeFocused();
    await keys.press('Tab');
    await expect(button).toBeFocused();
    // A letter does not pick a transporter (a native select would: d → Dunántúli Fuvar Zrt.).
    await keys.press('d');
    await expect(transporter).toHaveAttribute('data-value', '');
    await expect(transporter.getByRole('listbox')).toHaveCount(0);
    // Esc on the closed field: back into the grid, nothing chosen.
    await keys.press('Escape');
    await grid.expectFocusInGrid();
    await expect(transporter).toHaveAttribute('data-value', '');

    // Enter opens; typing the name highlights it; Enter filters and returns to the grid.
    await button.focus();
    await keys.press('Enter');
    const list = transporter.getByRole('listbox');
    await expect(list).toBeFocused();
    await keys.type('bil t');
    await expect(list.getByRole('option', { name: BILLS_TRANSPORTER.companyName })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.screenshot({ path: 'test-results/screenshots/keyboard-select-bills.png' });
    await keys.press('Enter');
    await expect(transporter).not.toHaveAttribute('data-value', '');
    await expect(grid.counts).toContainText(/^22 \//);
    await grid.expectFocusInGrid();
  });
});
