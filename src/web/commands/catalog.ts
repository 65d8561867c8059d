import { type AreaCommandId, WEB_AREAS } from '../areas/webAreas.ts';
import { APP_COMMANDS, DIALOG_COMMANDS, GRID_COMMANDS, NAV_COMMANDS } from './appCommands.ts';
import type { Command } from './commandTypes.ts';

/** The shell's commands and the areas' (areas/webAreas.ts), in palette order; the registry test checks the keymap against it. */
export const COMMAND_CATALOG: readonly Command<CatalogId>[] = [
  ...APP_COMMANDS,
  ...NAV_COMMANDS,
  ...GRID_COMMANDS,
  ...DIALOG_COMMANDS,
  ...WEB_AREAS.flatMap((area): readonly Command<CatalogId>[] => ('commands' in area ? area.commands : [])),
];

/** The catalogue's ids, registered with commandTypes.ts (which is where the features read CommandId). */
type CatalogId =
  | (typeof APP_COMMANDS)[number]['id']
  | (typeof NAV_COMMANDS)[number]['id']
  | (typeof GRID_COMMANDS)[number]['id']
  | (typeof DIALOG_COMMANDS)[number]['id']
  | AreaCommandId;
declare module './commandTypes.ts' {
  interface CommandIdRegistry extends Record<CatalogId, true> {}
}

export type { CommandId } from './commandTypes.ts';
