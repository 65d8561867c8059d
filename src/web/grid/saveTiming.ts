/** The prefix of the User Timing measures a grid save leaves (bench:orders, bench:bills read them). */
export const SAVE_MEASURE = 'grid-save:';

/**
 * Awaits `work` and leaves a User Timing measure `grid-save:<phase>` of its duration (visible in
 * DevTools' Performance panel and read by the cell-edit benches for their per-phase breakdown).
 */
export async function timedPhase<T>(phase: string, work: () => Promise<T>): Promise<T> {
  const start = performance.now();
  try {
    return await work();
  } finally {
    performance.measure(`${SAVE_MEASURE}${phase}`, { start, end: performance.now() });
  }
}

/** timedPhase for synchronous work (the grid's redraw after a save). */
export function timedSync<T>(phase: string, work: () => T): T {
  const start = performance.now();
  try {
    return work();
  } finally {
    performance.measure(`${SAVE_MEASURE}${phase}`, { start, end: performance.now() });
  }
}
