const inFlight = new Map<string, AbortController>();

/**
 * Signal for a call of `kind` that aborts the previous in-flight call of the same kind, so a list
 * only ever shows the answer to its latest query. The aborted call rejects with a silent
 * CanceledError.
 */
export function latestOnly(kind: string): AbortSignal {
  inFlight.get(kind)?.abort();
  const controller = new AbortController();
  inFlight.set(kind, controller);
  return controller.signal;
}

/** Aborts the in-flight call of `kind`, if any (e.g. when its screen unmounts). */
export function cancelKind(kind: string): void {
  inFlight.get(kind)?.abort();
  inFlight.delete(kind);
}
