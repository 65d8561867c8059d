import type { CommandId } from '../commands/commandTypes.ts';

/** The list commands of a master-data screen, all from the registry (palette, keys, buttons). */
export const MASTER_DATA_COMMANDS: readonly CommandId[] = [
  'record.new',
  'record.edit',
  'record.delete',
  'grid.bulkEdit',
  'grid.undo',
  'grid.redo',
  'grid.export',
  'help.open',
];
