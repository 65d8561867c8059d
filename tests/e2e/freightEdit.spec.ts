import { expect, test } from './support/fixtures.ts';
import { DialogPage } from './support/pages/DialogPage.ts';

// The e2e server stores five freights of factory "E2E" (support/e2eServer.ts): the transporters'
// test reads the demo transporter's three; the planners' test edits a freight of its own.

test.describe('freight editing by keyboard', () => {
  test.describe(() => {
    test.use({ role: 'logistics_manager' });

    test('fuvar N → F2: change the delivery date, confirm the warnings, step the status, add a comment', async ({
      page,
      api,
      tag,
      keys,
      palette,
      freights,
    }) => {
      // The test's own new freight without a transporter: a rerun never meets the date it saved.
      const [id = ''] = await api.createOfferableFreights(tag, 1);
      const stored = async () => (await api.freights({ size: 1, freightId: id })).result[0];
      expect((await stored())?.transporterId).toBeNull();
      const edit = new DialogPage(page, 'freight-edit');
      const warnings = new DialogPage(page, 'warnings-dialog');

      await freights.openStart();
      await palette.run(`fuvar ${id}`, id);
      await freights.expectDetailsOf(id);
      // Hungarian in the details too: dates as 2026.12.07, event names, money in Ft (issue 35).
      const details = freights.details.root;
      await expect(details.locator('.freight-meta dd').nth(1)).toHaveText(/^\d{4}\.\d{2}\.\d{2}$/);
      await expect(details.locator('.freight-events')).toContainText('Létrehozás');
      await expect(details.locator('.freight-events')).not.toContainText('created');
      await keys.press('F2');
      await expect(edit.root).toBeVisible();
      await expect(edit.root.getByTestId('transport-status').locator('p')).toContainText('Új');
      // No field takes the keyboard on arrival: the status line has it.
      await expect(edit.root.getByTestId('transport-status').locator('p')).toBeFocused();

      // A date in the past: the rules worker lists the warning before anything is sent.
      const date = edit.field('Szállítás napja');
      await expect(date).toBeEnabled();
      await keys.tabTo(date);
      await keys.replace('2020.01.06');
      await keys.press('ControlOrMeta+s');
      await expect(warnings.root).toBeVisible();
      await expect(warnings.root.getByTestId('warnings-list')).toContainText(
        'A szállítási dátum a múltban van!',
      );
      // F1 ("Miért?"): the rule behind the warning and the date it saw; Esc back to the question.
      await expect(warnings.root).toContainText('F1: Miért?');
      await keys.press('F1');
      const why = page.getByTestId('why-dialog');
      await expect(why).toBeVisible();
      await expect(why).toContainText('freight.warning.dateInPast');
      await expect(why).toContainText('rules/base/freightWarnings.json');
      await keys.press('Escape');
      await expect(why).toHaveCount(0);
      await expect(warnings.root).toBeVisible();
      await expect(warnings.root.getByRole('button', { name: 'Vissza' })).toBeFocused();
      // Vissza (the focused answer) returns to the dialog with the input kept.
      await keys.press('Enter');
      await expect(warnings.root).toHaveCount(0);
      await expect(date).toHaveValue('2020.01.06');
      await keys.press('ControlOrMeta+s');
      await expect(warnings.root).toBeVisible();
      await keys.press('Shift+Tab');
      await keys.press('Enter');
      await edit.expectClosed();
      await expect.poll(async () => (await stored())?.deliveryDate).toBe('2020-01-06');
      // The focus is back in the details panel it was opened from.
      await expect(freights.details.root).toBeVisible();

      // Offered to a transporter: the offer flow, not a status step, publishes a freight (issue 35).
      const carrier = await api.createTransporter(`Lépés ${tag} Kft.`, `LP${tag}`);
      await api.sendOffers([id], [carrier.id]);
      await expect.poll(async () => (await stored())?.status).toBe('published');

      // Status stepping in the dialog: Alt+PageDown, the warnings once more (the date is still past).
      await keys.press('F2');
      await expect(edit.root.getByTestId('transport-status').locator('p')).toContainText('Meghirdetve');
      await keys.press('Alt+PageDown');
      await expect(warnings.root).toBeVisible();
      await keys.press('Shift+Tab');
      await keys.press('Enter');
      await expect(edit.root.getByTestId('transport-status').locator('p')).toContainText('Megválaszolva');
      await expect.poll(async () => (await stored())?.status).toBe('answered');

      // Comment: Alt+K puts the keyboard in the comment box; its own button saves it.
      await keys.press('Alt+k');
      const comment = edit.root.getByRole('textbox', { name: 'Megjegyzés' });
      await expect(comment).toBeFocused();
      await keys.replace(`Megjegyzés ${tag}`);
      const saveComment = edit.button('Megjegyzés mentése');
      await keys.tabTo(saveComment);
      await keys.press('Enter');
      await expect.poll(async () => (await stored())?.comment).toBe(`Megjegyzés ${tag}`);
      // The button's save is confirmed, and the keyboard stays in the field it saved (issue 35).
      await expect(edit.root.getByTestId('freight-edit-message')).toHaveText('Mentve.');
      await expect(comment).toBeFocused();
      await page.screenshot({ path: 'test-results/freight-edit.png' });

      // Back a step; Esc closes the dialog.
      await keys.press('Alt+PageUp');
      await expect(warnings.root).toBeVisible();
      await keys.press('Shift+Tab');
      await keys.press('Enter');
      await expect(edit.root.getByTestId('transport-status').locator('p')).toContainText('Meghirdetve');
      await keys.press('Escape');
      await edit.expectClosed();
      await expect(freights.details.root).toBeVisible();
    });

    test('the details panel answers Alt+K and Alt+PageDown and shows what was saved', async ({
      page,
      api,
      tag,
      keys,
      palette,
      freights,
    }) => {
      const [id = ''] = await api.createOfferableFreights(`${tag}D`, 1);
      const stored = async () => (await api.freights({ size: 1, freightId: id })).result[0];
      const carrier = await api.createTransporter(`Panel ${tag} Kft.`, `PN${tag}`);
      await api.sendOffers([id], [carrier.id]);
      await expect.poll(async () => (await stored())?.status).toBe('published');
      const edit = new DialogPage(page, 'freight-edit');
      await freights.openStart();
      await palette.run(`fuvar ${id}`, id);
      await freights.expectDetailsOf(id);
      const status = freights.details.root.locator('.freight-meta dd').first();
      await expect(status).toHaveText('Meghirdetve');
      const edits = freights.details.root.getByText(/Módosítás/);
      const editsBefore = await edits.count();

      // Alt+K in the panel: the edit dialog with the keyboard in the comment box.
      await keys.press('Alt+k');
      await expect(edit.root.getByRole('textbox', { name: 'Megjegyzés' })).toBeFocused();
      await keys.replace(`Panel ${tag}`);
      await keys.press('ControlOrMeta+s');
      await edit.expectClosed();
      await expect.poll(async () => (await stored())?.comment).toBe(`Panel ${tag}`);

      // Alt+PageDown in the panel steps the freight as the panel now shows it (reloaded after the save:
      // its events list the save; a step sent before that carries the old version and is refused).
      await expect(freights.details.root).toBeVisible();
      await expect(edits).toHaveCount(editsBefore + 1);
      await keys.press('Alt+PageDown');
      await expect(status).toHaveText('Megválaszolva');
      await expect.poll(async () => (await stored())?.status).toBe('answered');
    });

    test('Ctrl+S saves a picked transporter and a typed comment with the fields', async ({
      page,
      api,
      tag,
      keys,
      palette,
      freights,
    }) => {
      const [id = ''] = await api.createOfferableFreights(`${tag}S`, 1);
      const stored = async () => (await api.freights({ size: 1, freightId: id })).result[0];
      await api.createTransporter(`Mentés ${tag} Kft.`, `MS${tag}`);
      const edit = new DialogPage(page, 'freight-edit');
      await freights.openStart();
      await palette.run(`fuvar ${id}`, id);
      await freights.expectDetailsOf(id);
      const edits = freights.details.root.getByText(/Módosítás/);
      const editsBefore = await edits.count();
      await keys.press('F2');
      await expect(edit.root.getByTestId('transport-status').locator('p')).toBeFocused();

      // Only the comment typed: Ctrl+S saves it and closes (no "Nincs változás"). Alt+K pressed
      // before the rules enabled the box puts the keyboard there once they have.
      await keys.press('Alt+k');
      await expect(edit.root.getByRole('textbox', { name: 'Megjegyzés' })).toBeFocused();
      await keys.replace(`Ctrl+S ${tag}`);
      await keys.press('ControlOrMeta+s');
      await edit.expectClosed();
      await expect.poll(async () => (await stored())?.comment).toBe(`Ctrl+S ${tag}`);
      // The panel reloads after the save (its events list it): F2 once that is on show (a CI run
      // pressed it during the reload and the dialog never opened).
      await expect(edits).toHaveCount(editsBefore + 1);

      // A transporter picked and the driver typed: one Ctrl+S saves both.
      await keys.press('F2');
      const select = edit.root.locator('select[name=transporterId]');
      await expect(select).toBeEnabled();
      await keys.tabTo(select);
      await keys.press('ArrowDown');
      await expect(select).not.toHaveValue('');
      const picked = await select.inputValue();
      const driver = edit.field('Sofőr');
      await keys.shiftTabTo(driver);
      await keys.replace(`Sofőr ${tag}`);
      await keys.press('ControlOrMeta+s');
      await edit.expectClosed();
      await expect.poll(async () => (await stored())?.transporterId).toBe(picked);
      expect((await stored())?.driverName).toBe(`Sofőr ${tag}`);
      expect((await stored())?.comment).toBe(`Ctrl+S ${tag}`);
    });
  });

  test.describe(() => {
    test.use({ role: 'transporter_manager' });

    test('a transporter manager may change only the driver and the plate', async ({
      page,
      keys,
      grid,
      freights,
    }) => {
      const edit = new DialogPage(page, 'freight-edit');
      await freights.openStart('/freights');
      await grid.waitForRows();
      await grid.filterTo('E2E', 3);
      await keys.press('Enter');
      await expect.poll(() => grid.focusedCell()).toMatchObject({ row: '0' });
      await keys.press('Alt+e');
      await expect(edit.root).toBeVisible();
      await expect(edit.field('Sofőr')).toBeEnabled();
      await expect(edit.field('Rendszám')).toBeEnabled();
      await expect(edit.field('Szállítás napja')).toBeDisabled();
      await expect(edit.field('Járműtípus')).toBeDisabled();
      await expect(edit.root.getByLabel('Fuvardíj')).toHaveCount(0);
      await keys.press('Escape');
      await edit.expectClosed();
      await grid.expectFocusInGrid();
    });
  });
});
