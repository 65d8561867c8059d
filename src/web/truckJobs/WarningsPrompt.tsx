import { useEffect, useSyncExternalStore } from 'react';
import type { RuleTrace } from '../../core/rules/ruleResults.ts';
import { pushDialog } from '../commands/terminalState.ts';
import { useT } from '../i18n/useT.ts';
import { registerWhySource } from '../rules/whyState.ts';
import { Modal } from '../ui/Modal.tsx';
import type { SaveWarning } from './saveWithWarnings.ts';

interface Question {
  warnings: readonly SaveWarning[];
  answer(yes: boolean): void;
}

// One question at a time; a plain store (not valtio: only web/state creates proxies).
let current: Question | null = null;
const listeners = new Set<() => void>();
const publish = (q: Question | null) => {
  current = q;
  for (const l of listeners) l();
};

/**
 * Asks the user to confirm the save warnings: true = save anyway, false = back. Needs a mounted
 * <WarningsPrompt/> (the screen renders one); a newer question answers an older one with "back".
 */
export function askWarnings(warnings: readonly SaveWarning[]): Promise<boolean> {
  current?.answer(false);
  return new Promise<boolean>((resolve) => {
    const q: Question = {
      warnings,
      answer: (yes) => {
        if (current === q) publish(null);
        resolve(yes);
      },
    };
    publish(q);
  });
}

/** The traces behind the warnings the rules worker found (one per rule); the server's have none. */
function tracesOf(warnings: readonly SaveWarning[]): RuleTrace[] {
  const traced = warnings.flatMap((w) => (w.trace ? [w.trace] : []));
  return [...new Map(traced.map((tr) => [tr.rule, tr])).values()];
}

/**
 * The one confirmation of the save warnings (business.md §5): every warning listed, "Mentés
 * mégis" saves, "Vissza" (also Esc, which has the focus: the safe answer) returns to the dialog.
 */
export function WarningsPrompt() {
  const t = useT();
  const q = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
  );
  useEffect(
    () => (q ? pushDialog({ save: () => q.answer(true), cancel: () => q.answer(false) }) : undefined),
    [q],
  );
  // "Miért?" (F1, palette): the traces of the rules behind the listed warnings, as for refusals.
  const traces = q ? tracesOf(q.warnings) : [];
  const explained = traces.length > 0;
  useEffect(
    () =>
      q && explained
        ? registerWhySource({ inDialog: true, available: () => true, traces: () => tracesOf(q.warnings) })
        : undefined,
    [q, explained],
  );
  if (!q) return null;
  return (
    <Modal
      open
      label={t('transportEdit.warningsTitle')}
      role="alertdialog"
      className="confirm-dialog"
      testId="warnings-dialog"
    >
      <h2 className="modal-title">{t('transportEdit.warningsTitle')}</h2>
      <p>{t('transportEdit.warningsText')}</p>
      <ul className="input-error" data-testid="warnings-list">
        {q.warnings.map((w) => (
          <li key={w.code}>{w.message}</li>
        ))}
      </ul>
      {explained && <p className="input-hint">{t('whyView.hint')}</p>}
      <div className="modal-actions">
        <button type="button" className="btn btn-primary" onClick={() => q.answer(true)}>
          {t('transportEdit.warningsConfirm')}
        </button>
        <button type="button" className="btn" onClick={() => q.answer(false)} data-autofocus>
          {t('transportEdit.warningsBack')}
        </button>
      </div>
    </Modal>
  );
}
