import { useState } from 'react';

/**
 * The playground's busy flag and error line around its server and worker calls: `busyWith(task)`
 * disables the buttons while `task` runs and puts its failure, as `message` words it, on the line.
 */
export function useBusyTask(message: (err: unknown) => string = (err) => (err as Error).message) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const busyWith = async (task: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await task();
    } catch (err) {
      setError(message(err));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, busyWith };
}
