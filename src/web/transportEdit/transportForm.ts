import { sameData } from '../ui/dialogState.ts';

/** The form values the edit dialogs hold: texts as typed, dates, flags and the external ids. */
export type TransportFormValue = string | null | boolean | Record<string, string>;

const blankToNull = (s: string) => (s.trim() === '' ? null : s.trim());

/**
 * The body of a save (PUT /{id}/{version}): only the `fields` that differ from `original` (the
 * permission rules judge what is sent, so an untouched locked field is never sent). Blank texts
 * become null; external ids go whole, without the emptied ones.
 */
export function formChanges<F extends Record<K, TransportFormValue>, K extends keyof F & string>(
  fields: readonly K[],
  original: F,
  form: F,
): Partial<Record<K, TransportFormValue>> {
  const body: Partial<Record<K, TransportFormValue>> = {};
  for (const field of fields) {
    if (sameData(original[field], form[field])) continue;
    const value = form[field];
    if (field === 'externalIds' && typeof value === 'object' && value !== null)
      body[field] = Object.fromEntries(Object.entries(value).filter(([, v]) => v.trim() !== ''));
    else body[field] = typeof value === 'string' ? blankToNull(value) : value;
  }
  return body;
}
