import { useEffect, useRef } from 'react';
import type { FreightUpdateInput } from '../../../core/freights/freightEdit.schemas.ts';
import type { Freight } from '../../../core/freights/freights.schemas.ts';
import { useExternalIdColumns } from '../../externalIds/useExternalIdColumns.ts';
import { useT } from '../../i18n/useT.ts';
import { TruckJobEditDialog } from '../../truckJobs/TruckJobEditDialog.tsx';
import { useTruckJobEditor } from '../../truckJobs/useTruckJobEditor.ts';
import { FreightEditFields } from './FreightEditFields.tsx';
import { FreightSideEdits } from './FreightSideEdits.tsx';
import { adjacentStatus, loadFreight, saveFreight, stepFreightStatus } from './freightEditing.ts';
import { type FreightForm, freightChanges, freightToForm } from './freightForm.ts';
import { freightStatusLabel } from './freightRows.ts';

export interface FreightEditDialogProps {
  /** The freight's uuid or number. */
  id: string;
  /** Planner-side parts (money, transporter) are left out for transporter users. */
  planner: boolean;
  /** Where the keyboard goes once loaded (the comment or transporter command opened it). */
  focus?: 'comment' | 'transporter';
  /** After every save (fields, status, comment …): the list shows the new row. */
  onSaved(freight: Freight): void;
  onClose(): void;
}

/**
 * The freight edit dialog (business.md §2, §6): every editable field, locked where the permission
 * rules say so for the user's role and mode; Ctrl+S saves after one confirmation of the save
 * warnings; status stepping by key; a stale version offers "Újratöltés", which keeps the input.
 */
export function FreightEditDialog({ id, planner, focus, onSaved, onClose }: FreightEditDialogProps) {
  const t = useT();
  const editor = useTruckJobEditor<Freight, FreightForm, FreightUpdateInput>({
    entity: 'freight',
    id,
    load: loadFreight,
    toForm: freightToForm,
    changes: freightChanges,
    save: saveFreight,
    statusLabel: freightStatusLabel,
    adjacentStatus: adjacentStatus,
    stepStatus: stepFreightStatus,
    onSaved,
    onClose,
  });
  const { stored, form, perms } = editor;
  const externalIdNames = useExternalIdColumns('freight');
  const commentRef = useRef<HTMLTextAreaElement>(null);

  const loaded = stored !== null;
  useEffect(() => {
    if (!loaded || !focus) return;
    const el =
      focus === 'comment' ? commentRef.current : document.querySelector<HTMLElement>('[name=transporterId]');
    el?.focus();
  }, [loaded, focus]);

  return (
    <TruckJobEditDialog<FreightForm | null>
      title={t('freightEdit.title', { id: stored?.freightId ?? id })}
      testId="freight-edit"
      {...editor.frame}
      actions={{ step: editor.step, comment: () => commentRef.current?.focus() }}
    >
      {stored && form && (
        <>
          <FreightEditFields
            form={form}
            editable={perms.editable}
            errors={editor.errors}
            planner={planner}
            externalIdNames={externalIdNames}
            set={editor.set}
          />
          <FreightSideEdits
            freight={stored}
            planner={planner}
            commentRef={commentRef}
            onSaved={editor.sideSaved}
            onRefused={editor.refused}
          />
        </>
      )}
    </TruckJobEditDialog>
  );
}
