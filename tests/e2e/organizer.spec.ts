import { expect, test } from './support/fixtures.ts';
import { DialogPage } from './support/pages/DialogPage.ts';
import { ORGANIZER_DEPOT } from './support/seeds/organizer.ts';

// The e2e server seeds depot ORG1 with three freights on next Monday, one freight and one pickup
// on next Tuesday (support/seeds/organizer.ts).
test.describe('freight organizer by keyboard', () => {
  test.use({ role: 'logistics_manager' });

  test('open the organizer, next week, fix three freights, unfix one, open one on the map', async ({
    page,
    keys,
    shell,
  }) => {
    const board = page.getByTestId('org-board');
    const depot = page.getByTestId('org-depot');
    const cards = board.getByTestId('org-card');
    const warnings = new DialogPage(page, 'warnings-dialog');

    await shell.openHome();
    await keys.sequence('g o');
    await shell.expectRoute('/freight-organizer');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fuvarszervező');
    // d steps through the depots until the organizer's own.
    await expect(depot).not.toHaveAttribute('data-value', '');
    for (let i = 0; i < 12 && (await depot.getAttribute('data-value')) !== ORGANIZER_DEPOT; i++) {
      const before = (await depot.getAttribute('data-value')) ?? '';
      await keys.press('d');
      await expect(depot).not.toHaveAttribute('data-value', before);
    }
    await expect(depot).toHaveAttribute('data-value', ORGANIZER_DEPOT);
    const week = await page.getByTestId('org-week').textContent();
    await keys.press('PageDown');
    await expect(page.getByTestId('org-week')).not.toHaveText(week ?? '');
    await expect(cards).toHaveCount(5);
    await page.screenshot({ path: 'test-results/organizer-board.png' });

    // The first card of Monday has the keyboard; select three with Space and the arrows.
    const monday = cards.filter({ hasText: 'Pápa' });
    // Asked as "which element has the focus", so a failure names where it is (CI 2026-11-30 once
    // found no card focused after PageDown, the board complete; not reproduced since).
    const mondayKey = await monday.getAttribute('data-focus-key');
    await expect
      .poll(() =>
        page.evaluate(() => {
          const el = document.activeElement;
          return el?.getAttribute('data-focus-key') ?? `${el?.tagName} ${el?.outerHTML.slice(0, 120)}`;
        }),
      )
      .toBe(mondayKey);
    await keys.press('Space');
    await keys.press('ArrowDown');
    await keys.press('Space');
    await keys.press('ArrowDown');
    await keys.press('Space');
    await expect(board.locator('[data-testid="org-card"][aria-selected="true"]')).toHaveCount(3);
    await keys.press('f');
    await expect(warnings.root).toBeVisible();
    await expect(warnings.root.getByTestId('warnings-list')).toContainText('Az ütemezett státusz törli');
    await keys.press('Shift+Tab');
    await keys.press('Enter');
    await expect(board.locator('[data-testid="org-card"][data-status="scheduled"]')).toHaveCount(3);
    await expect(page.getByTestId('org-message')).toContainText('fixálva');
    await expect(page.getByTestId(/org-totals-/).first()).toContainText('3 fuvar');

    // The focus stayed on the third card (Tata): u unfixes it alone.
    const tata = cards.filter({ hasText: 'Tata' });
    await expect(tata).toBeFocused();
    await keys.press('u');
    await expect(tata).toHaveAttribute('data-status', 'new');
    await expect(board.locator('[data-testid="org-card"][data-status="scheduled"]')).toHaveCount(2);
    await page.screenshot({ path: 'test-results/organizer-fixed.png' });

    // Shift+M: the focused freight on the map, with its details.
    const number = await tata.getAttribute('data-number');
    await keys.press('Shift+M');
    await shell.expectRoute('/map');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Térképes nézet');
    await expect(page.getByTestId('fm-details')).toContainText(number ?? '');
    await expect(page.getByTestId('fm-details')).toContainText('Tata');
    await expect(page.getByTestId('fm-count')).toContainText('3 fuvar');
    // j selects the next freight of the day; o opens it on /freights.
    await keys.press('j');
    await expect(page.getByTestId('fm-details')).not.toContainText('Tata');
    await page.screenshot({ path: 'test-results/organizer-map.png' });
    const chosen = (await page.getByTestId('fm-details').textContent()) ?? '';
    await keys.press('o');
    await shell.expectRoute('/freights');
    await expect(page.getByRole('dialog')).toBeVisible();
    // Esc on the freight: back on the map, the same freight chosen (not the one the organizer named).
    await keys.press('Escape');
    await shell.expectRoute('/map');
    await expect(page.getByTestId('fm-details')).toHaveText(chosen);
    await expect(page.getByTestId('fm-count')).toContainText('3 fuvar');
  });
});
