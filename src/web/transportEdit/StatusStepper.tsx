import { useT } from '../i18n/useT.ts';
import { KeyHint } from './KeyHint.tsx';

export interface StatusStepperProps {
  /** The current status's label. */
  label: string;
  /** Labels of the neighbours in the server's order (null: no step that way). */
  previous: string | null;
  next: string | null;
  /** No stepping (read-only user, unsaved changes, a save running). */
  disabled: boolean;
  onStep(direction: 1 | -1): void;
}

/**
 * The status line of an edit dialog: the status, and buttons to step to the previous / next one
 * (keys of transport.previousStatus / transport.nextStatus, shown on the buttons). The focus lands
 * here when the dialog opens, so no field takes the keyboard on arrival.
 */
export function StatusStepper({ label, previous, next, disabled, onStep }: StatusStepperProps) {
  const t = useT();
  return (
    <div className="transport-status" data-testid="transport-status">
      <p tabIndex={-1} data-autofocus>
        {t('transportEdit.status', { status: label })}
      </p>
      {previous !== null && (
        <button type="button" className="btn" disabled={disabled} onClick={() => onStep(-1)}>
          {t('transportEdit.stepTo', { status: previous })} <KeyHint command="transport.previousStatus" />
        </button>
      )}
      {next !== null && (
        <button type="button" className="btn" disabled={disabled} onClick={() => onStep(1)}>
          {t('transportEdit.stepTo', { status: next })} <KeyHint command="transport.nextStatus" />
        </button>
      )}
    </div>
  );
}
