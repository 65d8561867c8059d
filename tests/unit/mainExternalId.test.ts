import { describe, expect, it } from 'vitest';
import {
  externalIdNameListSchema,
  NAME_TAKEN_MESSAGE,
  ONE_MAIN_MESSAGE,
} from '../../src/core/externalIds/externalIdNames.schemas.ts';
import {
  addExternalIdName,
  externalIdNameErrors,
  mainExternalIdName,
  normalizeMain,
  removeExternalIdName,
  setMainExternalIdName,
} from '../../src/core/externalIds/mainExternalId.ts';
import { buildExternalIdName } from '../factories/externalIdNames.factory.ts';

const a = buildExternalIdName({ name: 'a', displayName: 'A' });
const b = buildExternalIdName({ name: 'b', displayName: 'B' });
const c = buildExternalIdName({ name: 'c', displayName: 'C' });
const mains = (list: { main: boolean }[]) => list.map((x) => x.main);

describe('main external id (business.md §5)', () => {
  it('the first name of an empty list becomes main', () => {
    expect(mains(addExternalIdName([], a))).toEqual([true]);
  });

  it('a later name is not main unless it says so; then it takes main over', () => {
    const one = addExternalIdName([], a);
    expect(mains(addExternalIdName(one, b))).toEqual([true, false]);
    expect(mains(addExternalIdName(one, { ...b, main: true }))).toEqual([false, true]);
  });

  it('removing the main makes the first remaining main', () => {
    const list = setMainExternalIdName(addExternalIdName(addExternalIdName([a], b), c), 1);
    expect(mainExternalIdName(list)).toBe('b');
    const after = removeExternalIdName(list, 1);
    expect(after.map((x) => x.name)).toEqual(['a', 'c']);
    expect(mains(after)).toEqual([true, false]);
  });

  it('removing another name keeps the main', () => {
    const list = setMainExternalIdName([a, b, c], 2);
    expect(mains(removeExternalIdName(list, 0))).toEqual([false, true]);
    expect(removeExternalIdName([], 0)).toEqual([]);
    expect(removeExternalIdName([a], 5)).toEqual([a]);
  });

  it('setting a main clears every other main', () => {
    expect(mains(setMainExternalIdName([{ ...a, main: true }, b, { ...c, main: true }], 1))).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('normalizeMain leaves exactly one main in a non-empty list and the input untouched', () => {
    const input = [a, b];
    expect(mains(normalizeMain(input))).toEqual([true, false]);
    expect(mains(input)).toEqual([false, false]);
    expect(mains(normalizeMain([a, { ...b, main: true }, { ...c, main: true }]))).toEqual([
      false,
      true,
      false,
    ]);
    expect(normalizeMain([])).toEqual([]);
  });
});

describe('external id name list checks', () => {
  it('names are unique per entity (their own fields are the externalIdName rules)', () => {
    const errors = externalIdNameErrors([
      { ...a, name: '' },
      { ...b, name: 'order nr' },
      { ...c, name: 'x' },
      { ...c, name: 'x', displayName: '  ' },
    ]);
    expect(errors).toEqual({ '2.name': NAME_TAKEN_MESSAGE, '3.name': NAME_TAKEN_MESSAGE });
    expect(externalIdNameErrors([a, b])).toEqual({});
  });

  it('more than one main is an error on the form and in the server schema', () => {
    const list = [
      { ...a, main: true },
      { ...b, main: true },
    ];
    expect(externalIdNameErrors(list).list).toBe(ONE_MAIN_MESSAGE);
    const parsed = externalIdNameListSchema.safeParse(list);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain(ONE_MAIN_MESSAGE);
  });

  it('the server list schema refuses duplicates and unknown roles (spaces are the externalIdName rules)', () => {
    const issues = (list: unknown) =>
      externalIdNameListSchema.safeParse(list).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];
    expect(issues([{ ...a, name: 'a b' }])).toEqual([]);
    expect(issues([a, { ...a }])).toEqual([['1.name', NAME_TAKEN_MESSAGE]]);
    expect(issues([{ ...a, rolesAllowedToEdit: ['pilot'] }])[0]?.[0]).toBe('0.rolesAllowedToEdit.0');
    expect(issues([a, b])).toEqual([]);
  });
});
