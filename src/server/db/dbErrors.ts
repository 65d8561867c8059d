/**
 * PostgreSQL failures that commands turn into answers. pg and PGlite both expose the SQLSTATE as
 * `code`, so one check serves both drivers.
 */
interface DbError {
  code?: unknown;
}

const asDbError = (err: unknown): DbError | undefined =>
  typeof err === 'object' && err !== null ? (err as DbError) : undefined;

/** SQLSTATE 23505: a unique index refused the row (two saves of one key at once). */
export function isUniqueViolation(err: unknown): boolean {
  return asDbError(err)?.code === '23505';
}

/** SQLSTATE 23503: a foreign key refused the row (the referenced row is gone, or still referenced). */
export function isForeignKeyViolation(err: unknown): boolean {
  return asDbError(err)?.code === '23503';
}
