import type { Locator, Page } from '@playwright/test';
import { axeFindings, injectAxe } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import { DialogPage } from './support/pages/DialogPage.ts';
import type { KeyboardPage } from './support/pages/KeyboardPage.ts';
import type { PalettePage } from './support/pages/PalettePage.ts';
import type { ShellPage } from './support/pages/ShellPage.ts';
import { TSL_DEPOT } from './support/seeds/timeSlots.ts';

// Issue 35: axe (accessibility.spec.ts checks every screen) over what opens above the screens — the
// dialogs, the confirmation questions, the help overlay and the command palette — with 0 critical and
// 0 serious findings. Each is opened by keyboard as its user opens it, checked with the page as it is
// then (the dialog over its screen), and closed again without saving.

/** The overlays every role has: the command palette (Ctrl+K) and the help overlay (?). */
async function paletteAndHelp(page: Page, shell: ShellPage, keys: KeyboardPage, palette: PalettePage) {
  const found: string[] = [];
  await keys.press('ControlOrMeta+k');
  await expect(palette.input).toBeFocused();
  // The commands on offer, then a search that finds nothing (the list empty but for its note).
  await expect(palette.items.first()).toBeVisible();
  found.push(...(await axeFindings(page, 'command palette')));
  await keys.type('qqxzqq');
  await expect(palette.root.getByText('Nincs találat')).toBeVisible();
  found.push(...(await axeFindings(page, 'command palette, nothing found')));
  await palette.close();
  await keys.press('?');
  await expect(shell.help).toBeVisible();
  found.push(...(await axeFindings(page, 'help overlay')));
  await keys.press('Escape');
  await expect(shell.help).toHaveCount(0);
  return found;
}

/** Checks `root` once it is on show, under its name in the findings. */
async function check(page: Page, root: Locator, where: string): Promise<string[]> {
  await expect(root).toBeVisible();
  await expect(page.locator('.loading-line')).toHaveCount(0);
  return axeFindings(page, where);
}

