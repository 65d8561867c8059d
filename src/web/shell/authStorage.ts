import type { AuthResult } from '../../core/users/users.schemas.ts';

/** Local-storage key of the stored sign-in, prefixed by the base path (e.g. `/logistics/:auth`). */
export function authStorageKey(basePath: string): string {
  return `${basePath}:auth`;
}

export const AUTH_STORAGE_KEY = authStorageKey(import.meta.env?.BASE_URL ?? '/');

/** Parses a stored sign-in; null when missing, malformed or already expired at `now`. */
export function parseStoredAuth(raw: string | null, now: number): AuthResult | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object') return null;
    const { token, expiresAt, user } = value as Partial<AuthResult>;
    if (typeof token !== 'string' || token === '' || typeof expiresAt !== 'number') return null;
    if (!user || typeof user !== 'object' || typeof user.role !== 'string') return null;
    return expiresAt > now ? { token, expiresAt, user } : null;
  } catch {
    return null;
  }
}

export function readStoredAuth(): AuthResult | null {
  return parseStoredAuth(localStorage.getItem(AUTH_STORAGE_KEY), Date.now());
}

export function writeStoredAuth(auth: AuthResult): void {
  localStorage.setItem(AUTH_STORAGE_KEY, JSON.stringify(auth));
}

export function clearStoredAuth(): void {
  localStorage.removeItem(AUTH_STORAGE_KEY);
}
