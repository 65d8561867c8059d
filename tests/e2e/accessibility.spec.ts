import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import type { Role } from '../../src/core/permissions/index.ts';
import { axeFindings as findings, injectAxe } from './support/axe.ts';
import { DEMO_USERS } from './support/demoUsers.ts';
import { expect, test } from './support/fixtures.ts';
import type { ShellPage } from './support/pages/ShellPage.ts';

/** Screens whose fixes (contrast, headings, grid header names) are looked at in a screenshot. */
const SHOTS = new Set(['/basic-settings', '/freights']);

/**
 * The screen on show has its data, not its loading line or the grid's loading overlay: one condition
 * asked in the page (one round trip per ask) instead of three waits one after the other.
 */
async function settled(page: Page, path: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(() => {
          const title = document.querySelector('main#main h1');
          if (!title?.checkVisibility()) return 'no title';
          if (document.querySelector('.loading-line')) return 'loading line';
          if (document.querySelector('.ag-overlay-loading-wrapper')) return 'grid loading';
          // A grid's counts are busy until its rows for the filter are in (GridToolbar): before, the
          // grid may still lack its header or rows, and axe would see (and key) a half-built grid.
          if (document.querySelector('main#main [data-testid="grid-counts"][aria-busy="true"]'))
            return 'grid rows';
          return 'settled';
        }),
      { message: `${path} shows its data` },
    )
    .toBe('settled');
}

/**
 * What axe would look at, as two keys: the screen's content (main#main) and the shell around it (top
 * bar, side menu, bottom bar, layers), each the shape of its elements: every element with its
 * attributes (digits, which differ in generated ids, row indexes and pixel positions, read as 0) and
 * whether each text is empty. In the shell the current menu link is read as any other (the same
 * style on another link), so a role's shell gives one key on all its screens. Equal keys: the same
 * elements, roles, names and styles, so axe finds the same there.
 */
async function viewKeys(page: Page, path: string): Promise<{ content: string; shell: string }> {
  const shapes = await page.evaluate(() => {
    const main = document.querySelector('main#main');
    const attributes = (el: Element) =>
      [...el.attributes]
        .filter((a) => !(el.closest('main#main') === null && a.name === 'aria-current'))
        // An emptied style attribute is no style.
        .filter((a) => !(a.name === 'style' && a.value.trim() === ''))
        .map((a) => {
          const value =
            a.name === 'class' && el.hasAttribute('aria-current') && el.closest('main#main') === null
              ? a.value
                  .replace(/\bactive\b/, '')
                  .replace(/\s+/g, ' ')
                  .trim()
              : a.value;
          // A row's id is the data's (a UUID): never a name, role or reference, so any row reads the same.
          const shape =
            a.name === 'row-id' ? value.replace(/[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}/g, 'id') : value;
          return `${a.name}=${shape.replace(/\d+/g, '0')}`;
        })
        .sort()
        .join(' ');
    const walk = (node: Node, skip: Node | null): string => {
      if (node.nodeType === Node.TEXT_NODE) return /\S/.test(node.textContent ?? '') ? 't' : '';
      if (!(node instanceof Element)) return '';
      const children = node === skip ? '' : [...node.childNodes].map((c) => walk(c, skip)).join('');
      return `<${node.localName} ${attributes(node)}>${children}</>`;
    };
    return { content: main ? walk(main, null) : '', shell: walk(document.body, main) };
  });
  const hash = (text: string) => createHash('sha1').update(text).digest('hex');
  return { content: hash(`${path}\n${shapes.content}`), shell: hash(shapes.shell) };
}

/**
 * True for the first role of the run to show this view (its content is checked), false for the
 * others. The marks live in the run's output directory (emptied at each run), shared by the workers:
 * the first to create a view's file has it.
 */
function firstToShow(key: string): boolean {
  const dir = join(test.info().project.outputDir, 'axe-views');
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(join(dir, key), test.info().title, { flag: 'wx' });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Every screen a role reaches from its side menu (or its landing screen, where it has no menu), in one
 * signed-in page: the first screen is loaded, axe injected once, the others reached by the menu links
 * (client-side, as a user goes), each checked once its data is there. The landing screen is checked
 * whole; on the others axe checks what no test of the run checked before (viewKeys): the screen's
 * content when no role showed the same, the role's shell around it when it differs from the shells
 * checked (every role's menu at least once, on its landing screen), nothing when both were.
 */
async function auditRole(page: Page, shell: ShellPage, landing: string): Promise<string[]> {
  await shell.open(landing);
  await settled(page, landing);
  await injectAxe(page);
  const keys = await viewKeys(page, landing);
  firstToShow(`content-${keys.content}`);
  firstToShow(`shell-${keys.shell}`);
  const found = await findings(page, landing);
  // Home lists the role's screens as tiles; elsewhere the side menu does (the gate has neither).
  const paths = landing === '/' ? await shell.tilePaths() : await shell.menuPaths();
  const shared: string[] = [];
  for (const path of paths.filter((p) => p !== landing)) {
    // Off home the side menu takes the user on; from home its tile.
    const onHome = new URL(page.url()).pathname.endsWith('/logistics/');
    await (onHome
      ? shell.homeTiles.and(page.locator(`[data-path="${path}"]`))
      : shell.menuLink(path)
    ).click();
    await shell.expectRoute(path);
    await settled(page, path);
    const { content, shell: around } = await viewKeys(page, path);
    const newContent = firstToShow(`content-${content}`);
    const newShell = firstToShow(`shell-${around}`);
    if (newContent) {
      found.push(...(await findings(page, path)));
      if (SHOTS.has(path))
        await page.screenshot({ path: `test-results/axe${path.replaceAll('/', '-')}.png` });
    } else {
      shared.push(path);
      if (newShell) found.push(...(await findings(page, path, { exclude: [['main#main']] })));
    }
  }
  // The screens whose content another role's test checked (the same view), for the report.
  if (shared.length > 0)
    test
      .info()
      .annotations.push({ type: 'axe: content checked with another role', description: shared.join(' ') });
  return found;
}

test.describe('accessibility (axe-core): 0 critical and 0 serious on every screen of every role', () => {
  // Up to 25 screens in one test: about a minute on a quiet machine, several on a loaded one.
  // The roles are independent (each its own signed-in page): they share the suite's workers.
  test.describe.configure({ timeout: 600_000, mode: 'parallel' });
  for (const { role, landing } of DEMO_USERS) {
    test.describe(role, () => {
      test.use({ role: role as Role });
      test(`every screen of ${role}`, async ({ page, shell }) => {
        const found = await auditRole(page, shell, landing);
        expect(found).toEqual([]);
      });
    });
  }
});
