import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures.ts';

// The e2e server stores five freights of factory "E2E" (support/e2eServer.ts).
const E2E = { size: 100, filter: JSON.stringify({ factoryShortName: { type: 'equals', value: 'E2E' } }) };

test.describe('freight documents by keyboard', () => {
  test.use({ role: 'logistics_manager' });

  test('in the details panel Alt+R downloads the packing-plan PDF and Alt+V the freight sheet, focus stays', async ({
    api,
    page,
    keys,
    palette,
    freights,
  }) => {
    const [first] = (await api.freights({ ...E2E, sort: 'freightId:asc' })).result.map((f) => f.freightId);
    const freightId = first ?? '';
    await freights.openStart();
    await palette.run(`fuvar ${freightId}`, freightId);
    await freights.expectDetailsOf(freightId);
    // The title is known from the number at once; the document keys work once the freight's details
    // (and with them its document buttons) are on show: a key before that does nothing (a CI run
    // pressed Alt+R between the two and waited for a download that never came).
    await expect(freights.details.root.getByRole('button', { name: /Rakodási terv/ })).toBeVisible();

    const plan = page.waitForEvent('download');
    await keys.press('Alt+KeyR');
    const planFile = await plan;
    expect(planFile.suggestedFilename()).toBe(`rakodasi-terv-${freightId}.pdf`);
    const planBytes = await readFile((await planFile.path()) ?? '');
    expect(planBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const sheet = page.waitForEvent('download');
    await keys.press('Alt+KeyV');
    const sheetFile = await sheet;
    expect(sheetFile.suggestedFilename()).toBe(`fuvarlap-${freightId}.pdf`);
    expect((await readFile((await sheetFile.path()) ?? '')).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The panel is still open and still has the keyboard: Esc closes it.
    await expect(freights.details.root).toBeVisible();
    await keys.press('Escape');
    await freights.details.expectClosed();
  });
});
