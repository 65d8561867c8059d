import rosetta from 'rosetta';
import en from '../../../locales/en.json';
import hu from '../../../locales/hu.json';
import { type TextTable, withAreaTexts } from '../../core/areas/coreArea.ts';
import { CORE_AREAS } from '../../core/areas/coreAreas.ts';
import type { HuKey } from '../../core/i18n/huTexts.ts';

/** hu.json is the source of truth: its shape defines every message key. */
export type Messages = typeof hu;

/** Dotted path of every text in hu.json or an area's own texts, e.g. `login.username` (core's HuKey). */
export type MessageKey = HuKey;

export const LOCALES = ['hu', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'hu';

// `satisfies` makes the compiler reject an en.json whose shape drifts from hu.json (an area's English
// texts are checked against its Hungarian ones by defineCoreArea); the areas' fragments join both.
const tables = withAreaTexts({ hu, en: en satisfies Messages }, CORE_AREAS);
const i18n = rosetta<TextTable>(tables);
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
