import { withParams } from '../../core/errors/catalogue.ts';
import { AUTH_ERRORS } from '../../core/users/auth.api.ts';
import type { AuthResult, LoginInput } from '../../core/users/users.schemas.ts';
import type { AppServices } from '../appServices.ts';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../auth/passwords.ts';
import { refreshSession, startSession } from '../auth/sessions.ts';
import {
  clearLoginAttempts,
  forgiveLoginAttempt,
  type LoginAttempts,
  recordLoginFailure,
} from '../db/repositories/loginAttempts.repository.ts';
import {
  findUserByUsername,
  replacePasswordHash,
  type UserRecord,
} from '../db/repositories/users.repository.ts';
import { HttpError, unauthorized } from '../http/httpError.ts';
import { presentUser } from '../presenters/users.presenter.ts';

/**
 * Sign-in limits within one window: failures of one user name from one address (the lock a
 * guesser meets), and failures of one address over all names (a guesser trying many names).
 * A name is never locked for everyone, so a stranger cannot lock a real user out from elsewhere.
 */
export const LOGIN_THROTTLE = { maxFailures: 5, maxAddressFailures: 30, windowMs: 15 * 60 * 1000 } as const;

const nameKey = (name: string, address: string) => JSON.stringify(['name', address, name]);
const addressKey = (address: string) => JSON.stringify(['address', address]);

function lockError(attempts: LoginAttempts, now: Date): HttpError {
  const remainingMs = attempts.windowStartedAt.getTime() + LOGIN_THROTTLE.windowMs - now.getTime();
  const seconds = Math.max(1, Math.ceil(remainingMs / 1000));
  return new HttpError(429, withParams(AUTH_ERRORS.throttled, { seconds }), undefined, {
    'retry-after': String(seconds),
  });
}

async function rehashIfOld(services: AppServices, user: UserRecord, password: string): Promise<void> {
  if (!needsRehash(user.passwordHash)) return;
  // Best effort: the sign-in has succeeded either way; the next one tries again.
  try {
    await replacePasswordHash(services.db, user.id, user.passwordHash, await hashPassword(password));
  } catch {}
}

/**
 * Checks the password (a hash comparison even for unknown names) and starts a session. Each
 * attempt is counted BEFORE its password is checked, in one atomic statement per counter, so
 * parallel requests cannot all slip past the limit; a success takes its own attempt back.
 */
export async function login(services: AppServices, input: LoginInput, address: string): Promise<AuthResult> {
  const name = input.username.trim().toLowerCase();
  const now = services.now();
  const { db } = services;
  const { windowMs } = LOGIN_THROTTLE;
  const byAddress = await recordLoginFailure(db, addressKey(address), now, windowMs);
  const byName = await recordLoginFailure(db, nameKey(name, address), now, windowMs);
  if (byName.failures > LOGIN_THROTTLE.maxFailures) {
    // Already locked out of this name: the attempt is no new evidence against the address.
    await forgiveLoginAttempt(db, addressKey(address));
    throw lockError(byName, now);
  }
  if (byAddress.failures > LOGIN_THROTTLE.maxAddressFailures) throw lockError(byAddress, now);

  const user = await findUserByUsername(db, name);
  const ok = user ? await verifyPassword(input.password, user.passwordHash) : false;
  if (!user) await burnPasswordCheck(input.password);
  if (!user || !ok) throw unauthorized(AUTH_ERRORS.wrongCredentials);
  await clearLoginAttempts(db, nameKey(name, address));
  await forgiveLoginAttempt(db, addressKey(address));
  if (!user.active) throw new HttpError(403, AUTH_ERRORS.inactive);
  await rehashIfOld(services, user, input.password);
  const { token, expiresAt } = await startSession(services, user);
  return { token, expiresAt, user: presentUser(user) };
}

/** A new token for the presented one, which is used up (see auth/sessions.ts). */
export async function refresh(services: AppServices, token: string | null): Promise<AuthResult> {
  const refreshed = token ? await refreshSession(services, token) : null;
  if (!refreshed) throw unauthorized();
  return { ...refreshed.issued, user: presentUser(refreshed.user) };
}
