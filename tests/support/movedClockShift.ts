/** A faketime offset and the check that a worker's clock moved by it (tests/support/movedClock.ts). */
const UNIT_MS: Record<string, number> = {
  '': 1000,
  s: 1000,
  m: 60_000,
  h: 3_600_000,
  d: 86_400_000,
  y: 365 * 86_400_000,
};
const DAY = 86_400_000;

/** A faketime offset (`+31d`, `-400d`, `+2y`, `+90`) in milliseconds; null for another form. */
export function shiftMs(shift: string): number | null {
  const m = /^([+-]\d+(?:\.\d+)?)([smhdy]?)$/.exec(shift.trim());
  return m ? Number(m[1]) * (UNIT_MS[m[2] ?? ''] ?? 0) : null;
}

/** Why a clock `moved` ms from the run's start is not the shift's (null when it is). */
export function movedClockProblem(shift: string, moved: number): string | null {
  const ms = shiftMs(shift);
  if (ms === null) return `moved clock: "${shift}" is not an offset like +31d, +12h or -400d`;
  if (moved >= ms && moved < ms + DAY) return null;
  return `moved clock: this worker's clock is ${(moved / DAY).toFixed(2)} days from the run's start, not ${shift} (libfaketime not preloaded?)`;
}
