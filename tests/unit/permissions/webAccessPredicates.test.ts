import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  canAnswerOffers,
  canConfirmArrivals,
  canEditCapacityEstimates,
  canEditFleet,
} from '../../../src/core/permissions/actions.ts';
import { ROLES, USER_ROLES } from '../../../src/core/permissions/roles.ts';

const WEB = path.resolve(import.meta.dirname, '../../../src/web');
const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? filesUnder(full) : /\.tsx?$/.test(name) ? [full] : [];
  });

const ROLE_NAMES = Object.values(ROLES).filter((r) => r !== ROLES.ANYONE);
// A role compared by hand: `role === ROLES.X`, `=== 'transporter_manager'` and their negations.
const INLINE_ROLE_CHECK = new RegExp(`[!=]==\\s*(ROLES\\.[A-Z_]+|'(${ROLE_NAMES.join('|')})')`);

describe('screens ask core/permissions, never re-derive access inline', () => {
  it('no web file compares a role with a role name', () => {
    const offenders = filesUnder(WEB).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .map((line, i) => ({ line, at: `${path.relative(WEB, file)}:${i + 1}` }))
        .filter(({ line }) => INLINE_ROLE_CHECK.test(line))
        .map(({ at, line }) => `${at}: ${line.trim()}`),
    );
    expect(offenders).toEqual([]);
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
  });
});
