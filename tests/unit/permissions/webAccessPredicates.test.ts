import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  canAnswerOffers,
  canCloseOrders,
  canConfirmArrivals,
  canEditCapacityEstimates,
  canEditFleet,
  canSendOffers,
  defaultExternalIdEditRoles,
  isTransporterUser,
} from '../../../src/core/permissions/actions.ts';
import { ROLE_GROUPS, ROLES, USER_ROLES } from '../../../src/core/permissions/roles.ts';

const WEB = path.resolve(import.meta.dirname, '../../../src/web');
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.tsx?$/.test(name) ? [full] : [];
  });

const ROLE_NAMES = Object.values(ROLES).filter((r) => r !== ROLES.ANYONE);
// A role compared by hand: `role === ROLES.X`, `=== 'transporter_manager'` and their negations.
const INLINE_ROLE_CHECK = new RegExp(`[!=]==\\s*(ROLES\\.[A-Z_]+|'(${ROLE_NAMES.join('|')})')`);
// A role group tested by hand: `inGroup(role, 'editorRoles')`, ROLE_GROUPS, a group's name, or a list
// of roles spelled out (`[ROLES.ADMIN, ...]`, `['superadmin', 'admin', ...]`).
const ROLE_GROUP_TEST = new RegExp(
  [
    '\\binGroup\\(',
    '\\bROLE_GROUPS\\b',
    `'(${Object.keys(ROLE_GROUPS).join('|')})'`,
    '\\[\\s*ROLES\\.',
    `\\[\\s*'(${ROLE_NAMES.join('|')})'\\s*,`,
  ].join('|'),
);
const offendersOf = (pattern: RegExp) =>
  filesUnder(WEB).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .map((line, i) => ({ line, at: `${path.relative(WEB, file)}:${i + 1}` }))
      .filter(({ line }) => pattern.test(line))
      .map(({ at, line }) => `${at}: ${line.trim()}`),
  );

describe('screens ask core/permissions, never re-derive access inline', () => {
  it('no web file compares a role with a role name', () => {
    expect(offendersOf(INLINE_ROLE_CHECK)).toEqual([]);
  });

  it('no web file tests a role group or spells out a list of roles', () => {
    expect(ROLE_GROUP_TEST.test("const ok = inGroup(role, 'editorRoles');")).toBe(true);
    expect(ROLE_GROUP_TEST.test("rolesAllowedToEdit: ['superadmin', 'admin']")).toBe(true);
    expect(ROLE_GROUP_TEST.test('const staff = [ROLES.ADMIN, ROLES.SUPERADMIN];')).toBe(true);
    expect(offendersOf(ROLE_GROUP_TEST)).toEqual([]);
  });

  it('the predicates give each role what the server grants (business.md §6)', () => {
    const allowed = (p: (r: (typeof USER_ROLES)[number]) => boolean) => USER_ROLES.filter(p);
    expect(allowed(canEditFleet)).toEqual([
      'superadmin',
      'admin',
      'logistics_manager',
      'transporter_manager',
    ]);
    expect(allowed(canAnswerOffers)).toEqual(['transporter_manager']);
    expect(allowed(canEditCapacityEstimates)).toEqual([
      'superadmin',
      'admin',
      'logistics_manager',
      'transporter_manager',
    ]);
    expect(allowed(canConfirmArrivals)).toEqual([
      'superadmin',
      'admin',
      'logistics_manager',
      'entrance_supervisor',
    ]);
    expect(allowed(isTransporterUser)).toEqual(['transporter_manager', 'transporter_viewer']);
    expect(allowed(canSendOffers)).toEqual(['superadmin', 'admin', 'logistics_manager']);
    expect(allowed(canCloseOrders)).toEqual(['superadmin', 'admin', 'logistics_manager']);
    expect(defaultExternalIdEditRoles()).toEqual(['superadmin', 'admin', 'logistics_manager']);
  });
});
