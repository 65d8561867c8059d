import type { ReactNode } from 'react';
import { useT } from '../i18n/useT.ts';
import { FormDialog } from '../ui/FormDialog.tsx';
import './truckJobEdit.css';
import { StatusStepper, type StatusStepperProps } from './StatusStepper.tsx';
import { type TruckJobDialogActions, useTruckJobDialogActions } from './truckJobDialogHost.ts';

/** A line under the fields: the last save's outcome or refusal. */
export interface DialogMessage {
  text: string;
  error: boolean;
}

export interface TruckJobEditDialogProps<V> {
  title: string;
  testId: string;
  original: V;
  value: V;
  valid: boolean;
  saving: boolean;
  /** Still loading: the fields are not shown yet. */
  loading: boolean;
  message: DialogMessage | null;
  /** The last save was refused as stale: offers "Újratöltés", which calls onReload. */
  stale: boolean;
  onReload(): void;
  onSave(): void | Promise<void>;
  onClose(): void;
  /** Status stepping, comment … by key while this dialog is on top (transport.* commands). */
  actions?: TruckJobDialogActions;
  /** The status line with its stepping buttons, above the fields (useTruckJobEditor's frame gives it). */
  stepper?: StatusStepperProps<string> | null;
  children: ReactNode;
}

/**
 * The frame of a freight or pickup edit dialog: FormDialog (Ctrl+S saves, Esc / Mégse goes back and
 * asks when dirty, focus returns where it was opened), the status line, the fields (the area's, each
 * read-only where the permission rules say so), the outcome line, and "Újratöltés" after a stale
 * version: it reloads the record in place without closing the dialog.
 */
export function TruckJobEditDialog<V>(props: TruckJobEditDialogProps<V>) {
  const t = useT();
  useTruckJobDialogActions(props.actions ?? {});
  return (
    <FormDialog
      open
      title={props.title}
      original={props.original}
      value={props.value}
      valid={props.valid}
      saving={props.saving || props.loading}
      onSave={props.onSave}
      onClose={props.onClose}
      testId={props.testId}
    >
      {props.loading ? (
        <p className="grid-status">…</p>
      ) : (
        <>
          {props.stepper && <StatusStepper {...props.stepper} />}
          <div className="transport-edit-fields">{props.children}</div>
        </>
      )}
      <p
        className={props.message?.error ? 'input-error' : 'grid-status'}
        role="status"
        data-testid={`${props.testId}-message`}
      >
        {props.message?.text ?? ''}
        {props.stale && (
          <>
            {' '}
            <button type="button" className="btn" onClick={props.onReload} data-testid="transport-reload">
              {t('transportEdit.reload')}
            </button>
          </>
        )}
      </p>
    </FormDialog>
  );
}
