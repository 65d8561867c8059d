import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_LAUNCH } from '../../support/chromium.ts';

/** A signed-in page of the built app in headless Chromium, and its base address. */
export interface BenchBrowser {
  page: Page;
  base: string;
  browser: Browser;
}

/** Headless Chromium as the benches run it (Debian's, or CHROMIUM_PATH), quiet in the background. */
export function launchBenchChromium(): Promise<Browser> {
  return chromium.launch(CHROMIUM_LAUNCH);
}

/**
 * The browser phase of a bench: serves the built app (npm run build, or WEB_DIST_DIR) from `app`,
 * opens headless Chromium at 1366 × 768 and signs the seeded admin in by the login form; runs
 * `run` and closes the browser. Prints "skipped" (and runs nothing) when the app is not built.
 */
export async function withBenchBrowser(
  app: FastifyInstance,
  password: string,
  run: (b: BenchBrowser) => Promise<void>,
): Promise<void> {
  const dist = process.env.WEB_DIST_DIR ?? 'dist/web';
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.log(`browser: skipped (no built app in ${dist}; run npm run build first)`);
    return;
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/logistics/`;
  const browser = await launchBenchChromium();
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
    await page.goto(`${base}login`);
    await page.getByLabel('Felhasználónév').fill('admin');
    await page.getByLabel('Jelszó').fill(password);
    await page.keyboard.press('Enter');
    await page.waitForURL(base);
    await run({ page, base, browser });
  } finally {
    await browser.close();
  }
}
