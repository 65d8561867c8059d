import { useEffect } from 'react';
import { pushDialog } from '../../commands/terminalState.ts';
import { useT } from '../../i18n/useT.ts';
import { Modal } from '../../ui/Modal.tsx';

export interface ScenarioResult {
  name: string;
  createdIds: string[];
  failed: boolean;
}

/**
 * The success popup of a scenario submit (shell.md §4), listing the new order ids. A native modal
 * stacked above the demo dialog; Enter or Esc closes it and focus returns to the Beküldés button.
 */
export function ScenarioResultPopup({ result, onClose }: { result: ScenarioResult | null; onClose(): void }) {
  const t = useT();
  const open = result !== null;
  useEffect(() => (open ? pushDialog({ save: onClose, cancel: onClose }) : undefined), [open, onClose]);
  const title = result?.failed ? t('alert.title') : t('demo.scenarioSuccessTitle');
  return (
    <Modal
      open={open}
      label={title}
      role="alertdialog"
      className="confirm-dialog"
      testId="demo-scenario-result"
    >
      <h2 className="modal-title">{title}</h2>
      {result?.failed ? (
        <p>{t('demo.scenarioFailed')}</p>
      ) : (
        <>
          <p>
            {t('demo.scenarioSuccess', { name: result?.name ?? '', count: result?.createdIds.length ?? 0 })}
          </p>
          <ul className="demo-ids">
            {result?.createdIds.map((id) => (
              <li key={id}>{id}</li>
            ))}
          </ul>
        </>
      )}
      <div className="modal-actions">
        <button type="button" className="btn btn-primary" onClick={onClose} data-autofocus>
          {t('alert.ok')}
        </button>
      </div>
    </Modal>
  );
}
