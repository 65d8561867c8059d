/** A script chunk that has not arrived after this long counts as failed (shell.md §9). */
export const CHUNK_TIMEOUT_MS = 120_000;
const RELOAD_MARK = `${import.meta.env?.BASE_URL ?? '/'}:chunk-reload`;
// A page that fails again right after reloading would loop; within this window it shows the error instead.
const RELOAD_WINDOW_MS = 10_000;

/** Reloads the page after a failed chunk (typically a new deployment); false when it just did. */
export function reloadForChunkFailure(): boolean {
  const last = Number(sessionStorage.getItem(RELOAD_MARK) ?? 0);
  if (Date.now() - last < RELOAD_WINDOW_MS) return false;
  sessionStorage.setItem(RELOAD_MARK, String(Date.now()));
  window.location.reload();
  return true;
}

/**
 * Loads a code-split part of the application. A failure or a time-out reloads the page (shell.md §2);
 * while the reload is under way the promise stays pending so no error flashes up.
 */
export function loadChunk<T>(loader: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Chunk load timed out')), timeoutMs);
    loader().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (err: unknown) => {
        clearTimeout(timer);
        reject(err);
      },
    );
  }).catch((err: unknown) => {
    if (reloadForChunkFailure()) return new Promise<T>(() => {});
    throw err;
  });
}
