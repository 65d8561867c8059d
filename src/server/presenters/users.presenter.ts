import type { User } from '../../core/users/users.schemas.ts';
import type { UserRecord } from '../db/repositories/users.repository.ts';

/** The user document of the API (shell.md §3); never the password hash. */
export function presentUser(user: UserRecord): User {
  return {
    id: user.id,
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    role: user.role,
    transporter: user.transporterId,
    active: user.active,
    __v: user.version,
  };
}
