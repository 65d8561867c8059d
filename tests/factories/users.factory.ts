import type { Kysely } from 'kysely';
import { ROLES } from '../../src/core/permissions/roles.ts';
import type { RegisterInput } from '../../src/core/users/users.schemas.ts';
import { hashPassword } from '../../src/server/auth/passwords.ts';
import {
  insertUser,
  type UserRecord,
  type UserValues,
} from '../../src/server/db/repositories/users.repository.ts';
import type { Database } from '../../src/server/db/schema.ts';

let seq = 0;

/** A valid registration with a unique user name; override what the test is about. */
export function buildRegisterInput(overrides: Partial<RegisterInput> = {}): RegisterInput {
  seq += 1;
  return {
    username: `user-${Date.now().toString(36)}-${seq}`,
    password: 'jelszo-12345',
    firstName: 'Teszt',
    lastName: 'Elek',
    email: `teszt${seq}@example.com`,
    ...overrides,
  };
}

/** Password of users made by `insertTestUser`. */
export const TEST_USER_PASSWORD = 'jelszo-12345';
let testHash: Promise<string> | undefined;

/**
 * Stores a user directly (no API call), reusing one bcrypt hash: for tests about what happens to
 * an existing user, where hashing a new password every time would only cost seconds.
 */
export async function insertTestUser(
  db: Kysely<Database>,
  overrides: Partial<Omit<UserValues, 'passwordHash'>> = {},
): Promise<UserRecord> {
  testHash ??= hashPassword(TEST_USER_PASSWORD);
  const input = buildRegisterInput();
  return insertUser(db, {
    username: input.username,
    passwordHash: await testHash,
    firstName: input.firstName ?? null,
    lastName: input.lastName ?? null,
    email: input.email ?? null,
    role: ROLES.LOGISTICS_VIEWER,
    transporterId: null,
    ...overrides,
  });
}
