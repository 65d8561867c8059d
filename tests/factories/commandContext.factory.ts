import type { CommandContext } from '../../src/web/commands/commandTypes.ts';

/** A command context for tests: /orders, nothing selected, no view, grid or dialog, every path allowed. */
export function buildCommandContext(over: Partial<CommandContext> = {}): CommandContext {
  return {
    path: '/orders',
    selection: [],
    navigate: () => {},
    view: null,
    grid: null,
    modal: null,
    can: () => true,
    ui: { openPalette() {}, openHelp() {}, closeModal() {}, saveDialog() {}, cancelDialog() {} },
    ...over,
  };
}
