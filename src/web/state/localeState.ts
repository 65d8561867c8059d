import { proxy } from 'valtio';
import { DEFAULT_LOCALE, type Locale, setI18nLocale } from '../i18n/i18n.ts';

/** The UI language; components re-render through useT() when it changes. */
export const localeState = proxy<{ locale: Locale }>({ locale: DEFAULT_LOCALE });

export function setLocale(locale: Locale): void {
  setI18nLocale(locale);
  localeState.locale = locale;
  document.documentElement.lang = locale;
}
