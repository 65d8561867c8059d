import { defineCommands } from '../commands/defineCommands.ts';

/** The grid of the current view's column chooser (set by the DataGrid while it is shown). */
let columnChooser: (() => void) | null = null;

/** The DataGrid registers how its column chooser opens; the returned function unregisters it. */
export function registerColumnChooser(open: () => void): () => void {
  columnChooser = open;
  return () => {
    if (columnChooser === open) columnChooser = null;
  };
}

/** Commands of every DataGrid that live with the grid (issue 16): the column chooser. */
export const GRID_VIEW_COMMANDS = defineCommands([
  {
    id: 'grid.columns',
    titleKey: 'commands.gridColumns',
    group: 'grid',
    selection: 'none',
    when: (c): boolean => c.modal === null && c.grid !== null && columnChooser !== null,
    run: (): void => columnChooser?.(),
  },
]);
