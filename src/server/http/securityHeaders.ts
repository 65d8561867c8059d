import type { FastifyInstance } from 'fastify';

/**
 * The app page's Content-Security-Policy. Scripts and workers only from our own origin, no inline
 * script and no eval; connections only to this API. Styles allow 'unsafe-inline' because AG Grid's
 * theming API writes its CSS into <style> elements at run time; images allow data: and blob: for
 * the map and generated previews. Sent with every answer, so the workers' scripts carry it too.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

/** Browser features the terminal never uses, switched off for the page and anything it embeds. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
].join(', ');

/** Adds the security headers to every answer (pages, assets, API). */
export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'same-origin');
    reply.header('x-frame-options', 'SAMEORIGIN');
    reply.header('content-security-policy', CONTENT_SECURITY_POLICY);
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });
}
