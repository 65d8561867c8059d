import { describe, expect, it } from 'vitest';
import { describeEdge, importGraph } from './importGraph.ts';

// A feature folder is one business area of the terminal: it may import core and the shared web
// folders (grid, ui, commands, api …), never another feature, so areas can be added, moved or
// removed on their own (STYLE.md §2; Twenty enforces the same with a lint rule).
const featureOf = (file: string | null) => file?.match(/^src\/web\/features\/([^/]+)\//)?.[1];

describe('feature folders', () => {
  it('a feature imports no other feature', () => {
    const crossing = importGraph()
      .filter((e) => {
        const from = featureOf(e.from);
        const to = featureOf(e.target);
        return from !== undefined && to !== undefined && from !== to;
      })
      .map(describeEdge);
    expect(crossing).toEqual([]);
  });
});
