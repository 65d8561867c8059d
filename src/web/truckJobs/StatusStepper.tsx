import { useEffect, useRef } from 'react';
import { useT } from '../i18n/useT.ts';
import { KeyHint } from './KeyHint.tsx';

export interface StatusStepperProps<S extends string> {
  /** The record's status now. */
  status: S;
  /** The status's label (Hungarian text of the area). */
  label(status: S): string;
  /** The neighbour in the server's order (null: no step that way). */
  adjacent(status: S, direction: 1 | -1): S | null;
  /** No stepping (read-only user, unsaved changes, a save running). */
  disabled: boolean;
  onStep(direction: 1 | -1): void;
}

/**
 * The status line of an edit dialog: the status, and buttons to step to the previous / next one
 * (keys of transport.previousStatus / transport.nextStatus, shown on the buttons). The focus lands
 * here when the dialog opens, so no field takes the keyboard on arrival.
 */
export function StatusStepper<S extends string>({
  status,
  label,
  adjacent,
  disabled,
  onStep,
}: StatusStepperProps<S>) {
  const t = useT();
  const previous = adjacent(status, -1);
  const next = adjacent(status, 1);
  const line = useRef<HTMLParagraphElement>(null);
  // The dialog opened while loading; once the record is here the keyboard starts on this line.
  useEffect(() => line.current?.focus(), []);
  return (
    <div className="transport-status" data-testid="transport-status">
      <p ref={line} tabIndex={-1} data-autofocus>
        {t('transportEdit.status', { status: label(status) })}
      </p>
      {previous !== null && (
        <button type="button" className="btn" disabled={disabled} onClick={() => onStep(-1)}>
          {t('transportEdit.stepTo', { status: label(previous) })}{' '}
          <KeyHint command="transport.previousStatus" />
        </button>
      )}
      {next !== null && (
        <button type="button" className="btn" disabled={disabled} onClick={() => onStep(1)}>
          {t('transportEdit.stepTo', { status: label(next) })} <KeyHint command="transport.nextStatus" />
        </button>
      )}
    </div>
  );
}
