import type { WebhookConfig } from '../../core/baseConfig/baseConfig.schemas.ts';

/** The base config's proxyConfig (business.md §3: url, xApiKey, sendMessage). */
export type ProxySetting = WebhookConfig;

/** Whether calls go through the proxy: it is switched on (sendMessage) and has a URL. */
export function proxyInUse(proxy: ProxySetting | null | undefined): proxy is ProxySetting {
  return proxy?.sendMessage === true && proxy.url.trim() !== '';
}

/** One outgoing call: the real target and what to send it. */
export interface OutboundRequest {
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  /** JSON body (POST). */
  body?: unknown;
  timeoutMs: number;
}

/** The answer, and whether it came through the proxy (the proxy relays the target's status). */
export interface OutboundResponse {
  response: Response;
  viaProxy: boolean;
}

/**
 * The one path of every call the server makes to a configured outside address (webhook, SMS
 * gateway, e-mail API, the base-config ping): with the proxy in use the call goes to the proxy's URL
 * with its own key (`x-proxy-api-key`) and the real target in `x-target-url`; the proxy relays it
 * and answers with the target's status. Redirects are not followed (a relay answers, it does not
 * send the caller elsewhere). Throws as fetch does (unreachable, timeout: `TimeoutError`).
 */
export async function outboundCall(
  req: OutboundRequest,
  proxy: ProxySetting | null | undefined,
): Promise<OutboundResponse> {
  const viaProxy = proxyInUse(proxy);
  const headers: Record<string, string> = {
    ...(req.body !== undefined && { 'content-type': 'application/json' }),
    ...req.headers,
    ...(viaProxy && { 'x-target-url': req.url, 'x-proxy-api-key': proxy.xApiKey }),
  };
  const response = await fetch(viaProxy ? proxy.url.trim() : req.url, {
    method: req.method,
    headers,
    redirect: 'manual',
    ...(req.body !== undefined && { body: JSON.stringify(req.body) }),
    signal: AbortSignal.timeout(req.timeoutMs),
  });
  return { response, viaProxy };
}

/** Why a call got no answer, for a message: a time-out, or the network's reason (refused, unknown host …). */
export function failureOf(err: unknown): { timeout: boolean; cause: string } {
  const name = err instanceof Error ? err.name : '';
  if (name === 'TimeoutError' || name === 'AbortError') return { timeout: true, cause: '' };
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err);
  return { timeout: false, cause };
}
