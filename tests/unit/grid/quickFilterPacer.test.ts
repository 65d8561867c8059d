import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuickFilterPacer } from '../../../src/web/grid/quickFilterPacer.ts';

describe('quick filter pace', () => {
  let text = '';
  let reloads: string[] = [];
  let saves = 0;
  let pacer: QuickFilterPacer;
  /** AG Grid asks for rows a moment after a purge: the call reads the text as it is then. */
  let pendingCall = false;
  const type = (value: string) => {
    text = value;
    pacer.typed();
  };
  const gridAsks = () => {
    if (pendingCall) pacer.forCall();
    pendingCall = false;
  };

  beforeEach(() => {
    vi.useFakeTimers();
    text = '';
    reloads = [];
    saves = 0;
    pacer = new QuickFilterPacer(
      () => text,
      () => {
        reloads.push(text);
        pendingCall = true;
      },
      () => {
        saves += 1;
      },
    );
    pacer.forCall();
  });
  afterEach(() => vi.useRealTimers());

  it('reloads once, a pause after the last key, with the whole text', () => {
    type('a');
    vi.advanceTimersByTime(100);
    type('ab');
    vi.advanceTimersByTime(249);
    expect(reloads).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(reloads).toEqual(['ab']);
    expect(saves).toBe(1);
  });

  it("an earlier key's reload that already asked with the whole text is not repeated (its rows stay loaded)", () => {
    type('26');
    vi.advanceTimersByTime(300); // a slow key: the pause passed, a reload is on its way
    expect(reloads).toEqual(['26']);
    type('261');
    gridAsks(); // the grid gets to the call only now and reads '261'
    vi.advanceTimersByTime(250);
    expect(reloads).toEqual(['26']);
    expect(saves).toBe(2);
  });

  it('a reload that asked with an older text is followed by one with the new text', () => {
    type('26');
    vi.advanceTimersByTime(300);
    gridAsks(); // asked with '26'
    type('261');
    vi.advanceTimersByTime(250);
    expect(reloads).toEqual(['26', '261']);
  });

  it('Enter applies the text at once; nothing pending, nothing to do', () => {
    type('x');
    pacer.flush();
    expect(reloads).toEqual(['x']);
    vi.advanceTimersByTime(1000);
    expect(reloads).toEqual(['x']);
    pacer.flush();
    expect(reloads).toEqual(['x']);
    expect(saves).toBe(1);
  });
});
