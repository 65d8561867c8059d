import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ListChangesAnswer,
  type ListChangesCheck,
  startListChangesPoller,
} from '../../../src/web/grid/listChangesPoller.ts';

const POLL = 10_000;
const answer = (a: Partial<ListChangesAnswer> = {}): ListChangesAnswer => ({
  hasChanges: false,
  changedCount: 0,
  totalCount: 5,
  latest: 'L1',
  ...a,
});

/** A check whose calls are listed and answered by the test. */
function fakeCheck() {
  const calls: {
    date: string | null;
    count: number | null;
    signal: AbortSignal;
    answer(a: ListChangesAnswer | Error): void;
  }[] = [];
  const check: ListChangesCheck = (date, count, signal) =>
    new Promise((resolve, reject) => {
      calls.push({ date, count, signal, answer: (a) => (a instanceof Error ? reject(a) : resolve(a)) });
    });
  return { check, calls };
}

/** A poller over such a check, with what it reported. */
function started() {
  const { check, calls } = fakeCheck();
  const changed: number[] = [];
  const poller = startListChangesPoller(check, (n) => changed.push(n), POLL);
  return { calls, changed, poller };
}

describe("a list's check-changes poller", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks nothing on arrival: the first rebase (rows loaded) asks at once and sets the baseline', async () => {
    const { calls, changed, poller } = started();
    await vi.advanceTimersByTimeAsync(POLL - 1);
    expect(calls).toHaveLength(0);
    poller.rebase();
    expect(calls.map((c) => [c.date, c.count])).toEqual([[null, null]]);
    calls[0]?.answer(answer({ latest: 'L1', totalCount: 5 }));
    await vi.advanceTimersByTimeAsync(0);
    // The next tick asks since that baseline; others' changes are counted.
    await vi.advanceTimersByTimeAsync(POLL);
    expect(calls.map((c) => [c.date, c.count])).toEqual([
      [null, null],
      ['L1', 5],
    ]);
    calls[1]?.answer(answer({ hasChanges: true, changedCount: 2, totalCount: 8 }));
    await vi.advanceTimersByTimeAsync(0);
    expect(changed).toEqual([0, 0, 3]);
    poller.stop();
  });

  it('without a rebase the first tick sets the baseline; a poke asks at once', async () => {
    const { calls, poller } = started();
    await vi.advanceTimersByTimeAsync(POLL);
    expect(calls).toHaveLength(1);
    calls[0]?.answer(answer());
    await vi.advanceTimersByTimeAsync(0);
    poller.poke();
    expect(calls.map((c) => [c.date, c.count])).toEqual([
      [null, null],
      ['L1', 5],
    ]);
    poller.stop();
  });

  it("a rebase while a call is out makes that call's answer stale", async () => {
    const { calls, poller } = started();
    poller.rebase();
    poller.rebase();
    calls[0]?.answer(answer({ latest: 'OLD', totalCount: 1 }));
    calls[1]?.answer(answer({ latest: 'NEW', totalCount: 9 }));
    await vi.advanceTimersByTimeAsync(POLL);
    expect(calls.at(-1)).toMatchObject({ date: 'NEW', count: 9 });
    poller.stop();
  });

  it('a failing call is silent and the next tick asks again; stop aborts the call out and ends the ticks', async () => {
    const { calls, changed, poller } = started();
    poller.rebase();
    calls[0]?.answer(new Error('offline'));
    await vi.advanceTimersByTimeAsync(POLL);
    expect(calls).toHaveLength(2);
    poller.stop();
    expect(calls[1]?.signal.aborted).toBe(true);
    await vi.advanceTimersByTimeAsync(5 * POLL);
    poller.poke();
    expect(calls).toHaveLength(2);
    expect(changed).toEqual([0]);
  });
});
