/**
 * A note inside a listbox that has no options to show ("Nincs találat.", nothing waiting). A listbox
 * must hold options (axe aria-required-children), so the note is one: unavailable, never selected,
 * out of the tab order.
 */
export function ListboxNote(props: { className: string; children: string }) {
  return (
    <div role="option" tabIndex={-1} aria-disabled="true" aria-selected="false" className={props.className}>
      {props.children}
    </div>
  );
}
