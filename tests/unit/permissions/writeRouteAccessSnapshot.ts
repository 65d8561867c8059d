// Regenerates routeAccess.snapshot.json from the current code: `npx tsx tests/unit/permissions/writeRouteAccessSnapshot.ts`.
// Run it only when route access is meant to change, format it (node scripts/biome.mjs format --write) and review the diff.
import { writeFileSync } from 'node:fs';
import { routeAccessSnapshot } from './routeAccessSnapshot.ts';

/** JSON with every value that fits on one line kept on one line, so the snapshot stays readable. */
function compact(value: unknown, indent = ''): string {
  const flat = JSON.stringify(value);
  if (flat.length + indent.length <= 100 || value === null || typeof value !== 'object') return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value))
    return `[\n${value.map((v) => inner + compact(v, inner)).join(',\n')}\n${indent}]`;
  const lines = Object.entries(value).map(([k, v]) => `${inner}${JSON.stringify(k)}: ${compact(v, inner)}`);
  return `{\n${lines.join(',\n')}\n${indent}}`;
}

const file = new URL('./routeAccess.snapshot.json', import.meta.url);
writeFileSync(file, `${compact(routeAccessSnapshot())}\n`);
console.log(`wrote ${file.pathname}`);
