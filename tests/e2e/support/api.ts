import type { APIRequestContext } from '@playwright/test';
import type { ActiveModules } from '../../../src/core/config/modules.ts';
import type { AuthResult } from '../../../src/core/users/users.schemas.ts';
import { DEMO_PASSWORD } from './demoUsers.ts';

/** The API server's root (the UI lives under /logistics/ on the same origin). */
export function apiRoot(baseURL: string | undefined): string {
  return new URL('/', baseURL ?? 'http://127.0.0.1:8097/').toString().replace(/\/$/, '');
}

/** Signs in through the API, as the UI would. */
export async function apiSignIn(
  request: APIRequestContext,
  baseURL: string | undefined,
  username: string,
  password = DEMO_PASSWORD,
): Promise<AuthResult> {
  const res = await request.post(`${apiRoot(baseURL)}/users/auth/login`, { data: { username, password } });
  if (!res.ok()) throw new Error(`sign-in of ${username} failed: ${res.status()} ${await res.text()}`);
  return (await res.json()) as AuthResult;
}

/** The module state the server reports for a signed-in user (what menus and guards depend on). */
export async function apiActiveModules(
  request: APIRequestContext,
  baseURL: string | undefined,
  token: string,
): Promise<ActiveModules> {
  const res = await request.get(`${apiRoot(baseURL)}/api/modules/active`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok()) throw new Error(`modules/active failed: ${res.status()}`);
  return (await res.json()) as ActiveModules;
}
