import { describe, expect, it } from 'vitest';
import { changedFields, sameFieldValue, touches } from '../../../src/core/rules/touches.ts';

// Fixed dates: arbitrary inputs of pure functions (no clock), any year would do.

describe('touches', () => {
  it('matches the changed field itself and its parts', () => {
    expect(touches('status', ['status'])).toBe(true);
    expect(touches('externalIds.orderNr', ['externalIds'])).toBe(true);
    expect(touches('fuzzySearch.threshold', ['name', 'fuzzySearch'])).toBe(true);
  });

  it('does not match other fields, prefixes without a dot, or parents of a changed part', () => {
    expect(touches('status', ['name'])).toBe(false);
    expect(touches('statusText', ['status'])).toBe(false);
    expect(touches('externalIds', ['externalIds.orderNr'])).toBe(false);
    expect(touches('status', [])).toBe(false);
  });
});

describe('changedFields (permissions refuse only fields that change)', () => {
  const stored = {
    deadline: '2026-01-08',
    status: 'new',
    fuzzy: { enabled: true, threshold: 3 },
    note: null,
  };
  it('a re-sent unchanged value is no change; a different one is', () => {
    expect(changedFields({ deadline: '2026-01-08', status: 'planned' }, stored)).toEqual(['status']);
    expect(changedFields({ fuzzy: { threshold: 3, enabled: true } }, stored)).toEqual([]);
    expect(changedFields({ fuzzy: { threshold: 4, enabled: true } }, stored)).toEqual(['fuzzy']);
    expect(changedFields({ note: undefined }, stored)).toEqual([]);
  });
  it('without a stored record (a create) every sent field counts; keys can be narrowed', () => {
    expect(changedFields({ a: 1, b: 2 }, null)).toEqual(['a', 'b']);
    expect(changedFields({ a: 1, b: 2 }, { a: 1, b: 1 }, ['a'])).toEqual([]);
    expect(sameFieldValue([1, { b: 1, a: 2 }], [1, { a: 2, b: 1 }])).toBe(true);
  });
});
