// `npm run rules:check` (issue 36: ≤ 1 s end to end): runs src/server/rules/rulesCheckMain.ts as one
// precompiled file (esbuild bundle in dist/rules-check/, two levels under the root like its sources,
// so the rules folder resolves the same) instead of transpiling ~60 TypeScript modules with tsx at
// every start. The bundle is rebuilt only when one of its inputs changed: esbuild's list of the
// files it read is kept beside it with their sizes and mtimes, and checked (a stat each) first.
// Rule files are read at run time, never bundled: editing one never rebuilds anything.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'dist', 'rules-check');
const bundle = path.join(outDir, 'rulesCheck.mjs');
const stampFile = path.join(outDir, 'inputs.json');
const entry = path.join(root, 'src/server/rules/rulesCheckMain.ts');

const stampOf = (file) => {
  try {
    const s = statSync(path.join(root, file));
    return `${s.size}:${s.mtimeMs}`;
  } catch {
    return 'missing';
  }
};

function upToDate() {
  if (!existsSync(bundle) || !existsSync(stampFile)) return false;
  const inputs = JSON.parse(readFileSync(stampFile, 'utf8'));
  return Object.entries(inputs).every(([file, stamp]) => stampOf(file) === stamp);
}

if (!upToDate()) {
  // esbuild comes with tsx (which runs every other TypeScript script): resolved from there.
  const { createRequire } = await import('node:module');
  const { build } = createRequire(createRequire(import.meta.url).resolve('tsx/package.json'))('esbuild');
  mkdirSync(outDir, { recursive: true });
  // Written aside and renamed: runs started together (tests, editors) never read half a file.
  const partial = `${bundle}.${process.pid}.tmp`;
  const result = await build({
    entryPoints: [entry],
    outfile: partial,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    metafile: true,
    logLevel: 'warning',
    // Bundled CommonJS packages may require Node's built-ins.
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  });
  const inputs = Object.fromEntries(Object.keys(result.metafile.inputs).map((file) => [file, stampOf(file)]));
  renameSync(partial, bundle);
  writeFileSync(`${stampFile}.${process.pid}.tmp`, JSON.stringify(inputs));
  renameSync(`${stampFile}.${process.pid}.tmp`, stampFile);
}
await import(pathToFileURL(bundle).href);
