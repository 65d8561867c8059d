import type { FastifyRequest } from 'fastify';
import type { AccessContext } from '../../core/permissions/index.ts';
import type { AppServices } from '../appServices.ts';
import { loadActiveModules } from '../db/repositories/modules.repository.ts';
import { findUserById } from '../db/repositories/users.repository.ts';
import { type Actor, ANONYMOUS, AUTH_DISABLED_ACTOR } from '../policies/actor.ts';

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
 * Who the caller is. A token counts only while its user still exists with the role it was issued
 * for, so deleting a user or changing a role takes effect at once (one primary-key read per call).
 */
export async function resolveActor(request: FastifyRequest, services: AppServices): Promise<Actor> {
  const fallback = services.config.authDisabled ? AUTH_DISABLED_ACTOR : ANONYMOUS;
  const token = tokenOf(request);
  if (!token) return fallback;
  const claims = await services.tokens.verify(token);
  if (!claims) return fallback;
  const user = await findUserById(services.db, claims.sub);
  if (!user || user.role !== claims.role) return fallback;
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
    const modules = await loadActiveModules(services.db);
    request.access = { ...modules, authDisabled: services.config.authDisabled };
  }
  return request.access;
}
