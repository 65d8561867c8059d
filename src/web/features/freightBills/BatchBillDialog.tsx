import { useState } from 'react';
import { billDataSchema } from '../../../core/freightBills/freightBills.schemas.ts';
import { useT } from '../../i18n/useT.ts';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { DateInput } from '../../ui/inputs/DateInput.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';

export interface BatchBillDialogProps {
  /** Freight numbers billed by this bill. */
  freightNumbers: readonly string[];
  today: string;
  onSave(billData: { billNumber: string; billDate: string }): Promise<void>;
  onClose(): void;
}

const EMPTY = { billNumber: '', billDate: null as string | null };

/** The bill that covers the selected accepted freights: its number and date (PUT /batch). */
export function BatchBillDialog({ freightNumbers, today, onSave, onClose }: BatchBillDialogProps) {
  const t = useT();
  const original: typeof EMPTY = { ...EMPTY, billDate: today };
  const [value, setValue] = useState(original);
  const [saving, setSaving] = useState(false);
  const parsed = billDataSchema.safeParse({ billNumber: value.billNumber, billDate: value.billDate ?? '' });
  const numberError =
    value.billNumber.trim() === '' ? null : parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
  return (
    <FormDialog
      open
      title={t('freightBills.billTitle', { count: String(freightNumbers.length) })}
      original={original}
      value={value}
      valid={parsed.success}
      saving={saving}
      testId="freight-bills-bill-dialog"
      saveLabel={t('freightBills.billSave')}
      onSave={async () => {
        if (!parsed.success) return;
        setSaving(true);
        try {
          await onSave(parsed.data);
        } finally {
          setSaving(false);
        }
      }}
      onClose={onClose}
    >
      <p className="freight-bills-numbers">{freightNumbers.join(', ')}</p>
      <TextInput
        label={t('freightBills.billNumber')}
        value={value.billNumber}
        maxLength={60}
        error={numberError}
        onChange={(billNumber) => setValue((v) => ({ ...v, billNumber }))}
        autoFocus
      />
      <DateInput
        label={t('freightBills.billDate')}
        value={value.billDate}
        onChange={(billDate) => setValue((v) => ({ ...v, billDate }))}
      />
    </FormDialog>
  );
}
