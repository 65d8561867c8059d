import { useEffect } from 'react';
import { useLatest } from '../ui/useLatest.ts';

/**
 * Between a screen part that opens a view (a dialog) and the commands that open it and act in it:
 * the part registers its opener while mounted, the open view its handle (`V`). A plain module value
 * per view: one part and one view of each kind are shown at a time.
 */
export function viewHost<V>() {
  let opener: (() => void) | null = null;
  let view: V | null = null;
  return {
    setOpener(open: (() => void) | null): void {
      opener = open;
    },
    /** Whether a part that opens the view is mounted. */
    canOpen: (): boolean => opener !== null,
    open(): void {
      opener?.();
    },
    setView(v: V | null): void {
      view = v;
    },
    view: (): V | null => view,
  };
}

/**
 * Registers `open` as the host's opener while the calling part is mounted (and `active`): the
 * commands open the view through it.
 */
export function useViewOpener(
  host: { setOpener(open: (() => void) | null): void },
  open: () => void,
  active = true,
): void {
  const latest = useLatest(open);
  useEffect(() => {
    if (!active) return;
    host.setOpener(() => latest.current());
    return () => host.setOpener(null);
  }, [host, active]);
}
