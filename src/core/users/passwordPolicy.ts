import { defineErrors } from '../errors/catalogue.ts';

/**
 * The password policy (issue 15): long enough, not trivially repetitive, not the user name, not
 * one of the commonest passwords (with digits or signs stuck on). The list of common passwords is
 * data the server loads (`src/server/auth/commonPasswords.txt`); the browser checks the rest.
 */
export const PASSWORD_POLICY = { minLength: 12, maxLength: 200, minDistinct: 5 } as const;

/** The policy's messages (ours, the spec has none); answered as `details.password` of a 400. */
export const PASSWORD_ERRORS = defineErrors('password', {
  tooShort: `A jelszónak legalább ${PASSWORD_POLICY.minLength} karakterből kell állnia!`,
  tooLong: `A jelszó legfeljebb ${PASSWORD_POLICY.maxLength} karakter lehet!`,
  tooSimple: `A jelszónak legalább ${PASSWORD_POLICY.minDistinct} különböző karaktert kell tartalmaznia!`,
  containsUsername: 'A jelszó nem tartalmazhatja a felhasználónevet!',
  common: 'Ez a jelszó túl gyakori, könnyen kitalálható! Válasszon másikat.',
});

/** The message for a password's length or variety, or null when both are fine. */
export function passwordShapeProblem(password: string): string | null {
  const chars = [...password];
  if (chars.length < PASSWORD_POLICY.minLength) return PASSWORD_ERRORS.tooShort.message;
  if (chars.length > PASSWORD_POLICY.maxLength) return PASSWORD_ERRORS.tooLong.message;
  if (new Set(chars).size < PASSWORD_POLICY.minDistinct) return PASSWORD_ERRORS.tooSimple.message;
  return null;
}

/**
 * The texts a password is looked up by in the common list: itself and what is left without the
 * digits and signs at its ends ("password1234!" → "password"), all lower-cased.
 */
export function commonPasswordCandidates(password: string): string[] {
  const lower = password.toLowerCase();
  const core = lower.replace(/^[\d\W_]+/u, '').replace(/[\d\W_]+$/u, '');
  return core.length >= 4 && core !== lower ? [lower, core] : [lower];
}

/**
 * The first policy message that applies to the password of `username`, or null. `isCommon` tells
 * whether a (lower-cased) text is on the list of common passwords.
 */
export function passwordProblem(
  password: string,
  username: string,
  isCommon: (candidate: string) => boolean,
): string | null {
  const shape = passwordShapeProblem(password);
  if (shape) return shape;
  const name = username.trim().toLowerCase();
  if (name.length >= 3 && password.toLowerCase().includes(name))
    return PASSWORD_ERRORS.containsUsername.message;
  if (commonPasswordCandidates(password).some(isCommon)) return PASSWORD_ERRORS.common.message;
  return null;
}
