import type { ChangeRow } from '../db/changeFeed.ts';

interface LiveRow {
  number: string | null;
  version: number | null;
  at: number;
  status: string | null;
  transporterId: string | null;
}

/** What check-changes answers from: rows in the scope, the newest change, rows changed after `since`. */
export interface ChangeStats {
  count: number;
  latest: Date | null;
  changedCount: number;
}

/**
 * Every row of one table (orders, freights, pickups) as the change feed announces it: id, number,
 * version, updated_at, status, transporter. Loaded once (one query) and then kept by the feed, so
 * check-changes and the bottom bar's counts are answered from memory. Changes announced while the
 * load runs are applied after it (applying one twice is harmless: the row is simply set again).
 */
export class LiveTable {
  private rows = new Map<string, LiveRow>();
  private loading: Promise<void> | null = null;
  private loaded = false;
  private buffer: ChangeRow[][] | null = null;
  private memo = new Map<string, ChangeStats>();

  constructor(private readonly loadRows: () => Promise<ChangeRow[]>) {}

  /** Resolves once the rows are in memory (the first call loads them). */
  ready(): Promise<void> {
    this.loading ??= this.load();
    return this.loading;
  }

  /** The listener lost announcements: forget everything, the next ready() loads again. */
  reset(): void {
    this.loading = null;
    this.loaded = false;
    this.buffer = null;
    this.rows = new Map();
    this.memo.clear();
  }

  apply(rows: readonly ChangeRow[]): void {
    if (this.buffer) this.buffer.push([...rows]);
    else if (this.loaded) this.put(rows);
  }

  /** Rows of the scope (a transporter's, or all when undefined) and how many changed after `since` (ms). */
  stats(transporterId: string | undefined, since: number | null): ChangeStats {
    const key = `${transporterId ?? ''}|${since ?? ''}`;
    const hit = this.memo.get(key);
    if (hit) return hit;
    let count = 0;
    let latest = -Infinity;
    let changedCount = 0;
    for (const r of this.rows.values()) {
      if (transporterId !== undefined && r.transporterId !== transporterId) continue;
      count++;
      if (r.at > latest) latest = r.at;
      // Clients hold `latest` in milliseconds, as the rows here: "later" is the next millisecond on.
      if (since !== null && r.at > since) changedCount++;
    }
    const stats = { count, latest: count === 0 ? null : new Date(latest), changedCount };
    if (this.memo.size > 1000) this.memo.clear();
    this.memo.set(key, stats);
    return stats;
  }

  version(id: string): number | undefined {
    return this.rows.get(id)?.version ?? undefined;
  }

  countStatus(status: string): number {
    const key = `status:${status}`;
    const hit = this.memo.get(key);
    if (hit) return hit.count;
    let count = 0;
    for (const r of this.rows.values()) if (r.status === status) count++;
    this.memo.set(key, { count, latest: null, changedCount: 0 });
    return count;
  }

  size(): number {
    return this.rows.size;
  }

  private async load(): Promise<void> {
    const buffer: ChangeRow[][] = [];
    this.buffer = buffer;
    try {
      const rows = await this.loadRows();
      if (this.buffer !== buffer) return; // reset meanwhile: a newer load owns the table
      this.rows = new Map();
      this.put(rows);
      for (const b of buffer) this.put(b);
      this.loaded = true;
    } catch (e) {
      if (this.buffer === buffer) this.loading = null;
      throw e;
    } finally {
      if (this.buffer === buffer) this.buffer = null;
    }
  }

  private put(rows: readonly ChangeRow[]): void {
    this.memo.clear();
    for (const r of rows) {
      if (r.deleted) this.rows.delete(r.id);
      else
        this.rows.set(r.id, {
          number: r.number,
          version: r.version,
          at: r.at ?? 0,
          status: r.status,
          transporterId: r.transporterId,
        });
    }
  }
}
