import { type AccessContext, APP_ROUTES, offersTitle } from '../../core/permissions/index.ts';

/** Hungarian title and menu group of a route (APP_ROUTES; /offers depends on the tender module). */
export function routeTitle(path: string, ctx: AccessContext): { title: string; group: string | null } {
  const route = APP_ROUTES.find((r) => r.path === path);
  if (!route) return { title: '', group: null };
  const title = route.path === '/offers' ? offersTitle(ctx) : route.title;
  return { title, group: 'group' in route ? route.group : null };
}
