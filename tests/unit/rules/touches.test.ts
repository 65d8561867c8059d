import { describe, expect, it } from 'vitest';
import { touches } from '../../../src/core/rules/touches.ts';

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
