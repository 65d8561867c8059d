import { useEffect } from 'react';
import { useLatest } from '../ui/useLatest.ts';
import type { CommandId } from './commandTypes.ts';
import { setView } from './terminalState.ts';

/** A screen's own commands by id, for a view without a grid. */
export type ViewExtras = Partial<Record<CommandId, () => void>>;

/**
 * Declares the screen's view with its own commands (the organizer, the map) while it is shown; a
 * ref keeps the handlers current without declaring the view again on every render.
 */
export function useViewExtras(viewId: string, extras: ViewExtras): void {
  const extrasRef = useLatest(extras);
  useEffect(() => {
    const ids = Object.keys(extrasRef.current) as CommandId[];
    setView({
      id: viewId,
      actions: { extra: Object.fromEntries(ids.map((id) => [id, () => extrasRef.current[id]?.()])) },
    });
    return () => setView(null);
  }, [viewId]);
}
