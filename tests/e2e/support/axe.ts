import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

// axe-core's own browser bundle, injected once per page (the screens are reached client-side after).
const axeSource: string = createRequire(import.meta.url)('axe-core').source;

/** WCAG 2 A/AA and best-practice rules only; the result lists violations alone (the cheap run). */
const AXE_OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'best-practice'] },
  resultTypes: ['violations'],
};

/** What fails the specs: every critical or serious finding, and the structure rules issue 35 named. */
const FAILS = new Set(['critical', 'serious']);
const NAMED_RULES = new Set([
  'landmark-unique',
  'heading-order',
  'empty-table-header',
  'aria-required-children',
]);

/** Puts axe into the page once (evaluated, not a script tag: the app's CSP allows no inline script). */
export async function injectAxe(page: Page): Promise<void> {
  await page.evaluate(axeSource);
}

/**
 * axe's findings on the page as it is (with whatever dialog is open): `where: rule (impact) targets`.
 * `context` narrows the check (e.g. `{ exclude: [['main#main']] }`: all but the screen's content).
 */
export async function axeFindings(page: Page, where: string, context?: ElementContext): Promise<string[]> {
  const results = (await page.evaluate(
    ([options, context]) =>
      (window as unknown as { axe: { run(c: unknown, o: unknown): Promise<unknown> } }).axe.run(
        context ?? document,
        options,
      ),
    [
      AXE_OPTIONS as unknown as Record<string, unknown>,
      (context ?? null) as Record<string, unknown> | null,
    ] as const,
  )) as AxeResults;
  return results.violations
    .filter((v) => FAILS.has(v.impact ?? '') || NAMED_RULES.has(v.id))
    .map(
      (v) =>
        `${where}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}${process.env.AXE_DEBUG ? ` ${v.nodes.map((n) => `${n.html} ${n.failureSummary}`).join(' | ')}` : ''}`,
    );
}
