/**
 * A value read from the database once and read again only when a change says it is out of date
 * (invalidate): a poll asking meanwhile gets the refresh under way, never a query of its own. While
 * a refresh runs, every further invalidation shares ONE more refresh after it (it may have read
 * before their change). A failed load is forgotten, so the next get() tries again.
 */
export class LiveValue<T> {
  private value: Promise<T> | null = null;
  private inflight: Promise<T> | null = null;
  private queued: Promise<T> | null = null;
  /** The last value loaded (undefined before the first load ends). */
  last: { value: T } | undefined;

  constructor(private readonly load: () => Promise<T>) {}

  get(): Promise<T> {
    this.value ??= this.run();
    return this.value;
  }

  /** A change touched what the value reads: refresh it now if anyone has asked for it. */
  invalidate(): void {
    if (this.value === null) return;
    if (!this.inflight) {
      this.value = this.run();
      return;
    }
    this.queued ??= this.inflight
      .catch(() => undefined)
      .then(() => {
        this.queued = null;
        return this.run();
      });
    // A queued refresh nobody awaits (the database closed meanwhile) must not be an unhandled
    // rejection; a caller awaiting `value` still gets the error.
    this.queued.catch(() => undefined);
    this.value = this.queued;
  }

  /** Resolves when no refresh is under way (tests count the queries of polls apart from refreshes). */
  async settled(): Promise<void> {
    while (this.inflight || this.queued) await (this.queued ?? this.inflight)?.catch(() => undefined);
  }

  private run(): Promise<T> {
    const p = this.load();
    this.inflight = p;
    const clear = () => {
      if (this.inflight === p) this.inflight = null;
    };
    p.then(
      (value) => {
        this.last = { value };
        clear();
      },
      () => {
        clear();
        if (this.value === p) this.value = null;
      },
    );
    return p;
  }
}

/** LiveValues by key (a job id, a user id); keys not asked for 10 minutes are dropped. */
export class LiveMap<K, T> {
  private readonly entries = new Map<K, { value: LiveValue<T>; askedAt: number }>();
  private asked = 0;

  constructor(
    private readonly load: (key: K) => Promise<T>,
    private readonly maxIdleMs = 600_000,
  ) {}

  get(key: K): Promise<T> {
    if (++this.asked % 1000 === 0) this.sweep();
    let e = this.entries.get(key);
    if (!e) {
      e = { value: new LiveValue(() => this.load(key)), askedAt: 0 };
      this.entries.set(key, e);
    }
    e.askedAt = Date.now();
    return e.value.get();
  }

  invalidate(key: K): void {
    this.entries.get(key)?.value.invalidate();
  }

  /** Refreshes the entries whose last value matches (and those not loaded yet); drops idle ones. */
  invalidateWhere(matches: (value: T) => boolean): void {
    this.sweep();
    for (const e of this.entries.values())
      if (!e.value.last || matches(e.value.last.value)) e.value.invalidate();
  }

  invalidateAll(): void {
    this.invalidateWhere(() => true);
  }

  private sweep(): void {
    const idleBefore = Date.now() - this.maxIdleMs;
    for (const [key, e] of this.entries) if (e.askedAt < idleBefore) this.entries.delete(key);
  }

  async settled(): Promise<void> {
    for (const e of [...this.entries.values()]) await e.value.settled();
  }
}
