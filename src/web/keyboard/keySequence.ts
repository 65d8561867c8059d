import { isTypingEvent } from './keymap.ts';

// Apart from KeyboardHost (which registers the command catalogue), so the grid can ask without
// importing the catalogue and, through the areas, every screen (an import cycle).

/** How long the second key of a `g` sequence may wait (tinykeys' own sequence time-out). */
const SEQUENCE_MS = 1000;

/** Tracks whether the key press now being handled is the second key of a sequence (`g u`). */
const sequence = { prefixAt: 0, second: false };

/** Whether the key press now being handled completes a `g` sequence (the grid leaves it to the keymap). */
export function isSequenceSecondKey(): boolean {
  return sequence.second;
}

/** Notes a key press (KeyboardHost calls it first on every keydown). */
export function trackSequence(event: KeyboardEvent): void {
  if (event.repeat || ['Shift', 'Control', 'Alt', 'Meta'].includes(event.key)) return;
  sequence.second = sequence.prefixAt > 0 && event.timeStamp - sequence.prefixAt < SEQUENCE_MS;
  const prefix =
    event.key === 'g' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingEvent(event);
  sequence.prefixAt = prefix && !sequence.second ? event.timeStamp : 0;
}
