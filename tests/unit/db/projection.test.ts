import { describe, expect, it } from 'vitest';
import { projection } from '../../../src/server/db/versionedTable.ts';

describe('projection: a compiled copy of named fields', () => {
  it('copies each source field to its new name, in the order of the pairs', () => {
    const copy = projection<Record<string, unknown>>([
      ['b', 'second_column'],
      ['a', 'first_column'],
      ['missing', 'not_there'],
    ]);
    const out = copy({ first_column: 1, second_column: 'two', other: true });
    expect(Object.keys(out)).toEqual(['b', 'a', 'missing']);
    expect(out).toEqual({ b: 'two', a: 1, missing: undefined });
    expect(JSON.stringify(out)).toBe('{"b":"two","a":1}');
  });

  it('takes any key text literally (quotes, backslashes, code-looking names)', () => {
    const odd = ['with "quote"', 'back\\slash', '}); throw 1; ({', '__proto__x'];
    const copy = projection<Record<string, unknown>>(odd.map((k) => [k, k] as const));
    const source = Object.fromEntries(odd.map((k, i) => [k, i]));
    expect(copy(source)).toEqual(source);
  });

  it('gives a new object per call (callers convert fields in place)', () => {
    const copy = projection<{ a: unknown }>([['a', 'x']]);
    const source = { x: 1 };
    expect(copy(source)).not.toBe(copy(source));
  });
});
