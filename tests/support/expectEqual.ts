import { isDeepStrictEqual } from 'node:util';
import { expect } from 'vitest';

/**
 * `expect(actual).toEqual(expected)` for large results (rule traces of a thousand rows): strictly
 * equal values are equal to toEqual too, so its walk (several times slower) runs only on a
 * difference, to fail with its diff.
 */
export function expectEqual(actual: unknown, expected: unknown): void {
  if (!isDeepStrictEqual(actual, expected)) expect(actual).toEqual(expected);
}
