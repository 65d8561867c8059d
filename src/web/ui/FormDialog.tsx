import { type ReactNode, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { pushDialog } from '../commands/terminalState.ts';
import { useT } from '../i18n/useT.ts';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { canSubmit, sameData } from './dialogState.ts';
import { Modal } from './Modal.tsx';
import { useLatest } from './useLatest.ts';

export interface FormDialogProps<V> {
  open: boolean;
  title: string;
  original: V;
  value: V;
  valid: boolean;
  saving?: boolean;
  saveDisabled?: boolean;
  /** Save and close. */
  onSave(): void | Promise<void>;
  /** Save and stay open (Alkalmazás); omitted → no Apply button. */
  onApply?(): void | Promise<void>;
  onClose(): void;
  /** Extra label for Save (e.g. Alkalmazás in bulk edit). */
  saveLabel?: string;
  /** A confirmation with nothing to type (the paste report): Mentés has the focus, so Enter saves. */
  focusSave?: boolean;
  testId?: string;
  children: ReactNode;
}

/**
 * The dialog of shell.md §4/§9: dirty by comparing with the original; a dirty dialog ignores an
 * outside click and asks before Esc or Mégse close it; Mentés / Alkalmazás only when valid, dirty,
 * not saving and not save-disabled; Ctrl+S saves; at most 850 px wide.
 */
export function FormDialog<V>(props: FormDialogProps<V>) {
  const {
    open,
    title,
    original,
    value,
    valid,
    saving = false,
    saveDisabled,
    onSave,
    onApply,
    onClose,
  } = props;
  const t = useT();
  const [asking, setAsking] = useState(false);
  // Why Ctrl+S did nothing (no change, a field to fix): a save never fails silently.
  const [notice, setNotice] = useState('');
  const dirty = !sameData(original, value);
  const enabled = canSubmit({ valid, dirty, saving, saveDisabled });
  const refusal = saving
    ? ''
    : !dirty
      ? t('dialog.noChanges')
      : !valid || saveDisabled
        ? t('dialog.fixErrors')
        : '';
  const state = useLatest({ enabled, dirty, refusal, onSave, onClose });
  // A change of the form makes the last refusal old news.
  const shownFor = useRef(value);
  if (shownFor.current !== value) {
    shownFor.current = value;
    if (notice) setNotice('');
  }

  const cancel = useCallback(() => {
    if (state.current.dirty) setAsking(true);
    else state.current.onClose();
  }, []);
  useLayoutEffect(() => {
    if (!open) return;
    return pushDialog({
      save: () => {
        if (state.current.enabled) void state.current.onSave();
        else setNotice(state.current.refusal);
      },
      cancel,
    });
  }, [open, cancel]);

  return (
    <Modal
      open={open}
      label={title}
      className="form-dialog"
      testId={props.testId}
      onOutsideClick={() => {
        if (!dirty) onClose();
      }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (enabled) void onSave();
          else setNotice(refusal);
        }}
      >
        <h2 className="modal-title">{title}</h2>
        {props.children}
        {notice && (
          <p className="grid-status" role="status" data-testid="dialog-notice">
            {notice}
          </p>
        )}
        <div className="modal-actions">
          <button
            type="submit"
            className="btn btn-primary"
            disabled={!enabled}
            {...(props.focusSave && enabled && { 'data-autofocus': true })}
          >
            {props.saveLabel ?? t('dialog.save')}
          </button>
          {onApply && (
            <button type="button" className="btn" disabled={!enabled} onClick={() => void onApply()}>
              {t('dialog.apply')}
            </button>
          )}
          <button type="button" className="btn" onClick={cancel}>
            {t('dialog.cancel')}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={asking}
        title={t('dialog.discardTitle')}
        text={t('dialog.discardText')}
        onYes={() => {
          setAsking(false);
          onClose();
        }}
        onNo={() => setAsking(false)}
      />
    </Modal>
  );
}
