import { PING_MESSAGES } from '../../core/baseConfig/baseConfig.errors.ts';
import type { PingResult, UpdateBaseConfigInput } from '../../core/baseConfig/baseConfig.schemas.ts';
import { type ErrorEntry, withParams } from '../../core/errors/catalogue.ts';
import type { AppServices } from '../appServices.ts';
import {
  type BaseConfigRecord,
  getBaseConfig,
  updateBaseConfig,
} from '../db/repositories/baseConfig.repository.ts';
import { recordEvent } from '../events/recordEvent.ts';
import { notFound, staleVersion } from '../http/httpError.ts';
import { failureOf, outboundCall, proxyInUse } from '../http/outboundHttp.ts';
import type { Actor } from '../policies/actor.ts';
import { readBaseConfig } from '../queries/baseConfig.queries.ts';

/**
 * Saves changed base-config fields. `id` defaults to the one row (PUT /api/baseConfig); who may
 * change fuzzySearch or proxyConfig is the permission rule baseConfig.superadminOnlyFields, which
 * the route enforces before (changed fields only); `__v` guards against overwriting a concurrent save.
 */
export async function changeBaseConfig(
  services: AppServices,
  actor: Actor,
  id: string | undefined,
  input: UpdateBaseConfigInput,
): Promise<BaseConfigRecord> {
  const current = await readBaseConfig(services);
  if (id !== undefined && id !== current.id) throw notFound();
  const { __v, ...values } = input;
  if (__v !== undefined && __v !== current.__v) {
    throw staleVersion();
  }
  return services.db.transaction().execute(async (trx) => {
    const updated = await updateBaseConfig(trx, current.id, __v ?? current.__v, values);
    if (!updated) throw staleVersion();
    // Webhook keys are masked by recordEvent; the log shows that they changed, not their value.
    await recordEvent(trx, actor, {
      entity: 'baseConfig',
      entityId: updated.id,
      action: 'updated',
      before: current,
      after: updated,
    });
    return updated;
  });
}

/**
 * A real GET to the URL with a time limit, on the same outbound path as the webhook delivery (through
 * the stored proxy config when it is on, unless the URL is the proxy's own): the status it answered
 * with, or why there was none.
 */
export async function pingEndpoint(services: AppServices, url: string): Promise<PingResult> {
  const stored = (await getBaseConfig(services.db))?.proxyConfig;
  // Pinging the proxy's own URL asks whether the proxy is up: that call goes straight to it.
  const proxy = stored && stored.url.trim() !== url.trim() ? stored : undefined;
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  const viaProxy = proxyInUse(proxy);
  const via = viaProxy ? PING_MESSAGES.via.message : '';
  const answer = (
    ok: boolean,
    status: number | null,
    entry: ErrorEntry,
    params: Record<string, string | number>,
  ) => {
    const { code, message } = withParams(entry, { via, ...params });
    return { ok, status, ms: ms(), viaProxy, code, message };
  };
  try {
    const { response } = await outboundCall({ url, method: 'GET', timeoutMs: services.pingTimeoutMs }, proxy);
    // Only reachability matters: drop the body instead of downloading it.
    await response.body?.cancel();
    const entry = response.ok ? PING_MESSAGES.reachable : PING_MESSAGES.httpError;
    return answer(response.ok, response.status, entry, { status: response.status, ms: ms() });
  } catch (err) {
    const failure = failureOf(err);
    if (failure.timeout)
      return answer(false, null, PING_MESSAGES.timeout, { timeoutMs: services.pingTimeoutMs });
    if (viaProxy)
      return answer(false, null, PING_MESSAGES.proxyUnreachable, {
        proxy: proxy.url,
        cause: failure.cause,
        ms: ms(),
      });
    return answer(false, null, PING_MESSAGES.unreachable, { cause: failure.cause, ms: ms() });
  }
}
