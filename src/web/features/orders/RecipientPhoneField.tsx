import { useState } from 'react';
import { isRecipientPhoneEditable } from '../../../core/orders/orderStatus.ts';
import type { Order } from '../../../core/orders/orders.schemas.ts';
import { phone } from '../../../core/validation/generalRules.ts';
import { ApiError } from '../../api/apiErrors.ts';
import { useT } from '../../i18n/useT.ts';
import { fieldMessagesOf } from '../../rules/rulesClient.ts';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { saveRecipientPhone } from './ordersApi.ts';

/**
 * The recipient's phone, saved on its own (PUT /recipient-phone/{id}): allowed in any status but
 * closed, so the gate can still reach the recipient of an order already planned.
 */
export function RecipientPhoneField({
  order,
  disabled,
  onSaved,
}: {
  order: Order;
  disabled: boolean;
  onSaved(order: Order): void;
}) {
  const t = useT();
  const [value, setValue] = useState(order.customer.recipientPhone ?? '');
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const [saving, setSaving] = useState(false);
  const ruleError = phone(value);
  const changed = value !== (order.customer.recipientPhone ?? '');
  const save = async () => {
    setSaving(true);
    try {
      const res = await saveRecipientPhone(order.orderId, value.trim());
      setMessage({ text: t('orders.recipientPhoneSaved'), error: false });
      onSaved(res.order);
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const details = fieldMessagesOf(e.body);
      setMessage({ text: details.recipientPhone ?? e.body?.message ?? String(e.status), error: true });
    } finally {
      setSaving(false);
    }
  };
  return (
    <div className="recipient-phone" data-testid="recipient-phone">
      <TextInput
        label={t('orders.recipientPhone')}
        value={value}
        onChange={(v) => {
          setValue(v);
          setMessage(null);
        }}
        error={ruleError ?? (message?.error ? message.text : null)}
        maxLength={50}
        disabled={disabled || !isRecipientPhoneEditable(order.status)}
      />
      <button
        type="button"
        className="btn btn-small"
        disabled={
          disabled || !changed || ruleError !== null || saving || !isRecipientPhoneEditable(order.status)
        }
        onClick={() => void save()}
      >
        {t('orders.saveRecipientPhone')}
      </button>
      {message && !message.error && <span role="status">{message.text}</span>}
    </div>
  );
}
