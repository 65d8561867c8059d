import type { FastifyRequest } from 'fastify';
import type { AccessContext } from '../../core/permissions/index.ts';
import type { AppServices } from '../appServices.ts';
import { liveStateOf } from '../live/liveState.ts';
import { type Actor, ANONYMOUS, AUTH_DISABLED_ACTOR } from '../policies/actor.ts';
import { userOfToken } from './sessions.ts';

/** Name of the httpOnly cookie that carries the token (the bearer header wins when both are sent). */
export const TOKEN_COOKIE = 'token';
/** Name of the readable cookie with the user name. */
export const USERNAME_COOKIE = 'username';

/** The raw token of the request: `Authorization: Bearer …` or the `token` cookie. */
export function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header === 'string') {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (match?.[1]) return match[1];
  }
  const cookie = request.cookies?.[TOKEN_COOKIE];
  return cookie ? cookie : null;
}

/**
 * Who the caller is. A token counts only while its session is live and its user still exists,
 * active, with the role and token version it was issued for (auth/sessions.ts), so sign-out,
 * deletion, deactivation, a role or password change take effect at once (one read per call).
 */
export async function resolveActor(request: FastifyRequest, services: AppServices): Promise<Actor> {
  const fallback = services.config.authDisabled ? AUTH_DISABLED_ACTOR : ANONYMOUS;
  const token = tokenOf(request);
  if (!token) return fallback;
  const user = await userOfToken(services, token);
  if (!user) return fallback;
  return {
    role: user.role,
    userId: user.id,
    username: user.username,
    transporterId: user.transporterId,
    synthetic: false,
  };
}

/** The module state of this request, read once and kept on the request. */
export async function loadAccess(request: FastifyRequest, services: AppServices): Promise<AccessContext> {
  if (!request.access) {
    // From the live state: read again only when the change feed announces a module change.
    const live = liveStateOf(services.db);
    await live.fresh();
    const modules = await live.modules.get();
    request.access = { ...modules, authDisabled: services.config.authDisabled };
  }
  return request.access;
}