test.describe('accessibility (axe-core) of dialogs, questions, help and palette', () => {
  test.describe.configure({ timeout: 600_000 });

  test.describe(() => {
    test.use({ role: 'logistics_manager' });

    test('logistics manager: order dialog, its question, freight details, F2, warnings, offer dialog, time-slot picker', async ({
      page,
      api,
      tag,
      keys,
      shell,
      palette,
      orders,
      freights,
      confirm,
    }) => {
      await page.setViewportSize({ width: 1600, height: 900 });
      const order = await api.createOrder(`${tag} Akadálymentes`, `AX-${tag}`);
      const [freightId = ''] = await api.createOfferableFreights(`AX${tag}`, 1);
      await shell.open('/orders');
      await expect(shell.heading).toHaveText('Rendelések');
      await injectAxe(page);
      const found = await paletteAndHelp(page, shell, keys, palette);

      // The order dialog (palette jump), and the question its Esc asks over a changed field.
      await orders.jumpToOrder(order.orderId);
      found.push(...(await check(page, orders.dialog.root, 'order dialog')));
      await orders.dialog.field('Megjegyzés').focus();
      await keys.type(`axe ${tag}`);
      await keys.press('Escape');
      found.push(...(await check(page, confirm.root, 'confirmation question')));
      await confirm.accept();
      await orders.dialog.expectClosed();

      // A freight's details, its F2 edit dialog and the save warnings it asks to confirm.
      await palette.run(`fuvar ${freightId}`, freightId);
      await freights.expectDetailsOf(freightId);
      found.push(...(await check(page, freights.details.root, 'freight details')));
      await keys.press('F2');
      const edit = new DialogPage(page, 'freight-edit');
      found.push(...(await check(page, edit.root, 'freight edit (F2)')));
      const date = edit.field('Szállítás napja');
      await expect(date).toBeEnabled();
      await keys.tabTo(date);
      await keys.replace('2020.01.06');
      await keys.press('ControlOrMeta+s');
      const warnings = new DialogPage(page, 'warnings-dialog');
      found.push(...(await check(page, warnings.root, 'save warnings')));
      // Vissza (focused), then Esc leaves the edit without saving: its question, then Igen.
      await keys.press('Enter');
      await expect(warnings.root).toHaveCount(0);
      await keys.press('Escape');
      if (await confirm.root.isVisible()) await confirm.accept();
      await edit.expectClosed();
      await keys.press('Escape');
      await freights.details.expectClosed();

      // The offer dialog (o) on the freight in the grid.
      await freights.grid.waitForRows();
      await freights.grid.filterTo(freightId, 1);
      await keys.press('Enter');
      await freights.grid.expectFocusInGrid();
      await keys.press('o');
      const offer = new DialogPage(page, 'freight-offer-dialog');
      found.push(...(await check(page, offer.root, 'offer dialog')));
      await keys.press('Escape');
      await offer.expectClosed();

      // The time-slot picker: Alt+B on a free cell of the spec depot's day.
      await shell.open('/timeslots');
      await injectAxe(page);
      const day = page.getByTestId('time-slots-day');
      await expect(day).not.toHaveText('');
      for (let i = 0; i < 10 && !((await day.textContent()) ?? '').includes(TSL_DEPOT.name); i++) {
        await keys.press('Shift+BracketRight');
        await expect(day).not.toHaveText('');
      }
      await expect(day).toContainText(TSL_DEPOT.name);
      await keys.press('BracketRight');
      await keys.press('Alt+KeyI');
      await expect(page.getByTestId('slot-K1-6:00')).toBeFocused();
      // The last dock's last hour: no spec books it.
      await keys.press('PageDown', 4);
      await keys.press('End');
      await expect(page.getByTestId('slot-K3-21:00')).toBeFocused();
      await keys.press('Alt+KeyB');
      const picker = page.getByTestId('time-slot-picker');
      found.push(...(await check(page, picker, 'time-slot picker')));
      await page.screenshot({ path: 'test-results/axe-time-slot-picker.png' });
      await keys.press('Escape');
      await expect(picker).toHaveCount(0);
      // The next open day has nothing waiting (the seeds wait tomorrow): the picker's list is empty but for its note.
      await keys.press('BracketRight');
      await expect(page.getByTestId('time-slots-waiting')).toContainText('Nincs');
      // The cursor keeps its cell from day to day.
      await keys.press('Alt+KeyI');
      await expect(page.getByTestId('slot-K3-21:00')).toBeFocused();
      await keys.press('Alt+KeyB');
      // The note is the list's one (unavailable) option: a screen reader in the list hears it.
      await expect(
        picker.getByRole('listbox').getByRole('option', { name: 'Nincs idősávra váró fuvar vagy átvétel.' }),
      ).toHaveAttribute('aria-disabled', 'true');
      found.push(...(await check(page, picker, 'time-slot picker, nothing waiting')));
      await page.screenshot({ path: 'test-results/axe-time-slot-picker-empty.png' });
      await keys.press('Escape');
      await expect(picker).toHaveCount(0);
      expect(found).toEqual([]);
    });
  });

  test.describe(() => {
    test.use({ role: 'transporter_manager' });

    test('transporter manager: palette, help and an offer of its own in its details', async ({
      page,
      api,
      apiAs,
      tag,
      keys,
      shell,
      palette,
      offers,
    }) => {
      await page.setViewportSize({ width: 1600, height: 900 });
      const admin = await apiAs('admin');
      const [freightId = ''] = await admin.createOfferableFreights(`AXT${tag}`, 1);
      await admin.sendOffers([freightId], [api.user.transporter as string]);
      await offers.openByKeys('/freights');
      await injectAxe(page);
      const found = await paletteAndHelp(page, shell, keys, palette);
      await offers.grid.waitForRows();
      await offers.grid.filterTo(freightId, 1);
      await keys.press('Enter');
      await offers.grid.expectFocusInGrid();
      await keys.press('Enter');
      found.push(...(await check(page, offers.details.root, 'offer details')));
      await page.screenshot({ path: 'test-results/axe-offer-details.png' });
      await keys.press('Escape');
      await offers.details.expectClosed();
      expect(found).toEqual([]);
    });
  });

  test.describe(() => {
    test.use({ role: 'entrance_supervisor' });

    test('gate supervisor: palette and help over the arrivals', async ({ page, keys, shell, palette }) => {
      await page.setViewportSize({ width: 1600, height: 900 });
      await shell.open('/timeslots');
      await expect(page.getByTestId('time-slots')).toBeVisible();
      await injectAxe(page);
      expect(await paletteAndHelp(page, shell, keys, palette)).toEqual([]);
    });
  });
});
