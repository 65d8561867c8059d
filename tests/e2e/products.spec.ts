import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { ShellPage } from './support/ShellPage.ts';
import { TerminalPage } from './support/TerminalPage.ts';

const SHOTS = 'test-results/screenshots';
const UPLOAD = fileURLToPath(new URL('../fixtures/products/e2e.xlsx', import.meta.url));
const BAD = fileURLToPath(new URL('../fixtures/products/bad-rows.xlsx', import.meta.url));

test.describe('product catalogue by keyboard only', () => {
  test('opens /products from the palette, creates a product, uploads a list, reads both back after a reload', async ({
    page,
  }) => {
    // Each upload starts a parser worker (1–2 s on a loaded machine): the upload steps wait longer.
    test.setTimeout(120_000);
    const job = { timeout: 30_000 };
    const tag = Date.now().toString(36).toUpperCase().slice(-5);
    const shell = new ShellPage(page);
    const term = new TerminalPage(page);
    await shell.signInByKeyboard('admin');
    await shell.expectRoute('/');

    // The palette opens the catalogue; the seeded dummy product of §9 is listed.
    await term.runFromPalette('árukatalógus', 'Árukatalógus');
    await shell.expectRoute('/products');
    await term.waitForRows();
    await expect(page.getByRole('gridcell', { name: 'DUMMY' })).toBeVisible();

    // n opens the dialog; the fields in order; Ctrl+S saves.
    await term.press('n');
    const dialog = page.getByTestId('product-dialog');
    await expect(dialog.getByLabel('Cikkszám')).toBeFocused();
    await page.keyboard.type(`E2E-${tag}`);
    await term.press('Tab');
    await page.keyboard.type(`Kézi termék ${tag}`);
    await term.press('Tab');
    await term.press('ControlOrMeta+a');
    await page.keyboard.type('m2');
    await term.press('Tab');
    await page.keyboard.type('2,5');
    await term.press('Tab');
    await page.keyboard.type('500');
    await term.press('Tab');
    await page.keyboard.type('200');
    await term.press('Tab');
    await term.press('Tab');
    await page.keyboard.type('3');
    await page.screenshot({ path: `${SHOTS}/product-dialog.png` });
    await term.press('ControlOrMeta+s');
    await expect(dialog).toHaveCount(0);

    // u opens the upload; the file input has the focus; a bad file lists its rows and saves nothing.
    await term.waitForRows();
    await term.press('u');
    const upload = page.getByTestId('product-upload');
    await expect(upload).toBeVisible();
    const fileInput = page.locator('[data-testid="product-upload"] input[type="file"]');
    await expect(fileInput).toBeFocused();
    await page.locator(':focus').setInputFiles(BAD);
    await expect(upload.getByTestId('product-upload-errors')).toContainText(
      'A "Megnevezés" mező kitöltése kötelező!',
      job,
    );
    await expect(upload.getByTestId('product-upload-errors').locator('tbody tr')).toHaveCount(5);
    await page.screenshot({ path: `${SHOTS}/product-upload-errors.png` });

    // A good file: the progress bar reaches ready and the grid reloads.
    await fileInput.focus();
    await page.locator(':focus').setInputFiles(UPLOAD);
    await expect(upload.getByTestId('product-upload-status')).toContainText('Kész', job);
    await expect(upload.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(upload.getByTestId('product-upload-result')).toContainText('mentve');
    await page.screenshot({ path: `${SHOTS}/product-upload.png` });
    await term.press('Escape');
    await expect(upload).toHaveCount(0);

    // After a reload: the quick filter finds the typed product and the uploaded ones.
    await page.reload();
    await term.waitForRows();
    await term.press('/');
    await expect(term.quickFilter).toBeFocused();
    await page.keyboard.type('E2E-');
    await expect(page.getByRole('gridcell', { name: `E2E-${tag}` })).toBeVisible();
    await expect(page.getByRole('gridcell', { name: 'E2E-UP-1' })).toBeVisible();
    await expect(page.getByRole('gridcell', { name: 'Feltöltött cserép' })).toBeVisible();
    const typed = page
      .locator('.ag-row', { has: page.getByRole('gridcell', { name: `E2E-${tag}` }) })
      .first();
    await expect(typed.locator('[col-id="kgPerUnit"]')).toHaveText('2.5');
    await expect(typed.locator('[col-id="unit"]')).toHaveText('m2');
    await page.screenshot({ path: `${SHOTS}/products.png` });

    // The view exports to .xlsx (the three filtered rows) and that file uploads again unchanged.
    const download = page.waitForEvent('download');
    await term.runFromPalette('excel', 'Exportálás Excelbe');
    const exported = await download;
    expect(exported.suggestedFilename()).toMatch(/^arukatalogus-\d{8}\.xlsx$/);
    const exportPath = test.info().outputPath('export.xlsx');
    await exported.saveAs(exportPath);
    await term.runFromPalette('feltoltes', 'Terméklista feltöltése');
    await expect(fileInput).toBeFocused();
    await page.locator(':focus').setInputFiles(exportPath);
    await expect(upload.getByTestId('product-upload-result')).toContainText('Kész: 0 új, 0 módosított', job);
    await term.press('Escape');
    await expect(upload).toHaveCount(0);

    // "termék <cikkszám>" in the palette opens that product's dialog.
    await term.runFromPalette('termék E2E-UP-2', 'E2E-UP-2');
    await shell.expectRoute('/products');
    const jumped = page.getByTestId('product-dialog');
    await expect(jumped.getByLabel('Megnevezés')).toHaveValue('Feltöltött cserép');
  });
});
