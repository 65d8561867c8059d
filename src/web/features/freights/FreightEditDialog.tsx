import { useMemo, useRef, useState } from 'react';
import type { FreightUpdateInput } from '../../../core/freights/freightEdit.schemas.ts';
import type { Freight } from '../../../core/freights/freights.schemas.ts';
import { useExternalIdColumns } from '../../externalIds/useExternalIdColumns.ts';
import { useT } from '../../i18n/useT.ts';
import { TruckJobEditDialog } from '../../truckJobs/TruckJobEditDialog.tsx';
import { useTruckJobEditor } from '../../truckJobs/useTruckJobEditor.ts';
import { FreightEditFields } from './FreightEditFields.tsx';
import { type FocusAsked, FreightSideEdits } from './FreightSideEdits.tsx';
import {
  adjacentStatus,
  type FreightSideChanges,
  loadFreight,
  saveFreightWithSideEdits,
  stepFreightStatus,
} from './freightEditing.ts';
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
 * warnings — the fields, the typed comment and the picked transporter alike (their buttons save them
 * alone); status stepping by key; a stale version offers "Újratöltés", which keeps the input.
 */
export function FreightEditDialog({ id, planner, focus, onSaved, onClose }: FreightEditDialogProps) {
  const t = useT();
  // The comment and transporter as typed / picked; null = as stored.
  const [comment, setComment] = useState<string | null>(null);
  const [transporterId, setTransporterId] = useState<string | null>(null);
  const side = useRef<FreightSideChanges>({});
  // Where the keyboard goes (a new object each time asked: Alt+K again focuses the comment again).
  const [focusAsked, setFocusAsked] = useState<FocusAsked | null>(focus ? { field: focus } : null);
  const editor = useTruckJobEditor<Freight, FreightForm, FreightUpdateInput>({
    entity: 'freight',
    id,
    load: loadFreight,
    toForm: freightToForm,
    changes: freightChanges,
    save: (stored, changes) => saveFreightWithSideEdits(stored, changes, side.current),
    statusLabel: freightStatusLabel,
    adjacentStatus: adjacentStatus,
    stepStatus: stepFreightStatus,
    onSaved,
    onClose,
  });
  const { stored, form, perms } = editor;
  const externalIdNames = useExternalIdColumns('freight');
  const commentRef = useRef<HTMLTextAreaElement>(null);

  // Stable objects: the dialog's dirty check (and its refusal notice) compare them.
  const storedSide = useMemo(
    () => ({ comment: stored?.comment ?? '', transporterId: stored?.transporterId ?? '' }),
    [stored],
  );
  const typedSide = useMemo(
    () => ({
      comment: comment ?? storedSide.comment,
      transporterId: transporterId ?? storedSide.transporterId,
    }),
    [comment, transporterId, storedSide],
  );
  const original = useMemo(
    () => ({ form: editor.frame.original, side: storedSide }),
    [editor.frame.original, storedSide],
  );
  const value = useMemo(
    () => ({ form: editor.frame.value, side: typedSide }),
    [editor.frame.value, typedSide],
  );
  side.current = {
    ...(typedSide.comment !== storedSide.comment && { comment: typedSide.comment }),
    ...(typedSide.transporterId !== storedSide.transporterId && { transporterId: typedSide.transporterId }),
  };

  return (
    <TruckJobEditDialog<{ form: FreightForm | null; side: typeof storedSide }>
      title={t('freightEdit.title', { id: stored?.freightId ?? id })}
      testId="freight-edit"
      {...editor.frame}
      original={original}
      value={value}
      actions={{ step: editor.step, comment: () => setFocusAsked({ field: 'comment' }) }}
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
            {...(focusAsked && { focus: focusAsked })}
            comment={typedSide.comment}
            transporterId={typedSide.transporterId}
            onComment={setComment}
            onTransporter={setTransporterId}
            onSaved={(saved, part) => {
              if (part === 'comment') setComment(null);
              if (part === 'transporterId') setTransporterId(null);
              editor.sideSaved(saved);
            }}
            onRefused={editor.refused}
          />
        </>
      )}
    </TruckJobEditDialog>
  );
}
