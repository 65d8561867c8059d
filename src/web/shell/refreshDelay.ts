/** The token is refreshed this long before it expires (shell.md §4). */
export const REFRESH_LEAD_MS = 60_000;
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Milliseconds until the refresh of a token expiring at `expiresAt` is due (0 = now). */
export function refreshDelay(expiresAt: number, now: number): number {
  return Math.min(MAX_TIMER_MS, Math.max(0, expiresAt - REFRESH_LEAD_MS - now));
}
