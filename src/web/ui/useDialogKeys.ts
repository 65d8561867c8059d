import { useLayoutEffect } from 'react';
import { pushDialog } from '../commands/terminalState.ts';
import { useLatest } from './useLatest.ts';

/**
 * While the dialog is mounted, its keys (Ctrl+S, Esc: `pushDialog`) run the `save` and `cancel` of
 * its latest render: registered once, so the topmost-dialog order never changes while it is open.
 */
export function useDialogKeys(handlers: { save(): void; cancel(): void }): void {
  const live = useLatest(handlers);
  useLayoutEffect(
    () => pushDialog({ save: () => live.current.save(), cancel: () => live.current.cancel() }),
    [],
  );
}
