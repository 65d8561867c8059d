import { useT } from '../i18n/useT.ts';

/** A form dialog's submit button (it submits the form around it) and its Mégse button. */
export function SubmitActions(props: { label: string; disabled: boolean; onCancel(): void }) {
  const t = useT();
  return (
    <div className="modal-actions">
      <button type="submit" className="btn btn-primary" disabled={props.disabled}>
        {props.label}
      </button>
      <button type="button" className="btn" onClick={props.onCancel}>
        {t('dialog.cancel')}
      </button>
    </div>
  );
}
