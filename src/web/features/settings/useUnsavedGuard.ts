import { useEffect } from 'react';
import { type NavigationGuard, setNavigationGuard } from '../../shell/navigationGuard.ts';

/**
 * While `active` (unsaved changes), every in-app navigation asks through `ask` and closing or
 * reloading the tab gets the browser's own question (beforeunload). `ask` must be stable.
 */
export function useUnsavedGuard(active: boolean, ask: NavigationGuard): void {
  useEffect(() => {
    if (!active) return;
    const removeGuard = setNavigationGuard(ask);
    const onUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => {
      removeGuard();
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [active, ask]);
}
