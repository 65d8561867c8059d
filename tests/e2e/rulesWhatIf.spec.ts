import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures.ts';

/** logistics' validation file with one more rule: every stored order gets a message on its factory. */
function draftWithProbe(): string {
  const content = JSON.parse(readFileSync(path.resolve('rules/modes/logistics/validation.json'), 'utf8'));
  content.rules.push({
    name: 'order.factoryShortName.whatIfProbe',
    entity: 'order',
    conditions: { all: [{ fact: 'orderId', operator: 'isEmpty', value: false }] },
    event: { type: 'fieldError', params: { field: 'factoryShortName', message: 'Próba: minden rendelés' } },
  });
  return JSON.stringify(content, null, 2);
}

test.describe('rules playground: what-if replay and stored records (superadmin)', () => {
  test.use({ role: 'superadmin' });

  test('replays a draft on the stored orders, lists what would change, loads a changed order by id', async ({
    page,
    keys,
    rulesPlayground: rp,
  }) => {
    await rp.open();
    await expect(page.getByRole('heading', { name: 'Szabálypróba' })).toBeVisible();
    const section = page.getByTestId('rp-whatif');
    await expect(section.getByRole('heading', { name: /Tárolt rekordok/ })).toBeVisible();
    // No field takes the keyboard on arrival.
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toMatch(/INPUT|TEXTAREA|SELECT/);

    await page.getByTestId('rp-draft-file').fill('modes/logistics/validation.json');
    await page.getByTestId('rp-replay-n').fill('5');
    await page.getByTestId('rp-draft').fill(draftWithProbe());
    // By keyboard: Tab to the replay button, Enter.
    const replay = page.getByTestId('rp-replay');
    await keys.tabTo(replay);
    await page.keyboard.press('Enter');
    const result = page.getByTestId('rp-replay-result');
    await expect(result).toContainText(
      /(\d+) tárolt rekord újrajátszva, \1 eredménye változna \(logistics mód/,
    );
    // A diff table (issue 36): what the draft means per record, and each difference now → with the draft.
    const table = result.getByTestId('rp-replay-table');
    const row = table.getByRole('row').filter({ hasText: 'factoryShortName' }).first();
    await expect(row).toContainText('Próba: minden rendelés');
    await expect(table.locator('td', { hasText: 'újonnan elutasítva' }).first()).toBeVisible();
    await expect(result.getByTestId('rp-replay-totals')).toContainText(/Újonnan elutasítva: [1-9]\d*/);
    // Exportable: the whole diff as a workbook.
    const download = page.waitForEvent('download');
    await result.getByTestId('rp-replay-export').click();
    expect((await download).suggestedFilename()).toMatch(/^szabaly-ujrajatszas.*\.xlsx$/);
    await page.screenshot({ path: 'test-results/rules-what-if.png', fullPage: true });

    // A changed record's id loads it into the evaluator; running it answers with the rules in force.
    const first = table.getByRole('button').first();
    const orderId = (await first.textContent())?.trim() ?? '';
    expect(orderId).not.toBe('');
    await first.click();
    await expect(rp.values).toContainText(`"orderId": "${orderId}"`);
    await rp.values.focus();
    await page.keyboard.press('ControlOrMeta+Enter');
    await expect(rp.resultJson).toBeVisible();
    await expect(rp.resultJson).not.toContainText('Próba: minden rendelés');

    // Loading by id by hand; an unknown id says so.
    await page.getByTestId('rp-record-id').fill('NINCS-ILYEN');
    await page.getByTestId('rp-record-load').click();
    // The shell's error dialog says so first (shell.md §8); Enter closes it.
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Nem található');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('rp-whatif-error')).toContainText('Nem található');

    // A broken draft names the rule and the reason.
    await page.getByTestId('rp-draft').fill(draftWithProbe().replace('"orderId"', '"orderIdd"'));
    await replay.click();
    await expect(dialog).toContainText('unknown fact "orderIdd"');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('rp-whatif-error')).toContainText('A szabálytervezet hibás');
    await expect(page.getByTestId('rp-whatif-error')).toContainText('unknown fact "orderIdd"');
  });
});
