import type { RegisterInput } from '../../src/core/users/users.schemas.ts';

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
