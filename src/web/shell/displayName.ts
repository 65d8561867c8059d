import type { User } from '../../core/users/users.schemas.ts';

/** "Vezetéknév Keresztnév" (Hungarian name order) when known, else the user name. */
export function displayName(user: Pick<User, 'username' | 'firstName' | 'lastName'> | null): string {
  if (!user) return '';
  const full = [user.lastName, user.firstName]
    .filter((p): p is string => typeof p === 'string' && p.trim() !== '')
    .join(' ');
  return full || user.username;
}
