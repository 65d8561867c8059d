import { useState } from 'react';
import { useT } from '../i18n/useT.ts';
import { FormDialog } from '../ui/FormDialog.tsx';
import type { PastePlan } from './pasteBlock.ts';

/**
 * What a paste would change and every rejected cell with its reason; Mentés (focused: Enter) saves the
 * accepted cells at once, Esc drops the paste.
 */
export function PasteDialog({
  plan,
  onSave,
  onClose,
}: {
  plan: PastePlan;
  onSave(): Promise<void>;
  onClose(): void;
}) {
  const t = useT();
  const [saving, setSaving] = useState(false);
  return (
    <FormDialog
      open
      title={t('paste.title')}
      original={{ changes: 0 }}
      value={{ changes: plan.changes.length }}
      valid={plan.changes.length > 0}
      saving={saving}
      onSave={async () => {
        setSaving(true);
        await onSave();
        setSaving(false);
      }}
      onClose={onClose}
      focusSave
      testId="paste-dialog"
    >
      <p data-testid="paste-accepted">{t('paste.accepted', { count: plan.changes.length })}</p>
      <p data-testid="paste-rejected-count" className={plan.rejected.length > 0 ? 'input-error' : ''}>
        {t('paste.rejected', { count: plan.rejected.length })}
      </p>
      {plan.rejected.length > 0 && (
        <ul className="report-list" data-testid="paste-rejected">
          {plan.rejected.map((r) => (
            <li key={`${r.row}-${r.column}`}>
              {t('paste.rejectedCell', { row: r.row, column: r.column, value: r.value, message: r.message })}
            </li>
          ))}
        </ul>
      )}
    </FormDialog>
  );
}
