import { navigate, useBrowserLocation } from 'wouter/use-browser-location';

/** Asked before an in-app navigation; calls `proceed` to let it happen, or nothing to stay. */
export type NavigationGuard = (proceed: () => void) => void;

let guard: NavigationGuard | null = null;

/**
 * Installs the guard a screen with unsaved work needs (shell.md §2: unsaved external id names);
 * returns its removal. Only one guard is active: the screen on show.
 */
export function setNavigationGuard(next: NavigationGuard): () => void {
  guard = next;
  return () => {
    if (guard === next) guard = null;
  };
}

type NavigateOptions = Parameters<typeof navigate>[1];

/**
 * Navigation as wouter does it, but through the active guard. Links, the side menu, the palette and
 * the g-keys all navigate through the router, so they all ask. Replacing navigations (guard
 * redirects, sign-out) are never held, and neither is a navigation to where the user already is.
 */
export function guardedNavigate(to: string | URL, options?: NavigateOptions): void {
  const here = `${location.pathname}${location.search}`;
  if (!guard || options?.replace || String(to) === here) {
    navigate(to, options);
    return;
  }
  guard(() => navigate(to, options));
}

// The browser's Back and Forward have already moved when they tell us (popstate). With a guard on,
// the move is undone before the router sees it (this listener is added at start-up, before wouter's,
// and stops the event) and the guard is asked; "yes" then goes where the browser wanted to go.
let shown = typeof location === 'undefined' ? '' : `${location.pathname}${location.search}`;
if (typeof window !== 'undefined') {
  const remember = () => {
    shown = `${location.pathname}${location.search}`;
  };
  // wouter patches pushState/replaceState to dispatch these events.
  window.addEventListener('pushState', remember);
  window.addEventListener('replaceState', remember);
  window.addEventListener('popstate', (event) => {
    const target = `${location.pathname}${location.search}`;
    if (!guard || target === shown) {
      remember();
      return;
    }
    event.stopImmediatePropagation();
    history.pushState(history.state, '', shown);
    guard(() => navigate(target));
  });
}

/** The router's location hook (App.tsx): the browser location with guarded navigation. */
export function useGuardedLocation(options?: { ssrPath?: string }): [string, typeof guardedNavigate] {
  const [path] = useBrowserLocation(options);
  return [path, guardedNavigate];
}
