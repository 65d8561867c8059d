/**
 * The quick filter's pace: the rows are asked for again a moment after the last key (or at once on
 * Enter), and only when the list call did not already ask with this very text. AG Grid asks for rows
 * a moment after a purge and the call reads the text then, so under load an earlier key's purge can
 * already fetch the whole text; a second load would only turn those rows back into loading rows under
 * the user's next key (a Space that selects nothing).
 */
export class QuickFilterPacer {
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** The text the latest list call was made with. */
  private requested: string | null = null;

  constructor(
    private readonly text: () => string,
    private readonly reload: () => void,
    private readonly saved: () => void,
    private readonly pauseMs = 250,
  ) {}

  /** The list call reads the text through this (it notes what it asked with). */
  readonly forCall = (): string => {
    this.requested = this.text();
    return this.requested;
  };

  /** A key changed the text: applied after the pause. */
  typed(): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.apply(), this.pauseMs);
  }

  /** Enter in the quick filter: the text typed applies now. */
  flush(): void {
    if (this.timer !== undefined) this.apply();
  }

  private apply(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.requested !== this.text()) this.reload();
    this.saved();
  }
}
