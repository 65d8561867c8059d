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

/** The router's location hook (App.tsx): the browser location with guarded navigation. */
export function useGuardedLocation(options?: { ssrPath?: string }): [string, typeof guardedNavigate] {
  const [path] = useBrowserLocation(options);
  return [path, guardedNavigate];
}
