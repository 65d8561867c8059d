import type { PingResult, UpdateBaseConfigInput } from '../../core/baseConfig/baseConfig.schemas.ts';
import type { AppServices } from '../appServices.ts';
import {
  type BaseConfigRecord,
  getBaseConfig,
  updateBaseConfig,
} from '../db/repositories/baseConfig.repository.ts';
import { recordEvent } from '../events/recordEvent.ts';
import { notFound, staleVersion } from '../http/httpError.ts';
import type { Actor } from '../policies/actor.ts';

/** The stored base config (created by seeding, so always present in a started server). */
export async function readBaseConfig(services: AppServices): Promise<BaseConfigRecord> {
  const record = await getBaseConfig(services.db);
  if (!record) throw notFound();
  return record;
}

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

/** A real GET to the URL with a time limit: the status it answered with, or why there was none. */
export async function pingEndpoint(services: AppServices, url: string): Promise<PingResult> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(url, {
      method: 'GET',
      redirect: 'manual',
      signal: AbortSignal.timeout(services.pingTimeoutMs),
    });
    // Only reachability matters: drop the body instead of downloading it.
    await response.body?.cancel();
    return { ok: response.ok, status: response.status, ms: ms() };
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      return {
        ok: false,
        message: `Időtúllépés: nem érkezett válasz ${services.pingTimeoutMs} ms alatt.`,
        ms: ms(),
      };
    }
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : String(err);
    return { ok: false, message: `A cím nem érhető el: ${cause}`, ms: ms() };
  }
}
