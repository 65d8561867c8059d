import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import { localeState } from '../state/localeState.ts';
import { type MessageKey, translate } from './i18n.ts';

export type TranslateFn = (key: MessageKey, params?: Record<string, string | number>) => string;

/** The translate function of the current locale; the component re-renders when the locale changes. */
export function useT(): TranslateFn {
  const { locale } = useSnapshot(localeState);
  return useCallback<TranslateFn>((key, params) => translate(key, params, locale), [locale]);
}
