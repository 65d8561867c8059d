import type { MessageKey } from '../i18n/i18n.ts';
import { translate } from '../i18n/i18n.ts';
import type { ColumnOption } from './gridTypes.ts';

/**
 * The label of one value of a closed list (a status, a reason) by its locale key; a value outside
 * the list (an older server's) shows as it is.
 */
export function enumLabel<const V extends string>(
  values: readonly V[],
  key: (value: V) => MessageKey,
): (value: string) => string {
  return (value) => ((values as readonly string[]).includes(value) ? translate(key(value as V)) : value);
}

/** A closed list's values as a column's or select's options, each with its label. */
export function enumOptions<V extends string>(
  values: readonly V[],
  label: (value: V) => string,
): ColumnOption[] {
  return values.map((value) => ({ value, label: label(value) }));
}
