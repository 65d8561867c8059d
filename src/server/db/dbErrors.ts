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

// SQLSTATE classes 08 (connection exception) and 57P (operator intervention: shutdown, crash,
// cannot connect now) mean the server went away or is not accepting connections yet.
const UNAVAILABLE_SQLSTATE = /^(08|57P0[1-4])/;
// Socket-level failures while connecting or mid-query (pg gives no SQLSTATE for these).
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

/** The database connection was lost or refused (restart, failover): the request may be repeated (503). */
export function isDatabaseUnavailable(err: unknown): boolean {
  const code = asDbError(err)?.code;
  if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE_CODES.has(code)))
    return true;
  const message = err instanceof Error ? err.message : '';
  return UNAVAILABLE_MESSAGES.some((m) => message.startsWith(m));
}

/** SQLSTATE 22021 / 22P05: text PostgreSQL cannot store (NUL, a lone surrogate in jsonb) — the caller's data, not a fault. */
export function isUnstorableText(err: unknown): boolean {
  const code = asDbError(err)?.code;
  return code === '22021' || code === '22P05';
}
