import type { FastifyInstance } from 'fastify';
import { LIVE_API, LIVE_ERRORS, LIVE_EVENTS } from '../../core/live/live.api.ts';
import { type AccessContext, inGroup } from '../../core/permissions/index.ts';
import { defineServerArea } from '../areas/serverArea.ts';
import { loadAccess, resolveActor } from '../auth/authenticate.ts';
import { perOwner } from '../cache/stateCache.ts';
import { changeFeedOf } from '../db/client.ts';
import { HttpError } from '../http/httpError.ts';
import { route } from '../http/route.ts';
import { ChangeStreams, type StreamScope } from '../live/changeStreams.ts';
import type { Actor } from '../policies/actor.ts';
import { POLICIES } from '../policies/policies.ts';

/** A comment line this often keeps proxies from closing a quiet stream and re-checks the caller's token. */
export const STREAM_HEARTBEAT_MS = 20_000;

/** The open change streams of an app (tests read their count). */
export const changeStreamsOf = perOwner(
  (app: FastifyInstance) => new ChangeStreams(() => changeFeedOf(app.services.db)),
);

/** What the caller may hear of: the read policies of each list, transporters their own rows only. */
function streamScopeOf(actor: Actor, access: AccessContext): StreamScope {
  const ctx = { actor, access, params: {} };
  const own = inGroup(actor.role, 'transporterRoles')
    ? actor.transporterId
      ? { transporterId: actor.transporterId }
      : undefined
    : 'all';
  const scope: StreamScope = {};
  if (POLICIES.ordersReaders.allows(ctx)) scope.orders = 'all';
  if (POLICIES.ordersProcessingStatus.allows(ctx)) scope.processing = 'all';
  if (own && POLICIES.freightsReaders.allows(ctx)) scope.freights = own;
  if (own && POLICIES.pickupsReaders.allows(ctx)) scope.pickups = own;
  if (own && POLICIES.offerReaders.allows(ctx)) scope.offers = own;
  if (own && POLICIES.capacityReaders.allows(ctx)) scope.capacityEstimates = own;
  return scope;
}

/**
 * GET /api/changes/stream (issue 32): Server-Sent Events of the changes the caller may see, from
 * any instance. The token comes as for every call (the `token` cookie for EventSource); it is
 * checked again at every heartbeat and whenever a session or user changes on any instance, and a
 * token that no longer counts (signed out, expired, role changed) ends the stream: the client
 * reconnects with its refreshed cookie or stops at the 401.
 */
export function registerLiveRoutes(app: FastifyInstance): void {
  const streams = changeStreamsOf(app);
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
  });

  route(app, LIVE_API.changes, { policy: POLICIES.signedIn }, async ({ request, reply, actor }) => {
    if (!String(request.headers.accept ?? '').includes('text/event-stream'))
      throw new HttpError(406, LIVE_ERRORS.notEventStream);
    const scope = streamScopeOf(actor, await loadAccess(request, app.services));
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no', // nginx: pass events on at once
      'x-content-type-options': 'nosniff',
      // The connection ends with the stream: a kept-alive socket of an ended stream would hold the
      // server's close (and a proxy's slot) until the client let go of it.
      connection: 'close',
    });
    const write = (event: string, data: unknown) => {
      if (!raw.writableEnded) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    raw.write('retry: 2000\n\n');
    const check = (ping: boolean) =>
      void resolveActor(request, app.services)
        .then((again) => {
          if (again.userId !== actor.userId || again.role !== actor.role) end();
          else if (ping && !raw.writableEnded) raw.write(': ping\n\n');
        })
        .catch(() => end());
    const remove = streams.add({
      scope,
      userId: actor.userId,
      send: (change) => write(LIVE_EVENTS.change, change),
      recheck: () => check(false),
    });
    const beat = setInterval(() => check(true), STREAM_HEARTBEAT_MS);
    let ended = false;
    function end() {
      if (ended) return;
      ended = true;
      clearInterval(beat);
      remove();
      open.delete(end);
      // The socket ends with the stream (kept alive, it would hold the server's close until the client let go).
      if (!raw.writableEnded) raw.end();
      setImmediate(() => raw.destroy());
    }
    open.add(end);
    request.raw.on('close', end);
    raw.on('close', end);
    raw.on('error', end);
    // `ready` once the feed listens (PostgreSQL: the LISTEN connection is up): nothing after it is missed.
    await changeFeedOf(app.services.db)
      .sync()
      .catch(() => undefined);
    write(LIVE_EVENTS.ready, {});
    return reply;
  });
}

export const LIVE_AREA = defineServerArea({
  name: 'live',
  routes: registerLiveRoutes,
});
