// One TypeScript entry precompiled into one ES module (esbuild, which comes with tsx) under
// dist/<name>/, rebuilt only when one of its inputs changed: esbuild's list of the files it read is
// kept beside the bundle with their sizes and mtimes and checked (a stat each) before every use.
// Used where a tsx transpile of a few dozen modules at every start was most of the time (issue 36):
// `npm run rules:check` and the Node rules workers. Rule files are read at run time, never bundled.
import { existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '..');

const stampOf = (file) => {
  try {
    const s = statSync(path.join(root, file));
    return `${s.size}:${s.mtimeMs}`;
  } catch {
    return 'missing';
  }
};

/** esbuild, the copy that comes with tsx. */
export function esbuild() {
  const require = createRequire(createRequire(import.meta.url).resolve('tsx/package.json'));
  return require('esbuild');
}

/**
 * The files (relative to the root) that bundling `entries` reads: their own source and every local
 * module they import, without the packages (tests/api/support/templateCache.ts names its cache by them).
 */
export async function sourcesOf(entries) {
  const result = await esbuild().build({
    entryPoints: entries.map((e) => path.join(root, e)),
    absWorkingDir: root,
    bundle: true,
    write: false,
    outdir: 'out',
    platform: 'node',
    format: 'esm',
    packages: 'external',
    metafile: true,
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs).sort();
}

/**
 * `import.meta.url`, `.dirname` and `.filename` of each local module written into its code as its
 * own path: in one bundle every module would otherwise read the bundle's, and the paths the code
 * resolves from its modules' places (worker shims, assets, locales, PROJECT_ROOT) sit at several
 * depths. The packages' files load as esbuild reads them.
 */
const ownImportMeta = {
  name: 'own-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.(?:[cm]?tsx?|m?js)$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = readFileSync(args.path, 'utf8');
      const ext = path.extname(args.path);
      const loader = ext === '.tsx' ? 'tsx' : ext.endsWith('ts') ? 'ts' : 'js';
      if (!text.includes('import.meta.')) return { contents: text, loader };
      return {
        loader,
        contents: text
          .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
          .replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path)))
          .replaceAll('import.meta.filename', JSON.stringify(args.path)),
      };
    });
  },
};

/**
 * The path of the bundle of `entry` (relative to the root), built first when missing or stale. It
 * sits two levels under the root (dist/<name>/), as the sources do under src/, so paths the code
 * resolves from its own URL (PROJECT_ROOT) stay the same.
 *
 * Every local module keeps its own `import.meta` paths (ownImportMeta). `{ server: true }`: the
 * packages stay imports, resolved from node_modules at run time as under tsx: a whole server
 * (tests/support/serverProcess.ts starts src/server/main.ts so, a third of tsx's start-up CPU).
 */
export async function freshBundle(entry, name, { server = false } = {}) {
  const outDir = path.join(root, 'dist', name);
  const bundle = path.join(outDir, `${path.basename(entry).replace(/\.tsx?$/, '')}.mjs`);
  const stampFile = path.join(outDir, 'inputs.json');
  if (existsSync(bundle) && existsSync(stampFile)) {
    const inputs = JSON.parse(readFileSync(stampFile, 'utf8'));
    if (Object.entries(inputs).every(([file, stamp]) => stampOf(file) === stamp)) return bundle;
  }
  const { build } = esbuild();
  mkdirSync(outDir, { recursive: true });
  // Written aside and renamed: processes and workers started together never read half a file.
  const partial = `${bundle}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  const result = await build({
    entryPoints: [path.join(root, entry)],
    outfile: partial,
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    metafile: true,
    logLevel: 'warning',
    plugins: [ownImportMeta],
    ...(server && { packages: 'external' }),
    // Bundled CommonJS packages may require Node's built-ins.
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
  });
  const inputs = Object.fromEntries(Object.keys(result.metafile.inputs).map((file) => [file, stampOf(file)]));
  renameSync(partial, bundle);
  writeFileSync(`${partial}.json`, JSON.stringify(inputs));
  renameSync(`${partial}.json`, stampFile);
  return bundle;
}
