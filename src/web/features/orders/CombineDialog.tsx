import { useState } from 'react';
import { ApiError } from '../../api/apiErrors.ts';
import { planningRefusalText } from '../../api/planningRefusal.ts';
import { combineOrders } from '../../api/processing.api.ts';
import { useT } from '../../i18n/useT.ts';
import { showAlert } from '../../state/alertState.ts';
import { showCombineResult } from '../../state/processingState.ts';
import { ActionDialog } from '../../ui/ActionDialog.tsx';
import { useWorkdayCalendar } from '../../ui/inputs/calendarContext.ts';
import { DateInput } from '../../ui/inputs/DateInput.tsx';
import { defaultCombineDate } from './orderPlanning.ts';
import type { OrderGridRow } from './orderRows.ts';

/**
 * "Összevonás fuvarrá": asks the delivery date (default: the first workday common to the orders'
 * windows), then POST /api/freights/date/:date. Success puts the new freight ids on the bottom
 * bar's result card; a refusal shows the server's Hungarian message and keeps the dialog open.
 * Ctrl+S combines, Esc cancels; the native dialog gives the focus back to where it was opened.
 */
export function CombineDialog({
  rows,
  onDone,
  onCancel,
}: {
  rows: readonly OrderGridRow[];
  onDone(): void;
  onCancel(): void;
}) {
  const t = useT();
  const calendar = useWorkdayCalendar();
  const [date, setDate] = useState<string | null>(() => defaultCombineDate(rows, calendar));
  const [saving, setSaving] = useState(false);
  const ids = rows.map((r) => r.orderId);
  const shown = ids.length > 9 ? `${ids.slice(0, 9).join(', ')}, …` : ids.join(', ');
  const submit = async () => {
    if (date === null || saving) return;
    setSaving(true);
    try {
      const answer = await combineOrders(date, ids);
      showCombineResult(answer.freightIds);
      onDone();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      showAlert(planningRefusalText(e, ids));
      setSaving(false);
    }
  };
  return (
    <ActionDialog
      title={t('orders.combineTitle')}
      testId="combine-dialog"
      submitLabel={t('orders.combineSubmit')}
      submitDisabled={date === null || saving}
      onSubmit={() => void submit()}
      onCancel={onCancel}
    >
      <p>{t('orders.combineText', { count: String(ids.length), ids: shown })}</p>
      {date === null && <p className="status-warning">{t('orders.combineNoCommonDay')}</p>}
      <DateInput label={t('orders.combineDate')} value={date} onChange={setDate} onlyWorkdays steppers />
    </ActionDialog>
  );
}
