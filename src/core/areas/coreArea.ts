import type { ModuleKey } from '../config/modules.ts';
import type { Ability } from '../permissions/abilities.ts';
import type { Permission } from '../permissions/permissions.ts';

/** A table of texts: nested keys down to strings (a locale file's shape). */
export interface TextTable {
  readonly [key: string]: string | TextTable;
}

/** Every dotted path to a text of a table, e.g. `login.username`. */
export type LeafPaths<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : LeafPaths<T[K], `${P}${K}.`>;
}[keyof T & string];

/** The side-menu groups an area's route may join (routeTable.ts MENU_GROUPS). */
export type AreaMenuGroup = 'planner' | 'statistics' | 'baseData';

/**
 * A route an area brings (the spec's own routes are rows of core/permissions/routeTable.ts): who may
 * open it and where the side menu shows it. Its title is a key of the area's own texts.
 */
export interface AreaRoute<K extends string = string> {
  path: `/${string}`;
  titleKey: K;
  permission?: Permission;
  module?: ModuleKey;
  /** Abilities that show its side menu entry (none: palette only). */
  menu?: readonly Ability[];
  /** The menu group it joins (at its end); without one it stands before the home entry. */
  menuGroup?: AreaMenuGroup;
}

/**
 * What an area adds to core beyond its contract: its routes. Its texts live in its locale files,
 * `locales/<area>.hu.json` and `.en.json`, under its name (core/i18n/areaLocales.ts), so each route's
 * title key starts with the area's name. `core/areas/coreAreas.ts` lists the areas; the route table and
 * the text keys (`HuKey`) read that list.
 */
export interface CoreArea {
  name: string;
  routes?: readonly AreaRoute[];
}

/** Declares an area's core part keeping its literal types (its paths and text keys reach the route table). */
export function defineCoreArea<
  const N extends string,
  const R extends readonly AreaRoute<`${N}.${string}`>[] = readonly [],
>(area: { name: N; routes?: R }): { name: N; routes?: R } {
  return area;
}

/** The routes of a list of areas as their literal types (never for no area). */
export type RoutesOf<A extends readonly CoreArea[]> = A[number] extends infer X
  ? X extends { routes?: readonly (infer R)[] }
    ? R
    : never
  : never;

/** Every route of the areas, in their order. */
export function areaRoutes<const A extends readonly CoreArea[]>(areas: A): RoutesOf<A>[] {
  // Flattening a list of areas cannot keep each area's literal routes by itself: the one assertion
  // states what the list's type already says.
  return areas.flatMap((area) => area.routes ?? []) as RoutesOf<A>[];
}

/** The text at a dotted key of a table, or undefined. */
export function textAt(table: TextTable, key: string): string | undefined {
  let node: string | TextTable | undefined = table;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}
