import { viewHost } from '../../../commands/viewHost.ts';

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

export const orderImportHost = viewHost<OrderImportViewHandle>();
