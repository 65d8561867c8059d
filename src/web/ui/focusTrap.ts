/** What Tab can reach: enabled fields, buttons, links and tab stops (not inside a nested open dialog). */
const FOCUSABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** The Tab stops of a dialog in document order: enabled, rendered, and its own (a nested dialog keeps its own). */
export function tabStops(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) =>
      !el.matches(':disabled') &&
      el.tabIndex >= 0 &&
      el.closest('dialog, [role="alertdialog"], [role="dialog"]') ===
        root.closest('dialog, [role="alertdialog"], [role="dialog"]') &&
      el.getClientRects().length > 0,
  );
}

/**
 * Keeps Tab and Shift+Tab inside `root`: from the last stop Tab goes to the first, from the first
 * (or the dialog itself) Shift+Tab goes to the last. Between them the browser moves as usual.
 * Returns true when it moved the focus (the caller's event is then handled).
 */
export function trapTab(event: KeyboardEvent, root: HTMLElement): boolean {
  if (event.key !== 'Tab' || event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey)
    return false;
  const stops = tabStops(root);
  const active = document.activeElement as HTMLElement | null;
  const at = active ? stops.indexOf(active) : -1;
  let next: HTMLElement | undefined;
  const outside = !active || active === root || !root.contains(active);
  if (stops.length === 0) next = root;
  else if (event.shiftKey && (at === 0 || outside)) next = stops[stops.length - 1];
  else if (!event.shiftKey && (at === stops.length - 1 || outside)) next = stops[0];
  if (!next) return false;
  event.preventDefault();
  next.focus();
  return true;
}

/** Whether an element is a field that takes typed text (where a showModal's first focus should not go by itself). */
export function isButtonLike(el: Element | null): boolean {
  return !!el && (el.tagName === 'BUTTON' || el.getAttribute('role') === 'button');
}

/**
 * Moves the focus out of `root` (a grid, which keeps Tab among its cells) to the page's next Tab
 * stop after it (`forward`) or the previous one before it, wrapping round the page as the browser
 * does. False when the page has no other stop.
 */
export function tabOutOf(root: Element, forward: boolean): boolean {
  const stops = tabStops(document.body).filter((el) => !root.contains(el));
  const after = (el: Element) => (root.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
  const next = forward
    ? (stops.find(after) ?? stops[0])
    : ([...stops].reverse().find((el) => !after(el)) ?? stops[stops.length - 1]);
  if (!next) return false;
  next.focus();
  return document.activeElement === next;
}
