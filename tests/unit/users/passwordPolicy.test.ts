import { describe, expect, it } from 'vitest';
import {
  commonPasswordCandidates,
  PASSWORD_ERRORS,
  passwordProblem,
  passwordShapeProblem,
} from '../../../src/core/users/passwordPolicy.ts';

const COMMON = new Set(['password', 'qwerty123456', 'dragon']);
const isCommon = (candidate: string) => COMMON.has(candidate);

describe('password policy', () => {
  it.each([
    ['12345678', PASSWORD_ERRORS.tooShort.message],
    ['password', PASSWORD_ERRORS.tooShort.message],
    [' '.repeat(8), PASSWORD_ERRORS.tooShort.message],
    [' '.repeat(12), PASSWORD_ERRORS.tooSimple.message],
    ['abababababab', PASSWORD_ERRORS.tooSimple.message],
    ['x'.repeat(201), PASSWORD_ERRORS.tooLong.message],
  ])('refuses the shape of %j', (password, message) => {
    expect(passwordShapeProblem(password)).toBe(message);
  });

  it('counts characters, not UTF-16 units or bytes', () => {
    // 10 characters, 13 UTF-16 units, 23 bytes: short.
    expect(passwordShapeProblem('árvíztű🙂🙂🙂')).toBe(PASSWORD_ERRORS.tooShort.message);
    expect(passwordShapeProblem('árvíztűrő-🙂🙂')).toBeNull();
  });

  it('refuses the user name inside the password, in any case', () => {
    expect(passwordProblem('Kovacs.Bela-2024', 'kovacs.bela', isCommon)).toBe(
      PASSWORD_ERRORS.containsUsername.message,
    );
    expect(passwordProblem('Hosszú-titkos-mondat', 'kovacs.bela', isCommon)).toBeNull();
  });

  it('refuses a common password, also with digits or signs stuck to its ends', () => {
    expect(commonPasswordCandidates('Password1234!')).toEqual(['password1234!', 'password']);
    expect(passwordProblem('Password1234!', 'admin', isCommon)).toBe(PASSWORD_ERRORS.common.message);
    expect(passwordProblem('QWERTY123456', 'admin', isCommon)).toBe(PASSWORD_ERRORS.common.message);
    expect(passwordProblem('!!2024dragon2024!!', 'admin', isCommon)).toBe(PASSWORD_ERRORS.common.message);
    expect(passwordProblem('dragonfly-over-the-lake', 'admin', isCommon)).toBeNull();
  });
});
