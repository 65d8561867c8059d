/** Runs at most `slots` tasks at once; beyond `maxWaiting` queued callers it refuses at once. */
export interface ConcurrencyLimit {
  /** Runs `task` when a slot is free; rejects with the limit's `full()` error when the queue is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now (tests and benchmarks read it). */
  readonly running: number;
  readonly waiting: number;
}

/** A FIFO semaphore: slow work (password hashing) never takes more than its share of the machine. */
export function createConcurrencyLimit(
  slots: number,
  maxWaiting: number,
  full: () => Error,
): ConcurrencyLimit {
  let running = 0;
  const queue: (() => void)[] = [];
  const release = () => {
    running -= 1;
    const next = queue.shift();
    if (next) {
      running += 1;
      next();
    }
  };
  return {
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= slots) {
        if (queue.length >= maxWaiting) throw full();
        // release() hands its slot straight to us, so `running` already counts this task.
        await new Promise<void>((resolve) => queue.push(resolve));
      } else {
        running += 1;
      }
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
