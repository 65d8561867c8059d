import { z } from 'zod';
import { endpoint } from '../api/endpoint.ts';
import { defineErrors } from '../errors/catalogue.ts';
import { authResultAnswer } from './users.answers.ts';
import { loginSchema } from './users.schemas.ts';

/** Sign-in failures (ours: the spec has no text for them); `throttled` takes `{seconds}`. */
export const AUTH_ERRORS = defineErrors('auth', {
  /** The same for unknown names, so it reveals nothing. */
  wrongCredentials: 'Hibás felhasználónév vagy jelszó!',
  throttled: 'Túl sok sikertelen bejelentkezési kísérlet! Próbálja újra {seconds} másodperc múlva.',
  /** 503: more sign-ins waiting for a password check than the server takes at once. */
  busy: 'A szerver most túl sok bejelentkezést kezel. Próbálja újra néhány másodperc múlva!',
  /** Told only to whom gave the right password, so it reveals nothing to a guesser. */
  inactive: 'A felhasználói fiók le van tiltva!',
});

/** Answer of sign-out. */
export const LOGGED_OUT_MESSAGE = 'Sikeres kijelentkezés.';

/**
 * Sign-in, sign-out and token refresh (shell.md §7). Login and logout are public, refresh needs a
 * valid token. Errors: AUTH_ERRORS and COMMON_ERRORS.
 */
export const AUTH_API = {
  login: endpoint({
    summary: 'Signs in',
    description: 'Checks the password, answers a token and sets the session cookies.',
    response: authResultAnswer,
    method: 'POST',
    path: '/users/auth/login',
    body: loginSchema,
    answers: {
      401: 'Wrong user name or password (the same for an unknown name). Code: auth.wrongCredentials.',
      403: 'The right password of a deactivated user. Code: auth.inactive.',
      429: 'Too many failed sign-ins of this name, or from this address, within 15 minutes: `Retry-After` says how many seconds to wait. Code: auth.throttled.',
      503: 'More sign-ins wait for a password check than the server takes at once (`Retry-After`), or the database is unavailable. Codes: auth.busy, common.databaseUnavailable.',
    },
  }),
  logout: endpoint({
    summary: 'Signs out',
    description: "Revokes the caller's session (its tokens stop working) and clears the session cookies.",
    response: z.object({ message: z.string() }),
    method: 'POST',
    path: '/users/auth/logout',
  }),
  refresh: endpoint({
    summary: 'Renews the token',
    description:
      "A fresh token for the caller's valid one; the presented token is used up (rotation). Presenting a used-up token again (outside a few seconds' grace for parallel tabs) revokes the session.",
    response: authResultAnswer,
    method: 'POST',
    path: '/users/auth/refresh',
  }),
} as const;
