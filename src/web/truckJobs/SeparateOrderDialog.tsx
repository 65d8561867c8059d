import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/apiErrors.ts';
import { pushDialog } from '../commands/terminalState.ts';
import { useT } from '../i18n/useT.ts';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { SelectInput } from '../ui/inputs/SelectInput.tsx';
import { Modal } from '../ui/Modal.tsx';
import { SubmitActions } from '../ui/SubmitActions.tsx';
import { refusalText, separateOrder } from './cargoSplitApi.ts';

export interface SeparateOrderDialogProps {
  freightId: string;
  number: string;
  version: number;
  orderIds: readonly string[];
  onDone(message: string): void;
  onCancel(): void;
}

/**
 * Separate an order from its freight (POST /separate-freight): choose the order (a native select:
 * arrows and type-ahead), Ctrl+S or Enter asks Igen/Nem, Igen moves it into a new freight.
 */
export function SeparateOrderDialog({
  freightId,
  number,
  version,
  orderIds,
  onDone,
  onCancel,
}: SeparateOrderDialogProps) {
  const t = useT();
  const [orderId, setOrderId] = useState(orderIds[0] ?? '');
  const [asking, setAsking] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState('');
  const confirm = async () => {
    setAsking(false);
    if (saving || orderId === '') return;
    setSaving(true);
    try {
      onDone(await separateOrder(freightId, orderId, version));
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      setError(refusalText(e));
      setSaving(false);
    }
  };
  const live = useRef({ ask: () => setAsking(true), onCancel });
  live.current = { ask: () => setAsking(true), onCancel };
  useEffect(() => pushDialog({ save: () => live.current.ask(), cancel: () => live.current.onCancel() }), []);
  const title = t('cargoSplit.separateTitle', { id: number });
  return (
    <Modal open label={title} className="form-dialog" testId="separate-order-dialog">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          setAsking(true);
        }}
      >
        <h2 className="modal-title" tabIndex={-1} data-autofocus>
          {title}
        </h2>
        <SelectInput
          label={t('freights.col.orderId')}
          value={orderId}
          options={orderIds.map((id) => ({ value: id, label: id }))}
          onChange={setOrderId}
        />
        {error && (
          <p className="input-error" role="alert" data-testid="cargo-split-error">
            {error}
          </p>
        )}
        <SubmitActions
          label={t('cargoSplit.separateSubmit')}
          disabled={saving || orderIds.length < 2}
          onCancel={onCancel}
        />
      </form>
      <ConfirmDialog
        open={asking}
        title={title}
        text={t('cargoSplit.separateConfirm', { orderId, id: number })}
        onYes={() => void confirm()}
        onNo={() => setAsking(false)}
      />
    </Modal>
  );
}
