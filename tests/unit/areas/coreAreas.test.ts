import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defineCoreArea, textAt } from '../../../src/core/areas/coreArea.ts';
import {
  areaLocaleFragments,
  bundledAreaLocaleFiles,
  withAreaFragments,
} from '../../../src/core/i18n/areaLocales.ts';
import { type AppPath, MENU_LAYOUT, withAreaMenu } from '../../../src/core/permissions/routeTable.ts';
import { readAreaTexts } from '../../../src/server/documents/documentTexts.ts';
import { REPO_ROOT } from '../architecture/importGraph.ts';

// An area's core part (issue 34 item 6): its routes join the route table's menu, and its texts live in
// its own locale files (locales/<area>.hu.json, .en.json) that the loaders find, so a new area edits
// no locale file, no loader and no row of the spec's route table.
const LABELS = defineCoreArea({
  name: 'labels',
  routes: [
    { path: '/labels', titleKey: 'labels.title', menu: ['accessBaseData'], menuGroup: 'baseData' },
    { path: '/label-log', titleKey: 'labels.count', menu: ['accessEvents'] },
    { path: '/label-lab', titleKey: 'labels.title' },
  ],
});
// The fixture's paths are not routes of the app: the menu helper is called with them as if they were.
const routes = (LABELS.routes ?? []).map((r) => ({ ...r, path: r.path as AppPath }));

const base = { home: { title: 'Kezdőlap' } };
const LABEL_FILES = {
  '../../../locales/labels.hu.json': { labels: { title: 'Címkék', count: '{{n}} címke' } },
  '../../../locales/labels.en.json': { labels: { title: 'Labels', count: '{{n}} labels' } },
};

describe('areas bring their own texts and routes', () => {
  it("joins an area's locale files to both languages under the area's key", () => {
    const areas = areaLocaleFragments(LABEL_FILES, base);
    const hu = withAreaFragments(base, areas.hu);
    expect(textAt(hu, 'labels.title')).toBe('Címkék');
    expect(textAt(withAreaFragments(base, areas.en), 'labels.count')).toBe('{{n}} labels');
    expect(textAt(hu, 'home.title')).toBe('Kezdőlap');
    expect(textAt(hu, 'labels.nothing')).toBeUndefined();
  });

  it('refuses a taken key, a fragment under another name, a misnamed file and languages that differ', () => {
    const hu = (file: string, json: unknown) => ({ [file]: json, [file.replace('.hu.', '.en.')]: json });
    expect(() => areaLocaleFragments(hu('locales/home.hu.json', { home: { x: 'x' } }), base)).toThrow(
      /home is taken/,
    );
    expect(() => areaLocaleFragments(hu('locales/tags.hu.json', { labels: { x: 'x' } }), base)).toThrow(
      /under the one key "tags"/,
    );
    expect(() => areaLocaleFragments({ 'locales/tags.de.json': { tags: {} } }, base)).toThrow(/not named/);
    const drift = { ...LABEL_FILES, '../../../locales/labels.en.json': { labels: { title: 'Labels' } } };
    expect(() => areaLocaleFragments(drift, base)).toThrow(/labels.hu.json and labels.en.json/);
    const alone = { 'locales/labels.hu.json': LABEL_FILES['../../../locales/labels.hu.json'] };
    expect(() => areaLocaleFragments(alone, base)).toThrow(/same keys/);
  });

  it("the web's glob and the server's folder read find the same locale files", () => {
    const onDisk = readdirSync(path.join(REPO_ROOT, 'locales')).filter((f) =>
      /^[^.]+\.(hu|en)\.json$/.test(f),
    );
    const bundled = Object.keys(bundledAreaLocaleFiles()).map((f) => path.basename(f));
    expect(bundled.sort()).toEqual(onDisk.sort());
    // hu.json and en.json are the spec's tables, not an area's.
    expect(bundled).not.toContain('hu.json');
  });

  it("the server's catalogue reads an area's file from the folder", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'area-locales-'));
    try {
      for (const [file, json] of Object.entries(LABEL_FILES)) {
        writeFileSync(path.join(dir, path.basename(file)), JSON.stringify(json));
      }
      writeFileSync(path.join(dir, 'hu.json'), JSON.stringify(base));
      expect(textAt(readAreaTexts(dir, base), 'labels.count')).toBe('{{n}} címke');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('places an area route at the end of its menu group, before home without one, nowhere without abilities', () => {
    const menu = withAreaMenu(MENU_LAYOUT, routes);
    const baseData = menu.find((s) => typeof s === 'object' && 'group' in s && s.group === 'baseData');
    expect(baseData && typeof baseData === 'object' && 'paths' in baseData && baseData.paths.at(-1)).toBe(
      '/labels',
    );
    expect(menu.at(-1)).toBe('/');
    expect(menu.at(-2)).toBe('/label-log');
    expect(menu).not.toContain('/label-lab');
    // The spec's layout itself is left as it was.
    expect(MENU_LAYOUT).not.toContain('/label-log');
  });
});
