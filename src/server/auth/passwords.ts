import bcrypt from 'bcryptjs';

/** bcrypt cost: about a quarter second per hash here, deliberately slow against guessing. */
export const BCRYPT_COST = 12;

/** Hashes a password for storage. */
export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

/** True when the password matches the stored hash. */
export function verifyPassword(password: string, hash: string): Promise<boolean> {
  return bcrypt.compare(password, hash);
}

// A hash of a random text, compared against when the user name is unknown, so an unknown name
// costs the same time as a wrong password and timing does not reveal which names exist.
let dummyHash: Promise<string> | undefined;
/** Spends one bcrypt comparison for nothing (unknown user names). */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= bcrypt.hash(`no-such-user-${Math.random()}`, BCRYPT_COST);
  await bcrypt.compare(password, await dummyHash);
}
