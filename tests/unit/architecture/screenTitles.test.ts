import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type HuKey, huText } from '../../../src/core/i18n/huTexts.ts';
import { ROUTES } from '../../../src/core/permissions/index.ts';
import { REPO_ROOT, sourceFiles } from './importGraph.ts';

// A screen's title is written once: the route table names its locale key (core/permissions/
// routeTable.ts), locales/hu.json holds the spec's text, and the menu, the palette and the screen's
// heading all read it through the route (issue 34 item 5: 20 titles were written twice).
const routeKeys: HuKey[] = ROUTES.flatMap((r) => [
  r.titleKey,
  ...('titleWithout' in r ? [r.titleWithout.titleKey] : []),
]);

const leaves = (node: unknown, prefix = ''): [string, string][] =>
  typeof node === 'string'
    ? [[prefix, node]]
    : Object.entries(node as Record<string, unknown>).flatMap(([k, v]) =>
        leaves(v, prefix ? `${prefix}.${k}` : k),
      );

describe('screen titles have one source', () => {
  it('every route names its title by a key of hu.json, never by a text of its own', () => {
    for (const key of routeKeys) expect(huText(key), key).not.toBe('');
    const table = readFileSync(path.join(REPO_ROOT, 'src/core/permissions/routeTable.ts'), 'utf8');
    const routesBlock = table.slice(table.indexOf('const SPEC_ROUTES'), table.indexOf('export type AppPath'));
    expect(routesBlock).not.toMatch(/\btitle:\s*'/);
  });

  it('no screen names a route title key itself: it asks the route table (screenTitleKey)', () => {
    const quoted = new RegExp(`['"\`](${routeKeys.map((k) => k.replace('.', '\\.')).join('|')})['"\`]`);
    const found = sourceFiles('src/web').flatMap((f) =>
      f.text
        .split('\n')
        .flatMap((line, i) => (quoted.test(line) ? [`${f.path}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('no other title key of hu.json repeats a route title', () => {
    const hu = JSON.parse(readFileSync(path.join(REPO_ROOT, 'locales/hu.json'), 'utf8'));
    const titles = new Map(routeKeys.map((k) => [huText(k), k]));
    const copies = leaves(hu)
      .filter(([key]) => /title/i.test(key.split('.').pop() ?? '') && !routeKeys.includes(key as HuKey))
      .filter(([, text]) => titles.has(text))
      .map(([key, text]) => `${key} repeats ${titles.get(text)} ("${text}")`);
    expect(copies).toEqual([]);
  });
});
