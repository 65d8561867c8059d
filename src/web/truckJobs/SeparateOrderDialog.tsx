import { useState } from 'react';
import { useT } from '../i18n/useT.ts';
import { ActionDialog } from '../ui/ActionDialog.tsx';
import { ConfirmDialog } from '../ui/ConfirmDialog.tsx';
import { SelectInput } from '../ui/inputs/SelectInput.tsx';
import { separateOrder } from './cargoSplitApi.ts';
import { Refusal, useSplitCall } from './useSplitCall.tsx';

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
  const { saving, error, run } = useSplitCall(onDone);
  const confirm = async () => {
    setAsking(false);
    if (orderId === '') return;
    await run(() => separateOrder(freightId, orderId, version));
  };
  const title = t('cargoSplit.separateTitle', { id: number });
  return (
    <ActionDialog
      title={title}
      testId="separate-order-dialog"
      focusTitle
      submitLabel={t('cargoSplit.separateSubmit')}
      submitDisabled={saving || orderIds.length < 2}
      onSubmit={() => setAsking(true)}
      onCancel={onCancel}
      outside={
        <ConfirmDialog
          open={asking}
          title={title}
          text={t('cargoSplit.separateConfirm', { orderId, id: number })}
          onYes={() => void confirm()}
          onNo={() => setAsking(false)}
        />
      }
    >
      <SelectInput
        label={t('freights.col.orderId')}
        value={orderId}
        options={orderIds.map((id) => ({ value: id, label: id }))}
        onChange={setOrderId}
      />
      <Refusal error={error} />
    </ActionDialog>
  );
}
