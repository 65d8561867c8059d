import rosetta from 'rosetta';
import en from '../../../locales/en.json';
import hu from '../../../locales/hu.json';
import type { TextTable } from '../../core/areas/coreArea.ts';
import {
  areaLocaleFragments,
  bundledAreaLocaleFiles,
  withAreaFragments,
} from '../../core/i18n/areaLocales.ts';
import type { HuKey } from '../../core/i18n/huTexts.ts';

/** hu.json is the source of truth: its shape defines every message key. */
export type Messages = typeof hu;

/** Dotted path of every text in hu.json or an area's locale files, e.g. `login.username` (core's HuKey). */
export type MessageKey = HuKey;

export const LOCALES = ['hu', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'hu';

// `satisfies` makes the compiler reject an en.json whose shape drifts from hu.json; the areas' own
// locale files (locales/<area>.hu.json and .en.json, found by the bundler) join both tables, their
// keys checked against each other as they load (core/i18n/areaLocales.ts).
const areas = areaLocaleFragments(bundledAreaLocaleFiles(), hu);
const i18n = rosetta<TextTable>({
  hu: withAreaFragments(hu, areas.hu),
  en: withAreaFragments(en satisfies Messages, areas.en),
});
i18n.locale(DEFAULT_LOCALE);

export function setI18nLocale(locale: Locale): void {
  i18n.locale(locale);
}

/** Translates a key in the current locale; `{{name}}` placeholders take their values from params. */
export function translate(
  key: MessageKey,
  params?: Record<string, string | number>,
  locale?: Locale,
): string {
  return i18n.t(key, params ?? {}, locale);
}
