import type { LiveChange, LiveEntity } from '../../core/live/live.api.ts';
import type { ChangeBatch, ChangeEntity, ChangeFeed, ChangeRow } from '../db/changeFeed.ts';
import { SETTING_KEYS } from '../db/repositories/appSettings.repository.ts';

/** What one open stream may hear of: per entity, every row, the transporter's own rows, or nothing. */
export type StreamScope = Partial<Record<LiveEntity, 'all' | { transporterId: string }>>;

/** One open stream: what it may see and how to write to it. */
export interface StreamClient {
  scope: StreamScope;
  /** The stream's user: a change of its sessions or of the user record makes it check its token. */
  userId: string | null;
  send(change: LiveChange): void;
  /** A session or user of this stream's user changed somewhere: check the stream's token again now. */
  recheck(): void;
}

const FEED_ENTITIES: Partial<Record<ChangeEntity, LiveEntity>> = {
  orders: 'orders',
  freights: 'freights',
  pickups: 'pickups',
  offers: 'offers',
  capacity_estimates: 'capacityEstimates',
  planning_jobs: 'processing',
};

/** A list with more changed rows than this is told "refresh everything" (ids: null). */
const MAX_IDS = 500;
/** Changes of a burst (a planning commit announces 50 rows a notification) go out together. */
export const STREAM_FLUSH_MS = 100;

/** The batch as the stream's entity, or undefined when no stream hears of it. */
function liveEntityOf(batch: ChangeBatch): LiveEntity | undefined {
  if (batch.entity === 'app_settings')
    return batch.rows.some((r) => r.id === SETTING_KEYS.autoProcessing) ? 'processing' : undefined;
  if (batch.entity === 'notification_outbox')
    return batch.rows.some((r) => r.status === 'sms') ? 'processing' : undefined;
  return FEED_ENTITIES[batch.entity];
}

const seenBy = (row: ChangeRow, transporterId: string) =>
  row.transporterId === transporterId || row.transporterBefore === transporterId;

interface Pending {
  /** id → the highest version announced for it (null: the table has no versions). */
  ids: Map<string, number | null>;
  numbers: Set<string>;
  tooMany: boolean;
}

/**
 * The open change streams of one app: subscribed to the database's change feed while at least one
 * stream is open (and not at all otherwise), each stream getting only the rows its scope allows,
 * gathered over STREAM_FLUSH_MS. A closed stream is removed at once (tests check the registry
 * returns to empty after thousands of connects).
 */
export class ChangeStreams {
  private readonly clients = new Map<StreamClient, Map<LiveEntity, Pending>>();
  private unsubscribe: (() => void) | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly feed: () => ChangeFeed) {}

  /** Adds a stream; returns its removal. */
  add(client: StreamClient): () => void {
    this.clients.set(client, new Map());
    this.unsubscribe ??= this.feed().subscribe((batch) => this.receive(batch));
    return () => this.remove(client);
  }

  size(): number {
    return this.clients.size;
  }

  private remove(client: StreamClient): void {
    this.clients.delete(client);
    if (this.clients.size > 0) return;
    this.unsubscribe?.();
    this.unsubscribe = null;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private receive(batch: ChangeBatch): void {
    if (batch.entity === 'auth_sessions' || batch.entity === 'users') {
      // auth_sessions rows carry their user in `number`.
      const users = new Set(batch.rows.map((r) => (batch.entity === 'users' ? r.id : r.number)));
      for (const client of this.clients.keys())
        if (client.userId && users.has(client.userId)) client.recheck();
      return;
    }
    const entity = liveEntityOf(batch);
    if (!entity) return;
    for (const [client, pending] of this.clients) {
      const scope = client.scope[entity];
      if (!scope) continue;
      const rows = scope === 'all' ? batch.rows : batch.rows.filter((r) => seenBy(r, scope.transporterId));
      if (rows.length === 0) continue;
      let p = pending.get(entity);
      if (!p) {
        p = { ids: new Map(), numbers: new Set(), tooMany: false };
        pending.set(entity, p);
      }
      if (entity === 'processing') continue; // the bar re-asks check-processing: no ids to carry
      for (const r of rows) {
        const before = p.ids.get(r.id) ?? null;
        p.ids.set(r.id, before === null || (r.version !== null && r.version > before) ? r.version : before);
        if (r.number !== null && (entity === 'freights' || entity === 'pickups')) p.numbers.add(r.number);
      }
      if (p.ids.size > MAX_IDS) p.tooMany = true;
    }
    this.timer ??= setTimeout(() => this.flush(), STREAM_FLUSH_MS);
  }

  private flush(): void {
    this.timer = null;
    for (const [client, pending] of this.clients) {
      for (const [entity, p] of pending)
        client.send({
          entity,
          ids: p.tooMany ? null : [...p.ids.keys()],
          numbers: p.tooMany ? [] : [...p.numbers],
          versions: p.tooMany ? {} : versionsOf(p.ids),
        });
      pending.clear();
    }
  }
}

function versionsOf(ids: Map<string, number | null>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const [id, version] of ids) if (version !== null) out[id] = version;
  return out;
}
