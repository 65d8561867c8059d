import { describe, expect, it } from 'vitest';
import en from '../../locales/en.json';
import hu from '../../locales/hu.json';

type Table = { [key: string]: string | Table };

/** Every leaf of a locale table as `dotted.path` → text. */
function leaves(table: Table, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(table)) {
    const path = `${prefix}${key}`;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of leaves(value, `${path}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();

describe('locales', () => {
  const huKeys = leaves(hu);
  const enKeys = leaves(en);

  it('en.json has every key of hu.json (the source of truth)', () => {
    const missing = [...huKeys.keys()].filter((k) => !enKeys.has(k));
    expect(missing).toEqual([]);
  });

  it('en.json has no key that hu.json lacks', () => {
    const extra = [...enKeys.keys()].filter((k) => !huKeys.has(k));
    expect(extra).toEqual([]);
  });

  it('no text is empty', () => {
    const empty = [...huKeys, ...enKeys].filter(([, v]) => v.trim() === '').map(([k]) => k);
    expect(empty).toEqual([]);
  });

  it('both languages use the same {{placeholders}} per key', () => {
    const differing = [...huKeys].filter(
      ([k, v]) => placeholders(v).join() !== placeholders(enKeys.get(k) ?? '').join(),
    );
    expect(differing.map(([k]) => k)).toEqual([]);
  });

  it('translate() fills placeholders and follows the locale', async () => {
    const { setI18nLocale, translate } = await import('../../src/web/i18n/i18n.ts');
    expect(translate('home.welcome', { name: 'Kiss Anna' })).toBe('Üdvözöljük, Kiss Anna!');
    expect(translate('topBar.logout')).toBe('Kilépés');
    expect(translate('topBar.logout', undefined, 'en')).toBe('Sign out');
    setI18nLocale('en');
    expect(translate('screen.notAvailable')).toBe('This screen is not available yet.');
    setI18nLocale('hu');
    expect(translate('screen.notAvailable')).toBe('Ez a képernyő még nem érhető el.');
  });
});
