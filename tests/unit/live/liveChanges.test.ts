import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveChange } from '../../../src/core/live/live.api.ts';

/** A stand-in for the browser's EventSource: records what the client opens, lets the test emit. */
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  onerror: (() => void) | null = null;
  private readonly handlers = new Map<string, ((e: { data: string }) => void)[]>();
  constructor(
    readonly url: string,
    readonly init: { withCredentials?: boolean },
  ) {
    FakeEventSource.made.push(this);
  }
  addEventListener(type: string, fn: (e: { data: string }) => void) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), fn]);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(type: string, data: unknown) {
    for (const fn of this.handlers.get(type) ?? []) fn({ data: JSON.stringify(data) });
  }
  fail() {
    this.readyState = FakeEventSource.CLOSED;
    this.onerror?.();
  }
}

const change = (entity: LiveChange['entity'], ids: string[] | null): LiveChange => ({
  entity,
  ids,
  numbers: [],
  versions: {},
});

describe('the web change-stream client', () => {
  beforeEach(() => {
    FakeEventSource.made = [];
    vi.stubGlobal('EventSource', FakeEventSource);
    vi.useFakeTimers();
    vi.resetModules();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens one stream for all listeners, hands each its entity, closes when nobody listens', async () => {
    const { onLiveChange } = await import('../../../src/web/live/liveChanges.ts');
    const orders: LiveChange[] = [];
    const freights: LiveChange[] = [];
    const stopOrders = onLiveChange('orders', (c) => orders.push(c));
    const stopFreights = onLiveChange('freights', (c) => freights.push(c));
    expect(FakeEventSource.made).toHaveLength(1);
    const source = FakeEventSource.made[0];
    expect(source?.url).toMatch(/\/api\/changes\/stream$/);
    expect(source?.init.withCredentials).toBe(true);
    source?.emit('change', change('orders', ['A-1']));
    source?.emit('change', change('freights', ['f-1']));
    expect(orders.map((c) => c.ids)).toEqual([['A-1']]);
    expect(freights.map((c) => c.ids)).toEqual([['f-1']]);
    stopOrders();
    expect(source?.readyState).toBe(FakeEventSource.OPEN);
    stopFreights();
    expect(source?.readyState).toBe(FakeEventSource.CLOSED);
  });

  it('opens again with back-off when the browser gives the stream up, while someone listens', async () => {
    const { onLiveChange } = await import('../../../src/web/live/liveChanges.ts');
    const heard: LiveChange[] = [];
    const stop = onLiveChange('pickups', (c) => heard.push(c));
    FakeEventSource.made[0]?.fail();
    expect(FakeEventSource.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeEventSource.made).toHaveLength(2);
    FakeEventSource.made[1]?.fail();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeEventSource.made).toHaveLength(2); // the second wait is longer (2 s)
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeEventSource.made).toHaveLength(3);
    FakeEventSource.made[2]?.emit('change', change('pickups', null));
    expect(heard).toHaveLength(1);
    stop();
  });

  it('changeNames: by id or number, and `ids: null` names every record', async () => {
    const { changeNames } = await import('../../../src/web/live/liveChanges.ts');
    const loaded = new Set(['u-1', '1001']);
    const has = (id: string) => loaded.has(id);
    expect(changeNames({ entity: 'freights', ids: ['u-2'], numbers: ['1001'], versions: {} }, has)).toBe(
      true,
    );
    expect(changeNames({ entity: 'freights', ids: ['u-1'], numbers: [], versions: {} }, has)).toBe(true);
    expect(changeNames({ entity: 'freights', ids: ['u-3'], numbers: ['1003'], versions: {} }, has)).toBe(
      false,
    );
    expect(changeNames({ entity: 'freights', ids: null, numbers: [], versions: {} }, has)).toBe(true);
  });
});
