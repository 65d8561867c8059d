import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { QueryExecutorProvider } from 'kysely';
import { generateSchemaSource } from './schemaGenerator.ts';

/** The checked-in generated schema. */
export const SCHEMA_FILE = fileURLToPath(new URL('./schema.ts', import.meta.url));

/** Source text formatted as `npm run format` would (Biome), so the file and a fresh render compare equal. */
function formatted(source: string): string {
  const require = createRequire(import.meta.url);
  const bin = require.resolve(`@biomejs/cli-${process.platform}-${process.arch}/biome`);
  const r = spawnSync(bin, ['format', `--stdin-file-path=${SCHEMA_FILE}`], {
    input: source,
    encoding: 'utf8',
  });
  if (r.status !== 0) throw new Error(`biome format failed: ${r.stderr}`);
  return r.stdout;
}

/** db/schema.ts as the migrated database `db` gives it (dev tooling: `npm run db:schema` and its test). */
export async function renderSchemaFile(db: QueryExecutorProvider): Promise<string> {
  return formatted(await generateSchemaSource(db));
}
