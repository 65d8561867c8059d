import type { Role } from '../../core/permissions/index.ts';
import { USERS_API } from '../../core/users/users.api.ts';
import type { AuthResult, LoginInput } from '../../core/users/users.schemas.ts';
import * as authApi from '../api/auth.api.ts';
import { fetchActiveModules } from '../api/config.api.ts';
import { appState } from '../state/appState.ts';
import { sessionState } from '../state/sessionState.ts';
import {
  AUTH_STORAGE_KEY,
  clearStoredAuth,
  parseStoredAuth,
  readStoredAuth,
  writeStoredAuth,
} from './authStorage.ts';
import { refreshDelay } from './refreshDelay.ts';

let refreshTimer: ReturnType<typeof setTimeout> | undefined;

function adopt(auth: AuthResult): void {
  sessionState.token = auth.token;
  sessionState.expiresAt = auth.expiresAt;
  sessionState.user = auth.user;
  writeStoredAuth(auth);
  scheduleRefresh(auth.expiresAt);
}

function scheduleRefresh(expiresAt: number): void {
  clearTimeout(refreshTimer);
  refreshTimer = setTimeout(() => void refreshNow(), refreshDelay(expiresAt, Date.now()));
}

/** Renews the token; a failed refresh ends the session, which sends the user to /login. */
async function refreshNow(): Promise<void> {
  try {
    adopt(await authApi.refresh());
  } catch {
    endSession();
  }
}

/** Loads the module state that menus and guards depend on; keeps the old state if the call fails. */
export async function loadActiveModules(token?: string): Promise<void> {
  try {
    const state = await fetchActiveModules(token);
    appState.activeModules = state.activeModules;
    appState.activeConfigs = state.activeConfigs ?? {};
  } catch {
    // The failure was already reported by the API client; menus stay as they were.
  }
}

/** Restores the stored sign-in at start-up; a missing or expired one is cleared (the guard then shows /login). */
export function restoreSession(): boolean {
  const stored = readStoredAuth();
  if (!stored) {
    clearStoredAuth();
    return false;
  }
  adopt(stored);
  return true;
}

/**
 * Signs in and loads the module state before the session becomes visible, so that guards and menus
 * never see a signed-in user without modules. Returns the role for the landing route.
 */
export async function signIn(input: LoginInput): Promise<Role> {
  const auth = await authApi.login(input);
  await loadActiveModules(auth.token);
  adopt(auth);
  return auth.user.role as Role;
}

/** Ends the session locally (and on the server when `remote`): the guard sends the user to /login. */
export function endSession(opts: { remote?: boolean } = {}): void {
  // The server call goes first, while the bearer token is still there to identify the session.
  if (opts.remote && sessionState.token) void authApi.logout().catch(() => {});
  clearTimeout(refreshTimer);
  sessionState.token = null;
  sessionState.expiresAt = 0;
  sessionState.user = null;
  appState.activeModules = [];
  appState.activeConfigs = {};
  clearStoredAuth();
}

/** A 401 from any call ends the session; on user calls the page also reloads (shell.md §8). */
export function handleUnauthorized(path: string): void {
  endSession();
  if (path.startsWith(USERS_API.list.path)) window.location.reload();
}

/** Another tab signed in, refreshed or signed out: follow it. */
export function followOtherTabs(): void {
  window.addEventListener('storage', (e) => {
    if (e.key !== AUTH_STORAGE_KEY) return;
    const auth = parseStoredAuth(e.newValue, Date.now());
    if (auth) {
      const userChanged = auth.user.id !== sessionState.user?.id;
      adopt(auth);
      if (userChanged) void loadActiveModules();
    } else if (sessionState.token) {
      endSession();
    }
  });
}
