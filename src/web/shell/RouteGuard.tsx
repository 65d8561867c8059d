import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { guardRoute } from '../../core/permissions/index.ts';
import { useAccess } from './useAccess.ts';

/**
 * Applies core guardRoute on every navigation (shell.md §2): sign-in, disabled auth, permissions,
 * modules and the role allow-lists. A refused path is replaced in history, so Back does not bounce.
 */
export function RouteGuard({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const { role, loggedIn, authDisabled, ctx } = useAccess();
  const target = guardRoute({ path, role, loggedIn, authDisabled, ctx });
  // Keyed: wouter's Redirect navigates once on mount, and a chain (/x → / → /login) must go on.
  if (target !== null && target !== path) return <Redirect key={`${path}→${target}`} to={target} replace />;
  return children;
}
