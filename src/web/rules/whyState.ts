import { proxy, ref } from 'valtio';
import type { RuleTrace } from '../../core/rules/ruleResults.ts';

/**
 * Where a screen shows rule messages ("Miért?" sources): a grid's refused cells, a dialog's field
 * messages, the import's rows. The `rules.why` command (F1, palette) asks the newest source that has
 * something to explain — in a dialog only the dialog's own sources — and shows the traces.
 */
export interface WhySource {
  /** A source inside a dialog answers while its dialog is on top; others only while none is. */
  inDialog: boolean;
  /** Whether there is a message with a rule behind it (at the focus, or anywhere in the source). */
  available(): boolean;
  /** The traces of the rules behind the messages at the focus (else of all the source shows). */
  traces(): readonly RuleTrace[] | Promise<readonly RuleTrace[]>;
}

const sources: WhySource[] = [];

/** Registers a source (newest first); the returned function removes it. */
export function registerWhySource(source: WhySource): () => void {
  sources.unshift(source);
  return () => {
    const i = sources.indexOf(source);
    if (i >= 0) sources.splice(i, 1);
  };
}

const sourceFor = (inDialog: boolean) => sources.find((s) => s.inDialog === inDialog && s.available());

/** The traces on show (null: the view is closed). */
export const whyState = proxy({ traces: null as readonly RuleTrace[] | null });

/** Whether "Miért?" has something to explain in this context (a dialog on top or not). */
export const whyAvailable = (inDialog: boolean): boolean => sourceFor(inDialog) !== undefined;

/** Opens the view with the traces of the newest source that has a message to explain. */
export async function openWhy(inDialog: boolean): Promise<void> {
  const source = sourceFor(inDialog);
  if (!source) return;
  const traces = await source.traces();
  if (traces.length > 0) whyState.traces = ref([...traces]);
}

export function closeWhy(): void {
  whyState.traces = null;
}

/**
 * The traces behind the messages a form shows: the focused field's (its message is the text its
 * `aria-describedby` names) when it has one, else every message's.
 */
export function focusedTraces(
  checks: readonly { message: string; trace?: RuleTrace | undefined }[],
  within: Element | null,
): RuleTrace[] {
  const traced = checks.filter((c): c is { message: string; trace: RuleTrace } => c.trace !== undefined);
  const active = document.activeElement;
  const describedBy = active && within?.contains(active) ? active.getAttribute('aria-describedby') : null;
  const text = describedBy ? document.getElementById(describedBy)?.textContent?.trim() : undefined;
  const focused = text ? traced.filter((c) => c.message === text) : [];
  const list = focused.length > 0 ? focused : traced;
  return [...new Map(list.map((c) => [c.trace.rule, c.trace])).values()];
}

/**
 * A dialog's form as a "Miért?" source while it is open: `checks()` gives the rule messages it
 * shows (fields and item rows alike); F1 explains the focused field's, else all of them.
 */
export function formWhySource(
  checks: () => readonly { message: string; trace?: RuleTrace | undefined }[],
  dialog: () => Element | null,
): WhySource {
  return {
    inDialog: true,
    available: () => checks().some((c) => c.trace !== undefined),
    traces: () => focusedTraces(checks(), dialog()),
  };
}
