import { firstError } from '../../../core/validation/generalRules.ts';

/** A core rule (generalRules): the message, or null when the value passes. */
export type FieldRule = (value: unknown) => string | null;

/** The first message of an input's own check and its extra core rules (required, positive, …). */
export function fieldError(
  value: unknown,
  own: string | null,
  rules: readonly FieldRule[] = [],
): string | null {
  return own ?? firstError(value, rules);
}
