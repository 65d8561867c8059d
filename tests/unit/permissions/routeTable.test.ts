import { describe, expect, it } from 'vitest';
import { MENU_LAYOUT, ROUTES } from '../../../src/core/permissions/index.ts';

const placed = MENU_LAYOUT.flatMap((s) => (typeof s === 'string' ? [s] : 'group' in s ? [...s.paths] : []));

describe('the route table', () => {
  it('states every path once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('places every route with menu abilities exactly once in the side menu, and only those', () => {
    const withMenu = ROUTES.filter((r) => 'menu' in r).map((r) => r.path);
    expect([...placed].sort()).toEqual([...withMenu].sort());
  });
});
