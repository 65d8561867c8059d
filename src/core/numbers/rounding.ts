/** `n` rounded to `digits` decimals, halves upwards (Math.round). */
export function roundTo(n: number, digits: number): number {
  return Math.round(n * 10 ** digits) / 10 ** digits;
}

/**
 * `part / whole` rounded to `digits` decimals; null when there is no whole (zero, negative or
 * missing): a fill rate without a capacity, a rate of an empty group.
 */
export function ratio(part: number, whole: number | null | undefined, digits: number): number | null {
  return whole != null && whole > 0 ? roundTo(part / whole, digits) : null;
}
