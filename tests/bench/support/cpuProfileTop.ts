// npx tsx tests/bench/support/cpuProfileTop.ts file.cpuprofile [skipSeconds] [top]
// Summarises a V8 CPU profile (`node --cpu-prof`): the functions with the most self time, and the
// most total time (self plus callees), over the samples after `skipSeconds` (default 0: start-up and
// seeding can be left out). A function is its name, file and line; (idle), (program) and (garbage
// collector) are V8's own entries.
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [file, skipArg, topArg] = process.argv.slice(2);
if (!file) throw new Error('usage: cpuProfileTop.ts file.cpuprofile [skipSeconds] [top]');
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const skipUs = Number(skipArg ?? 0) * 1e6;
const top = Number(topArg ?? 25);

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map<number, number>();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
const label = (n: ProfileNode) => {
  const url = n.callFrame.url.replace(/^.*\/(node_modules|src)\//, '$1/');
  return `${n.callFrame.functionName || '(anonymous)'} ${url}${url ? `:${n.callFrame.lineNumber + 1}` : ''}`;
};

const self = new Map<string, number>();
const total = new Map<string, number>();
let elapsed = 0;
let counted = 0;
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0;
  elapsed += dt;
  if (elapsed < skipUs) return;
  counted += dt;
  const node = byId.get(id);
  if (!node) return;
  const key = label(node);
  self.set(key, (self.get(key) ?? 0) + dt);
  // Total: each function once per sample, however deep it recurses.
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const k = label(byId.get(at) as ProfileNode);
    if (seen.has(k)) continue;
    seen.add(k);
    total.set(k, (total.get(k) ?? 0) + dt);
  }
});

const print = (title: string, m: Map<string, number>) => {
  console.log(`\n${title} (of ${(counted / 1e3).toFixed(0)} ms sampled)`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(
      `${((us / counted) * 100).toFixed(1).padStart(5)} %  ${(us / 1e3).toFixed(0).padStart(7)} ms  ${k}`,
    );
};
print('self time', self);
print('total time', total);
