/** Test files of a vitest project directory (relative to the repository, sorted). */
export function testFilesUnder(dir: string, suffix?: string): string[];
/** The relative imports of a file, resolved to repository paths that exist. */
export function localImports(file: string): string[];
/** The file and every local file it imports, transitively (within `within` directories). */
export function importClosure(file: string, within?: string[]): Set<string>;
/** The test files under `dirs` whose results the clock can change. */
export function dateSensitiveFiles(dirs: string[]): string[];
