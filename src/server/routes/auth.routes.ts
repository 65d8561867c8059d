import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_API, LOGGED_OUT_MESSAGE } from '../../core/users/auth.api.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { TOKEN_COOKIE, tokenOf, USERNAME_COOKIE } from '../auth/authenticate.ts';
import { endSessionOf } from '../auth/sessions.ts';
import { login, refresh } from '../commands/auth.commands.ts';
import * as m0003authSessions from '../db/migrations/0003_auth_sessions.ts';
import { route } from '../http/route.ts';
import { POLICIES } from '../policies/policies.ts';

function cookieOptions(request: FastifyRequest, maxAgeSeconds: number, httpOnly: boolean) {
  return {
    path: '/',
    httpOnly,
    // Lax keeps the cookie off cross-site POSTs; together with JSON-only bodies that blocks CSRF.
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    maxAge: maxAgeSeconds,
  };
}

function setAuthCookies(request: FastifyRequest, reply: FastifyReply, token: string, username: string) {
  const ttl = request.server.services.tokens.ttlSeconds;
  // A token must never sit in a shared or browser cache.
  reply.header('cache-control', 'no-store');
  reply.setCookie(TOKEN_COOKIE, token, cookieOptions(request, ttl, true));
  reply.setCookie(USERNAME_COOKIE, username, cookieOptions(request, ttl, false));
}

/** Sign-in, sign-out and token refresh (shell.md §7). */
export function registerAuthRoutes(app: FastifyInstance): void {
  route(app, AUTH_API.login, { policy: POLICIES.public }, async ({ body, request, reply }) => {
    const result = await login(app.services, body, request.ip);
    setAuthCookies(request, reply, result.token, result.user.username);
    return result;
  });

  route(app, AUTH_API.logout, { policy: POLICIES.public }, async ({ request, reply }) => {
    // Public, so that a stale session can always sign out; a token that still verifies is revoked.
    const token = tokenOf(request);
    if (token) await endSessionOf(app.services, token);
    reply.header('cache-control', 'no-store');
    reply.clearCookie(TOKEN_COOKIE, { path: '/' });
    reply.clearCookie(USERNAME_COOKIE, { path: '/' });
    return { message: LOGGED_OUT_MESSAGE };
  });

  route(app, AUTH_API.refresh, { policy: POLICIES.signedIn }, async ({ request, reply }) => {
    const result = await refresh(app.services, tokenOf(request));
    setAuthCookies(request, reply, result.token, result.user.username);
    return result;
  });
}

export const AUTH_AREA = defineServerArea({
  name: 'auth',
  routes: registerAuthRoutes,
  migrations: { '0003_auth_sessions': m0003authSessions },
});
