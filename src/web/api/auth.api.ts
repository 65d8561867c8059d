import { AUTH_API } from '../../core/users/auth.api.ts';
import type { AuthResult, LoginInput } from '../../core/users/users.schemas.ts';
import { callApi } from './callApi.ts';

/**
 * Sign-in. A 401/429 here is a wrong password or a lock-out, not an expired session:
 * it must not log out or reload, only show the server's message.
 */
export function login(input: LoginInput): Promise<AuthResult> {
  return callApi(AUTH_API.login, {
    body: input,
    auth: false,
    errorMode: 'alert',
    unauthorizedLogout: false,
  });
}

/** Sign-out; best effort, the local session ends either way. */
export async function logout(): Promise<void> {
  await callApi(AUTH_API.logout, { errorMode: 'skip' });
}

/** A fresh token for the current bearer token. */
export function refresh(): Promise<AuthResult> {
  return callApi(AUTH_API.refresh, { errorMode: 'skip' });
}
