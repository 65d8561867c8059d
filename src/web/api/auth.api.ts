import type { AuthResult, LoginInput } from '../../core/users/users.schemas.ts';
import { apiRequest } from './http.ts';

/**
 * POST /users/auth/login. A 401/429 here is a wrong password or a lock-out, not an expired session:
 * it must not log out or reload, only show the server's message.
 */
export function login(input: LoginInput): Promise<AuthResult> {
  return apiRequest<AuthResult>('POST', '/users/auth/login', {
    body: input,
    auth: false,
    errorMode: 'alert',
    unauthorizedLogout: false,
  });
}

/** POST /users/auth/logout; best effort, the local session ends either way. */
export function logout(): Promise<void> {
  return apiRequest<void>('POST', '/users/auth/logout', { errorMode: 'skip' });
}

/** POST /users/auth/refresh with the current bearer token. */
export function refresh(): Promise<AuthResult> {
  return apiRequest<AuthResult>('POST', '/users/auth/refresh', { errorMode: 'skip' });
}
