import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_API, LOGGED_OUT_MESSAGE } from '../../core/users/auth.api.ts';
import { TOKEN_COOKIE, USERNAME_COOKIE } from '../auth/authenticate.ts';
import { login, refresh } from '../commands/auth.commands.ts';
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
  reply.setCookie(TOKEN_COOKIE, token, cookieOptions(request, ttl, true));
  reply.setCookie(USERNAME_COOKIE, username, cookieOptions(request, ttl, false));
}

/** Sign-in, sign-out and token refresh (shell.md §7). */
export function registerAuthRoutes(app: FastifyInstance): void {
  route(app, AUTH_API.login, { policy: POLICIES.public }, async ({ body, request, reply }) => {
    const result = await login(app.services, body);
    setAuthCookies(request, reply, result.token, result.user.username);
    return result;
  });

  route(app, AUTH_API.logout, { policy: POLICIES.public }, async ({ reply }) => {
    // Tokens are stateless and short-lived; signing out removes them from the browser.
    reply.clearCookie(TOKEN_COOKIE, { path: '/' });
    reply.clearCookie(USERNAME_COOKIE, { path: '/' });
    return { message: LOGGED_OUT_MESSAGE };
  });

  route(app, AUTH_API.refresh, { policy: POLICIES.signedIn }, async ({ actor, request, reply }) => {
    const result = await refresh(app.services, actor);
    setAuthCookies(request, reply, result.token, result.user.username);
    return result;
  });
}
