import { useEffect, useRef } from 'react';
import type { PickupUpdateInput } from '../../../core/pickups/pickupEdit.schemas.ts';
import { PICKUPS_API } from '../../../core/pickups/pickups.api.ts';
import type { Pickup } from '../../../core/pickups/pickups.schemas.ts';
import { callApi } from '../../api/callApi.ts';
import { useExternalIdColumns } from '../../externalIds/useExternalIdColumns.ts';
import { useT } from '../../i18n/useT.ts';
import { CargoExternalIdsEdit } from '../../truckJobs/CargoExternalIdsEdit.tsx';
import { TruckJobEditDialog } from '../../truckJobs/TruckJobEditDialog.tsx';
import { ExternalIdInputs, TruckJobDateFields } from '../../truckJobs/TruckJobFields.tsx';
import { useTruckJobEditor } from '../../truckJobs/useTruckJobEditor.ts';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { adjacentPickupStatus, loadPickup, savePickup, stepPickupStatus } from './pickupEditing.ts';
import { type PickupForm, pickupChanges, pickupToForm } from './pickupForm.ts';
import { pickupStatusLabel } from './pickupRows.ts';

export interface PickupEditDialogProps {
  /** The pickup's uuid or number. */
  id: string;
  /** Alt+K opened it: the keyboard goes to the comment once loaded. */
  focusComment?: boolean;
  /** After every save (fields, status, cargo ids): the list and the details panel show the new pickup. */
  onSaved(pickup: Pickup): void;
  onClose(): void;
}

/**
 * The pickup edit dialog (business.md §2 pickup edit, §4 statuses): the fields of a pickup save
 * (dates, driver, plate, comment, external ids), each locked where the pickup permission rules say
 * so; Ctrl+S saves (a confirmation the server asks for is honoured); Alt+PageDown / Alt+PageUp step
 * the status; Alt+K goes to the comment; a stale version offers "Újratöltés", which keeps the input;
 * the cargo's external ids per order are saved by their own buttons.
 */
export function PickupEditDialog({ id, focusComment, onSaved, onClose }: PickupEditDialogProps) {
  const t = useT();
  const editor = useTruckJobEditor<Pickup, PickupForm, PickupUpdateInput>({
    entity: 'pickup',
    id,
    load: loadPickup,
    toForm: pickupToForm,
    changes: pickupChanges,
    save: savePickup,
    statusLabel: pickupStatusLabel,
    adjacentStatus: adjacentPickupStatus,
    stepStatus: stepPickupStatus,
    onSaved,
    onClose,
  });
  const { stored, form, perms, errors, set } = editor;
  const externalIdNames = useExternalIdColumns('pickup');
  const commentRef = useRef<HTMLTextAreaElement>(null);
  // The comment box is disabled until the rules answered: it takes the focus once enabled.
  const canComment = stored !== null && perms.editable('comment');
  useEffect(() => {
    if (canComment && focusComment) commentRef.current?.focus();
  }, [canComment, focusComment]);
  return (
    <TruckJobEditDialog<PickupForm | null>
      title={t('pickupEdit.title', { id: stored?.pickupId ?? id })}
      testId="pickup-edit"
      {...editor.frame}
      actions={{ step: editor.step, comment: () => commentRef.current?.focus() }}
    >
      {stored && form && (
        <>
          <TruckJobDateFields form={form} editable={perms.editable} errors={errors} set={set} />
          <TextInput
            label={t('freights.col.driverName')}
            value={form.driverName}
            onChange={(v) => set('driverName', v)}
            disabled={!perms.editable('driverName')}
            error={errors.driverName ?? null}
            name="driverName"
          />
          <TextInput
            label={t('freights.col.truckLicensePlateNumber')}
            value={form.truckLicensePlateNumber}
            onChange={(v) => set('truckLicensePlateNumber', v)}
            maxLength={40}
            disabled={!perms.editable('truckLicensePlateNumber')}
            error={errors.truckLicensePlateNumber ?? null}
            name="truckLicensePlateNumber"
          />
          <ExternalIdInputs
            names={externalIdNames}
            values={form.externalIds}
            editable={perms.editable('externalIds')}
            errors={errors}
            onChange={(v) => set('externalIds', v)}
          />
          <label className="input-field transport-edit-wide">
            <span>{t('pickupEdit.comment')}</span>
            <textarea
              ref={commentRef}
              value={form.comment}
              maxLength={2000}
              rows={2}
              disabled={!perms.editable('comment')}
              aria-invalid={errors.comment ? true : undefined}
              onChange={(e) => set('comment', e.target.value)}
            />
          </label>
          <div className="transport-edit-wide">
            <CargoExternalIdsEdit
              cargo={stored.cargo}
              editable={perms.editable('cargo')}
              save={(orderId, externalIds) =>
                callApi(PICKUPS_API.cargoExternalIds, {
                  params: { id: stored.id },
                  body: { orderId, externalIds, __v: stored.__v },
                  errorMode: 'silent',
                }).then(editor.sideSaved)
              }
              onRefused={editor.refused}
            />
          </div>
        </>
      )}
    </TruckJobEditDialog>
  );
}
