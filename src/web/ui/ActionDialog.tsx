import type { ReactNode } from 'react';
import { Modal } from './Modal.tsx';
import { SubmitActions } from './SubmitActions.tsx';
import { useDialogKeys } from './useDialogKeys.ts';

export interface ActionDialogProps {
  title: string;
  testId: string;
  /** The dialog's own class, after `form-dialog`. */
  className?: string;
  /** The title takes the focus on arrival (no field does; Tab walks them). */
  focusTitle?: boolean;
  submitLabel: string;
  submitDisabled: boolean;
  /** The form's submit (Enter) and Ctrl+S. */
  onSubmit(): void;
  /** Mégse and Esc. */
  onCancel(): void;
  children: ReactNode;
  /** What stands outside the form (a confirmation asked before the action). */
  outside?: ReactNode;
}

/**
 * A dialog that runs one action on what it shows (combine, split, separate), with no draft to keep:
 * the title, the fields, the submit and Mégse buttons; Enter or Ctrl+S submits, Esc cancels.
 */
export function ActionDialog(props: ActionDialogProps) {
  const { title, onSubmit, onCancel } = props;
  useDialogKeys({ save: onSubmit, cancel: onCancel });
  return (
    <Modal
      open
      label={title}
      className={props.className ? `form-dialog ${props.className}` : 'form-dialog'}
      testId={props.testId}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {props.focusTitle ? (
          <h2 className="modal-title" tabIndex={-1} data-autofocus>
            {title}
          </h2>
        ) : (
          <h2 className="modal-title">{title}</h2>
        )}
        {props.children}
        <SubmitActions label={props.submitLabel} disabled={props.submitDisabled} onCancel={onCancel} />
      </form>
      {props.outside}
    </Modal>
  );
}
