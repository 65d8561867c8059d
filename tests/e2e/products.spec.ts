import { fileURLToPath } from 'node:url';
import { expect, test } from './support/fixtures.ts';

const SHOTS = 'test-results/screenshots';
const UPLOAD = fileURLToPath(new URL('../fixtures/products/e2e.xlsx', import.meta.url));
const BAD = fileURLToPath(new URL('../fixtures/products/bad-rows.xlsx', import.meta.url));

test.describe('product catalogue by keyboard only', () => {
  test.use({ role: 'admin' });

  test('opens /products from the palette, creates a product, uploads a list, reads both back after a reload', async ({
    page,
    tag,
    products,
  }) => {
    const { grid, keys, palette, shell } = products;
    // Each upload starts a parser worker (1–2 s on a loaded machine): the upload steps wait longer.
    test.setTimeout(120_000);
    const job = { timeout: 30_000 };
    // The palette opens the catalogue; the seeded dummy product of §9 is listed.
    await products.openFromPalette();
    await grid.waitForRows();
    await expect(grid.gridcell('DUMMY')).toBeVisible();

    // n opens the dialog; the fields in order; Ctrl+S saves.
    await keys.press('n');
    const dialog = products.dialog.root;
    await expect(dialog.getByLabel('Cikkszám')).toBeFocused();
    await keys.type(`E2E-${tag}`);
    await keys.press('Tab');
    await keys.type(`Kézi termék ${tag}`);
    await keys.press('Tab');
    await keys.press('ControlOrMeta+a');
    await keys.type('m2');
    await keys.press('Tab');
    await keys.type('2,5');
    await keys.press('Tab');
    await keys.type('500');
    await keys.press('Tab');
    await keys.type('200');
    await keys.press('Tab');
    await keys.press('Tab');
    await keys.type('3');
    await page.screenshot({ path: `${SHOTS}/product-dialog.png` });
    await keys.press('ControlOrMeta+s');
    await products.dialog.expectClosed();

    // u opens the upload; the file input has the focus; a bad file lists its rows and saves nothing.
    await grid.waitForRows();
    await keys.press('u');
    const upload = products.upload.root;
    await expect(upload).toBeVisible();
    const fileInput = products.fileInput;
    await expect(fileInput).toBeFocused();
    await products.chooseFile(BAD);
    await expect(upload.getByTestId('product-upload-errors')).toContainText(
      'A "Megnevezés" mező kitöltése kötelező!',
      job,
    );
    await expect(upload.getByTestId('product-upload-errors').locator('tbody tr')).toHaveCount(5);
    await page.screenshot({ path: `${SHOTS}/product-upload-errors.png` });

    // A good file: the progress bar reaches ready and the grid reloads.
    await fileInput.focus();
    await products.chooseFile(UPLOAD);
    await expect(upload.getByTestId('product-upload-status')).toContainText('Kész', job);
    await expect(upload.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await expect(upload.getByTestId('product-upload-result')).toContainText('mentve');
    await page.screenshot({ path: `${SHOTS}/product-upload.png` });
    await keys.press('Escape');
    await expect(upload).toHaveCount(0);

    // After a reload: the quick filter finds the typed product and the uploaded ones.
    await page.reload();
    await grid.waitForRows();
    await grid.filter('E2E-');
    await expect(grid.gridcell(`E2E-${tag}`)).toBeVisible();
    await expect(grid.gridcell('E2E-UP-1')).toBeVisible();
    await expect(grid.gridcell('Feltöltött cserép')).toBeVisible();
    const typed = grid.rowWith(`E2E-${tag}`);
    await expect(typed.locator('[col-id="kgPerUnit"]')).toHaveText('2.5');
    await expect(typed.locator('[col-id="unit"]')).toHaveText('m2');
    await page.screenshot({ path: `${SHOTS}/products.png` });

    // The view exports to .xlsx (the three filtered rows) and that file uploads again unchanged.
    const download = page.waitForEvent('download');
    await palette.run('excel', 'Exportálás Excelbe');
    const exported = await download;
    expect(exported.suggestedFilename()).toMatch(/^arukatalogus-\d{8}\.xlsx$/);
    const exportPath = test.info().outputPath('export.xlsx');
    await exported.saveAs(exportPath);
    await palette.run('feltoltes', 'Terméklista feltöltése');
    await expect(fileInput).toBeFocused();
    await products.chooseFile(exportPath);
    await expect(upload.getByTestId('product-upload-result')).toContainText('Kész: 0 új, 0 módosított', job);
    await keys.press('Escape');
    await expect(upload).toHaveCount(0);

    // "termék <cikkszám>" in the palette opens that product's dialog.
    await palette.run('termék E2E-UP-2', 'E2E-UP-2');
    await shell.expectRoute(products.route);
    await expect(products.dialog.field('Megnevezés')).toHaveValue('Feltöltött cserép');
  });
});
