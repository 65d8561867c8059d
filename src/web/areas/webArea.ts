import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { AppPath } from '../../core/permissions/index.ts';
import type { Command } from '../commands/commandTypes.ts';
import { loadChunk } from '../routes/loadChunk.ts';

/** A route of the core route table that shows a screen of an area (the shell draws / and /login). */
export type ScreenPath = Exclude<AppPath, '/' | '/login'>;

/** A code-split screen: its chunk loads on the first visit. */
export type Screen = LazyExoticComponent<ComponentType>;

/**
 * One business area of the terminal as the shell sees it: the screens of its routes (the route, its
 * guard and its side-menu slot are rows of core/permissions/routeTable.ts) and its commands, in
 * palette order. The area declares it in `features/<area>/<area>.area.ts`; `areas/webAreas.ts`
 * lists the areas, one line each, and the screen table and the command catalogue read that list.
 */
export interface WebArea<Id extends string = string> {
  name: string;
  screens?: Partial<Record<ScreenPath, Screen>>;
  commands?: readonly Command<Id>[];
}

/** Declares an area keeping its literal types (its command ids reach `CommandId`). */
export function defineWebArea<const A extends WebArea>(area: A): A {
  return area;
}

/** A lazily loaded screen by its module's export: `screen(() => import('./XScreen.tsx'), 'XScreen')`. */
export function screen<M>(
  loader: () => Promise<M>,
  name: { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M],
): Screen {
  return lazy(() => loadChunk(loader).then((m) => ({ default: m[name] as ComponentType })));
}
