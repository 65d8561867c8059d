import path from 'node:path';

/**
 * The reference extracts beside the clone (../shared/geo/README.md: never copied into the repo);
 * GEO_REFERENCE_DIR points elsewhere (a worktree one level deeper, another machine).
 */
export const GEO_REFERENCE_DIR =
  process.env.GEO_REFERENCE_DIR ?? path.resolve(import.meta.dirname, '../../../shared/geo');
