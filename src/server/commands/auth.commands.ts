import { withParams } from '../../core/errors/catalogue.ts';
import { AUTH_ERRORS } from '../../core/users/auth.api.ts';
import type { AuthResult, LoginInput } from '../../core/users/users.schemas.ts';
import type { AppServices } from '../appServices.ts';
import { burnPasswordCheck, verifyPassword } from '../auth/passwords.ts';
import {
  clearLoginAttempts,
  getLoginAttempts,
  recordLoginFailure,
} from '../db/repositories/loginAttempts.repository.ts';
import { findUserById, findUserByUsername, type UserRecord } from '../db/repositories/users.repository.ts';
import { HttpError, unauthorized } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';
import { presentUser } from '../presenters/users.presenter.ts';

/** Failed sign-ins allowed per user name within the window before further tries are refused. */
export const LOGIN_THROTTLE = { maxFailures: 5, windowMs: 15 * 60 * 1000 } as const;

async function issue(services: AppServices, user: UserRecord): Promise<AuthResult> {
  const { token, expiresAt } = await services.tokens.sign({
    sub: user.id,
    role: user.role,
    username: user.username,
  });
  return { token, expiresAt, user: presentUser(user) };
}

/**
 * Checks the password (bcrypt even for unknown names) and issues a token. Five failures of one
 * user name within 15 minutes lock that name until the window ends; a success clears the count.
 */
export async function login(services: AppServices, input: LoginInput): Promise<AuthResult> {
  const key = input.username.trim().toLowerCase();
  const now = services.now();
  const attempts = await getLoginAttempts(services.db, key);
  if (attempts && attempts.failures >= LOGIN_THROTTLE.maxFailures) {
    const remainingMs = attempts.windowStartedAt.getTime() + LOGIN_THROTTLE.windowMs - now.getTime();
    if (remainingMs > 0) {
      const seconds = Math.ceil(remainingMs / 1000);
      throw new HttpError(429, withParams(AUTH_ERRORS.throttled, { seconds }), undefined, {
        'retry-after': String(seconds),
      });
    }
  }
  const user = await findUserByUsername(services.db, key);
  const ok = user ? await verifyPassword(input.password, user.passwordHash) : false;
  if (!user) await burnPasswordCheck(input.password);
  if (!user || !ok) {
    await recordLoginFailure(services.db, key, now, LOGIN_THROTTLE.windowMs);
    throw unauthorized(AUTH_ERRORS.wrongCredentials);
  }
  if (attempts) await clearLoginAttempts(services.db, key);
  return issue(services, user);
}

/** A fresh token for the caller's valid token (the synthetic AUTH_DISABLED user has none). */
export async function refresh(services: AppServices, actor: Actor): Promise<AuthResult> {
  if (actor.synthetic || !actor.userId) throw unauthorized();
  const user = await findUserById(services.db, actor.userId);
  if (!user) throw unauthorized();
  return issue(services, user);
}
