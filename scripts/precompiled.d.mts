/** esbuild, the copy that comes with tsx. */
export function esbuild(): typeof import('esbuild');
/** The files (relative to the root) that bundling `entries` reads, packages left out. */
export function sourcesOf(entries: string[]): Promise<string[]>;
/**
 * The path of the bundle of `entry`, built first when missing or stale; `server`: the packages stay
 * imports (a whole server, started by node).
 */
export function freshBundle(entry: string, name: string, options?: { server?: boolean }): Promise<string>;
