import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loginSchema } from '../../core/users/users.schemas.ts';
import { TOKEN_COOKIE, USERNAME_COOKIE } from '../auth/authenticate.ts';
import { login, refresh } from '../commands/auth.commands.ts';
import { parseOr400 } from '../http/validate.ts';
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
  app.post('/users/auth/login', { config: { policy: POLICIES.public } }, async (request, reply) => {
    const input = parseOr400(loginSchema, request.body);
    const result = await login(app.services, input);
    setAuthCookies(request, reply, result.token, result.user.username);
    return result;
  });

  app.post('/users/auth/logout', { config: { policy: POLICIES.public } }, async (_request, reply) => {
    // Tokens are stateless and short-lived; signing out removes them from the browser.
    reply.clearCookie(TOKEN_COOKIE, { path: '/' });
    reply.clearCookie(USERNAME_COOKIE, { path: '/' });
    return { message: 'Sikeres kijelentkezés.' };
  });

  app.post('/users/auth/refresh', { config: { policy: POLICIES.signedIn } }, async (request, reply) => {
    const result = await refresh(app.services, request.actor);
    setAuthCookies(request, reply, result.token, result.user.username);
    return result;
  });
}
