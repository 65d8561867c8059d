import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import {
  type Ability,
  type AccessContext,
  abilitiesFor,
  ROLES,
  type RoleOrAnyone,
} from '../../core/permissions/index.ts';
import { appState } from '../state/appState.ts';
import { sessionState } from '../state/sessionState.ts';

export interface Access {
  role: RoleOrAnyone;
  loggedIn: boolean;
  authDisabled: boolean;
  ctx: AccessContext;
  abilities: ReadonlySet<Ability>;
}

const hasContent = (v: unknown): boolean =>
  Array.isArray(v) ? v.length > 0 : v !== null && typeof v === 'object' && Object.keys(v).length > 0;

/**
 * Who is looking, in the terms of core/permissions. With authentication disabled everyone acts as a
 * signed-in admin (README: AUTH_DISABLED), so users get editing abilities.
 */
export function useAccess(): Access {
  const app = useSnapshot(appState);
  const session = useSnapshot(sessionState);
  const authDisabled = app.config?.disableAuth === true;
  const loggedIn = authDisabled || session.token !== null;
  const role: RoleOrAnyone = authDisabled
    ? ROLES.ADMIN
    : ((session.user?.role as RoleOrAnyone | undefined) ?? ROLES.ANYONE);
  const hasTestOrders = app.config?.configMode === 'logistics' && hasContent(app.config?.testOrdersJson);
  return useMemo(() => {
    const ctx: AccessContext = {
      activeModules: app.activeModules,
      activeConfigs: app.activeConfigs,
      authDisabled,
      hasTestOrders,
    };
    return { role, loggedIn, authDisabled, ctx, abilities: abilitiesFor(role, ctx) };
  }, [role, loggedIn, authDisabled, hasTestOrders, app.activeModules, app.activeConfigs]);
}
