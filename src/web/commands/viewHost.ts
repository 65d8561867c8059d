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
