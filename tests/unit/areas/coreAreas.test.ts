import { describe, expect, it } from 'vitest';
import { defineCoreArea, textAt, withAreaTexts } from '../../../src/core/areas/coreArea.ts';
import { type AppPath, MENU_LAYOUT, withAreaMenu } from '../../../src/core/permissions/routeTable.ts';

// An area's core part (issue 34 item 6): its routes join the route table's menu and its texts join
// both languages' tables, so a new area edits no locale file and no row of the spec's route table.
const LABELS = defineCoreArea({
  name: 'labels',
  texts: {
    hu: { labels: { title: 'Címkék', count: '{{n}} címke' } },
    en: { labels: { title: 'Labels', count: '{{n}} labels' } },
  },
  routes: [
    { path: '/labels', titleKey: 'labels.title', menu: ['accessBaseData'], menuGroup: 'baseData' },
    { path: '/label-log', titleKey: 'labels.count', menu: ['accessEvents'] },
    { path: '/label-lab', titleKey: 'labels.title' },
  ],
});
// The fixture's paths are not routes of the app: the menu helper is called with them as if they were.
const routes = (LABELS.routes ?? []).map((r) => ({ ...r, path: r.path as AppPath }));

describe('areas bring their own texts and routes', () => {
  it('merges an area fragment into both languages and refuses a key that is taken', () => {
    const base = { hu: { home: { title: 'Kezdőlap' } }, en: { home: { title: 'Home' } } };
    const tables = withAreaTexts(base, [LABELS]);
    expect(textAt(tables.hu, 'labels.title')).toBe('Címkék');
    expect(textAt(tables.en, 'labels.count')).toBe('{{n}} labels');
    expect(textAt(tables.hu, 'home.title')).toBe('Kezdőlap');
    expect(textAt(tables.hu, 'labels.nothing')).toBeUndefined();
    const clash = defineCoreArea({
      name: 'home2',
      texts: { hu: { home: { x: 'x' } }, en: { home: { x: 'x' } } },
    });
    expect(() => withAreaTexts(base, [clash])).toThrow(/home is taken/);
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
