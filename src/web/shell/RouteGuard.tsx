import { type ReactNode, useEffect } from 'react';
import { Redirect, useLocation } from 'wouter';
import { guardRoute, routeOf } from '../../core/permissions/index.ts';
import { useT } from '../i18n/useT.ts';
import { showNotice } from '../state/noticeState.ts';
import { useAccess } from './useAccess.ts';

/**
 * Applies core guardRoute on every navigation (shell.md §2): sign-in, disabled auth, permissions,
 * modules and the role allow-lists. A refused path is replaced in history, so Back does not bounce;
 * a signed-in user sent away from a screen of the product is told "Nincs jogosultság".
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const t = useT();
  const [path] = useLocation();
  const { role, loggedIn, authDisabled, ctx } = useAccess();
  const target = guardRoute({ path, role, loggedIn, authDisabled, ctx });
  const refused =
    target !== null &&
    target !== path &&
    (loggedIn || authDisabled) &&
    path !== '/' &&
    path !== '/login' &&
    !!routeOf(path);
  useEffect(() => {
    if (refused) showNotice(t('terminal.noPermission'), 'refused');
  }, [refused, t]);
  // Keyed: wouter's Redirect navigates once on mount, and a chain (/x → / → /login) must go on.
  if (target !== null && target !== path) return <Redirect key={`${path}→${target}`} to={target} replace />;
  return children;
}
