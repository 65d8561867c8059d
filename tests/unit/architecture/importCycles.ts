import type { ImportEdge } from './importGraph.ts';

/**
 * The import cycles of a graph, type-only imports included: every strongly connected component of
 * more than one file (or a file importing itself), each as its files sorted. Tarjan's algorithm.
 */
export function importCycles(edges: readonly ImportEdge[]): string[][] {
  const next = new Map<string, Set<string>>();
  for (const e of edges) {
    if (!e.target || !/\.tsx?$/.test(e.target)) continue;
    const set = next.get(e.from) ?? new Set<string>();
    set.add(e.target);
    next.set(e.from, set);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  let counter = 0;
  const connect = (v: string) => {
    index.set(v, counter);
    low.set(v, counter);
    counter++;
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, index.get(w) ?? 0));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || next.get(v)?.has(v)) out.push(component.sort());
    }
  };
  for (const v of [...next.keys()].sort()) if (!index.has(v)) connect(v);
  return out.sort((a, b) => b.length - a.length);
}
