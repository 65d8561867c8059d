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
 * `import.meta.url`, `.dirname` and `.filename` of each of the project's sources as they are at its
 * own path, not the bundle's (a server resolves its workers, assets, locales and the project root
 * from them, at different depths). `import.meta.glob` stays (undefined outside Vite: the code falls back).
 */
const OWN_URLS = {
  name: 'own-urls',
  setup(build) {
    build.onLoad({ filter: /\.(ts|tsx|mts|js|mjs)$/ }, (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (!text.includes('import.meta.')) return undefined;
      const own = {
        url: JSON.stringify(pathToFileURL(args.path).href),
        dirname: JSON.stringify(path.dirname(args.path)),
        filename: JSON.stringify(args.path),
      };
      return {
        contents: text.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, key) => own[key]),
        loader: path.extname(args.path).slice(1).replace('mts', 'ts').replace('mjs', 'js'),
      };
    });
  },
};

/**
 * The path of the bundle of `entry` (relative to the root), built first when missing or stale (`server`:
 * packages outside the bundle, sources at their own URLs; scripts/startBundled.mjs). It
 * sits two levels under the root (dist/<name>/), as the sources do under src/, so paths the code
 * resolves from its own URL (PROJECT_ROOT) stay the same.
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
    // Bundled CommonJS packages may require Node's built-ins.
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    // A server: the packages stay outside (PGlite finds its WASM beside its own module), and each
    // source keeps its own URL (below), so the files it reads beside itself are found where they are.
    ...(server ? { packages: 'external', plugins: [OWN_URLS] } : {}),
  });
  const inputs = Object.fromEntries(Object.keys(result.metafile.inputs).map((file) => [file, stampOf(file)]));
  renameSync(partial, bundle);
  writeFileSync(`${partial}.json`, JSON.stringify(inputs));
  renameSync(`${partial}.json`, stampFile);
  return bundle;
}
