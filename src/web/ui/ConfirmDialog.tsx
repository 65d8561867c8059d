import { useLayoutEffect } from 'react';
import { pushDialog } from '../commands/terminalState.ts';
import { useT } from '../i18n/useT.ts';
import { Modal } from './Modal.tsx';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  onYes(): void;
  onNo(): void;
}

/** Igen / Nem question; Esc answers Nem, which also has the focus (the safe answer). */
export function ConfirmDialog({ open, title, text, onYes, onNo }: ConfirmDialogProps) {
  const t = useT();
  useLayoutEffect(() => (open ? pushDialog({ save: () => {}, cancel: onNo }) : undefined), [open, onNo]);
  return (
    <Modal open={open} label={title} role="alertdialog" className="confirm-dialog" testId="confirm-dialog">
      <h2 className="modal-title">{title}</h2>
      <p>{text}</p>
      <div className="modal-actions">
        <button type="button" className="btn btn-primary" onClick={onYes}>
          {t('dialog.yes')}
        </button>
        <button type="button" className="btn" onClick={onNo} data-autofocus>
          {t('dialog.no')}
        </button>
      </div>
    </Modal>
  );
}
