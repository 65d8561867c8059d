import { endpoint } from '../api/endpoint.ts';
import { defineErrors } from '../errors/catalogue.ts';
import { type AuthResult, loginSchema } from './users.schemas.ts';

/** Sign-in failures (ours: the spec has no text for them); `throttled` takes `{seconds}`. */
export const AUTH_ERRORS = defineErrors('auth', {
  /** The same for unknown names, so it reveals nothing. */
  wrongCredentials: 'Hibás felhasználónév vagy jelszó!',
  throttled: 'Túl sok sikertelen bejelentkezési kísérlet! Próbálja újra {seconds} másodperc múlva.',
});

/** Answer of sign-out. */
export const LOGGED_OUT_MESSAGE = 'Sikeres kijelentkezés.';

/**
 * Sign-in, sign-out and token refresh (shell.md §7). Login and logout are public, refresh needs a
 * valid token. Errors: AUTH_ERRORS and COMMON_ERRORS.
 */
export const AUTH_API = {
  /** Checks the password, answers a token and sets the session cookies. */
  login: endpoint<AuthResult>()({ method: 'POST', path: '/users/auth/login', body: loginSchema }),
  /** Clears the session cookies (tokens are stateless and short-lived). */
  logout: endpoint<{ message: string }>()({ method: 'POST', path: '/users/auth/logout' }),
  /** A fresh token for the caller's valid one. */
  refresh: endpoint<AuthResult>()({ method: 'POST', path: '/users/auth/refresh' }),
} as const;
