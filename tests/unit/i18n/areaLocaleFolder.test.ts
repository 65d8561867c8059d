import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  areaLocaleFragments,
  bundledAreaLocaleFiles,
  readLocaleFolder,
} from '../../../src/core/i18n/areaLocales.ts';

// Where no bundler rewrites `import.meta.glob` (Playwright's loader, a tsx script: a clean-clone
// e2e run stopped on "import.meta.glob is not a function" in the route titles), core reads the
// locales folder itself: the same files, keyed as the glob keys them.
describe("the areas' locale files without a bundler", () => {
  const dir = mkdtempSync(join(tmpdir(), 'locales-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('reads every <area>.<lang>.json, not the base tables, keyed like the glob', () => {
    writeFileSync(join(dir, 'hu.json'), JSON.stringify({ menu: { label: 'Főmenü' } }));
    writeFileSync(join(dir, 'tags.hu.json'), JSON.stringify({ tags: { title: 'Címkék' } }));
    writeFileSync(join(dir, 'tags.en.json'), JSON.stringify({ tags: { title: 'Tags' } }));
    const files = readLocaleFolder(pathToFileURL(`${dir}/`));
    expect(files).toEqual({
      '../../../locales/tags.en.json': { tags: { title: 'Tags' } },
      '../../../locales/tags.hu.json': { tags: { title: 'Címkék' } },
    });
    expect(areaLocaleFragments(files, { menu: { label: 'Főmenü' } }).hu).toEqual({
      tags: { title: 'Címkék' },
    });
  });

  it("reads the product's locales folder as the bundler's glob finds it", () => {
    expect(readLocaleFolder(new URL('../../../locales/', import.meta.url))).toEqual(bundledAreaLocaleFiles());
  });
});
