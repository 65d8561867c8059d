import rosetta from 'rosetta';
import en from '../../../locales/en.json';
import hu from '../../../locales/hu.json';
import type { HuKey } from '../../core/i18n/huTexts.ts';

/** hu.json is the source of truth: its shape defines every message key. */
export type Messages = typeof hu;

/** Dotted path of every text in hu.json, e.g. `login.username` (core's HuKey). */
export type MessageKey = HuKey;

export const LOCALES = ['hu', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'hu';

// `satisfies` makes the compiler reject an en.json whose shape drifts from hu.json.
const tables = { hu, en: en satisfies Messages } as const;
const i18n = rosetta<Messages>(tables);
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
