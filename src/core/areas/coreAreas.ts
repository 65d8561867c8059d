import type { CoreArea } from './coreArea.ts';

/**
 * The areas that bring routes and texts of their own (`defineCoreArea`, next to the area's contract),
 * one line each. The route table (core/permissions/routeTable.ts) appends their routes to the spec's;
 * their names make their locale files' keys (locales/<area>.hu.json) typed text keys. A new area adds
 * one line here (src/server/README.md, "Adding an area").
 */
export const CORE_AREAS = [] as const satisfies readonly CoreArea[];
