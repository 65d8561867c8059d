/**
 * Who opens the import view: the orders screen mounts OrderImportMount, which registers its opener
 * here; the commands (palette, key) call it. A handle of the open view serves the view's commands.
 */
export interface OrderImportViewHandle {
  pickFile(): void;
  nextError(): void;
  toggleOnlyErrors(): void;
  downloadTemplate(): void;
}

let opener: (() => void) | null = null;
let view: OrderImportViewHandle | null = null;

export const orderImportHost = {
  setOpener(fn: (() => void) | null) {
    opener = fn;
  },
  canOpen: () => opener !== null,
  open: () => opener?.(),
  setView(handle: OrderImportViewHandle | null) {
    view = handle;
  },
  view: () => view,
};
