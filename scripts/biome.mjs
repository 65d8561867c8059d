#!/usr/bin/env node
// Runs Biome's platform binary. The project depends on the linux-x64 build directly because the
// registry mirror of this workplace lacks Biome's other platform packages, which would leave
// package-lock.json unable to satisfy `npm ci`.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const pkg = `@biomejs/cli-${process.platform}-${process.arch}`;
let bin;
try {
  bin = require.resolve(`${pkg}/biome`);
} catch {
  console.error(`Biome binary ${pkg} is not installed. Run: npm install --no-save ${pkg}@2.6.8`);
  process.exit(2);
}
const r = spawnSync(bin, process.argv.slice(2), { stdio: 'inherit' });
process.exit(r.status ?? 1);
