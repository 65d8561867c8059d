import type { ModuleKey } from '../../core/config/modules.ts';
import { type AppPath, routeOf, routeTitleKey } from '../../core/permissions/index.ts';
import type { MessageKey } from '../i18n/i18n.ts';

/**
 * The locale key of a screen's title, read from the route table (core/permissions/routeTable.ts):
 * a screen's heading uses it rather than a key of its own, so the menu, the palette and the heading
 * name the screen from one place. `activeModules` matters where the title follows a module (/offers).
 */
export function screenTitleKey(path: AppPath, activeModules: readonly ModuleKey[] = []): MessageKey {
  const route = routeOf(path);
  if (!route) throw new Error(`${path} is not in the route table`);
  return routeTitleKey(route, { activeModules });
}
