import { readdirSync } from 'node:fs';
import path from 'node:path';
import { summarizeResult } from '../../src/core/rules/checkGoldenCase.ts';
import type { EntityResult } from '../../src/core/rules/ruleResults.ts';
import { createNodeRulesPool } from '../../src/server/rules/createNodeRulesPool.ts';
import { loadGoldenCases, loadRuleSet } from '../../src/server/rules/loadRuleFiles.ts';
import { BENCH_CTX, parityCorpus } from '../bench/rulesBenchRows.ts';
import { expect, test } from './support/fixtures.ts';

test.describe('rules playground (superadmin)', () => {
  test.describe(() => {
    test.use({ role: 'superadmin' });

    test('evaluates a sample, explains a message by keyboard, runs golden cases', async ({
      page,
      keys,
      rulesPlayground: rp,
    }) => {
      await rp.open();
      await expect(page.getByRole('heading', { name: 'Szabálypróba' })).toBeVisible();

      await rp.values.focus();
      await page.keyboard.press('ControlOrMeta+Enter');
      const messages = rp.messages;
      await expect(messages).toContainText('Az email cím formátuma nem megfelelő!');

      // "Miért?" of the e-mail message, by keyboard: Tab to its button, Enter, Escape closes.
      const why = page.getByRole('button', { name: 'Miért? customer.email' });
      await keys.tabTo(why);
      await page.keyboard.press('Enter');
      const view = rp.why;
      await expect(view).toBeFocused();
      await expect(view).toContainText('order.customer.email.format');
      await expect(view).toContainText('rules/base/validation.json');
      await expect(view.getByTestId('why-fact').first()).toHaveText('"rendeles@minta"');
      await page.screenshot({ path: 'test-results/rules-playground.png', fullPage: true });
      await page.keyboard.press('Escape');
      await expect(view).toBeHidden();
      await expect(why).toBeFocused();

      // The server's pool answers the same for the same sample.
      const inBrowser = await rp.resultJson.textContent();
      await rp.byTestId('rp-where').selectOption('server');
      await rp.byTestId('rp-run').click();
      await expect(rp.resultJson).toHaveText(inBrowser ?? '');

      await rp.byTestId('rp-mode').selectOption('wienerberger');
      await rp.byTestId('rp-cases').click();
      const cases = loadGoldenCases('wienerberger');
      await expect(rp.byTestId('rp-cases-result')).toContainText(
        `${cases.length} / ${cases.length} eset megfelelő`,
      );
    });
  });

  test.describe(() => {
    test.use({ role: 'admin' });

    test('is refused to admins', async ({ shell, rulesPlayground }) => {
      await shell.open(rulesPlayground.route);
      await shell.expectRoute('/');
    });
  });
});

test.describe('parity: Node worker and browser worker', () => {
  // One test per mode: the five modes' golden cases and corpora in one test took 106 s of the
  // browser worker alone on a loaded 2-core machine (load average 40), past the test's limit.
  for (const mode of ['logistics', 'marka', 'wienerberger', 'topolisz', 'barabas'] as const) {
    test(`${mode}: identical results for golden cases and a random corpus`, async ({ page, baseURL }) => {
      test.setTimeout(90_000);
      // The worker needs a page of the server's origin, not the app: the version answer (the app's
      // start, 1.4 s of Chromium's CPU, was a sixth of the test).
      await page.goto(new URL('/api/version', baseURL).href);
      // The worker Vite built for the app (dist/web), loaded from the server like the app does.
      const file = readdirSync(path.resolve(process.env.WEB_DIST_DIR ?? 'dist/web', 'assets')).find((f) =>
        /^rules\.worker-.*\.js$/.test(f),
      );
      expect(file).toBeTruthy();

      const requests = [
        {
          set: loadRuleSet(mode),
          batches: [
            ...loadGoldenCases(mode).map((c) => ({
              entity: c.entity,
              rows: [c.values],
              ctx: c.ctx,
              trace: true,
            })),
            { entity: 'order' as const, rows: parityCorpus(mode), ctx: BENCH_CTX, trace: true },
          ],
        },
      ];

      const pool = createNodeRulesPool(1);
      const node: EntityResult[][] = [];
      try {
        for (const r of requests) {
          await pool.load(r.set);
          for (const b of r.batches) node.push(await pool.evaluate(b));
        }
      } finally {
        await pool.close();
      }

      const browser = (await page.evaluate(
        async ({ url, requests }) => {
          const worker = new Worker(url, { type: 'module' });
          let id = 0;
          const call = (message: Record<string, unknown>) =>
            new Promise<{ ok: boolean; results?: unknown[]; error?: string }>((resolve) => {
              const mine = ++id;
              const on = (e: MessageEvent) => {
                if (e.data.id !== mine) return;
                worker.removeEventListener('message', on);
                resolve(e.data);
              };
              worker.addEventListener('message', on);
              worker.postMessage({ ...message, id: mine });
            });
          const out: unknown[] = [];
          for (const r of requests) {
            await call({ type: 'load', set: r.set });
            for (const b of r.batches) {
              const reply = await call({ type: 'evaluate', request: b });
              if (!reply.ok) throw new Error(reply.error);
              out.push(reply.results);
            }
          }
          worker.terminate();
          return out;
        },
        { url: new URL(`assets/${file}`, baseURL).href, requests },
      )) as EntityResult[][];

      expect(browser.length).toBe(node.length);
      // Whole results, traces included; and the summaries once more for a readable diff.
      expect(browser.map((b) => b.map(summarizeResult))).toEqual(node.map((n) => n.map(summarizeResult)));
      expect(browser).toEqual(node);
    });
  }
});
