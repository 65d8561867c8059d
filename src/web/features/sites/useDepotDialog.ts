import { useState } from 'react';
import { SITES_API } from '../../../core/sites/sites.api.ts';
import { SITE_ERRORS } from '../../../core/sites/sites.errors.ts';
import { type Depot, parseCoordinates } from '../../../core/sites/sites.schemas.ts';
import { RULE_MESSAGES } from '../../../core/validation/generalRules.ts';
import { callApi } from '../../api/callApi.ts';
import type { useT } from '../../i18n/useT.ts';
import { useRuleMessages } from '../../masterData/masterDataRules.ts';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { depotBody, depotRuleFacts, hoursError, toDepotForm, WEEKDAYS } from './depotForm.ts';

const FIELDS = [
  'name',
  'shortName',
  'address',
  'coordinates',
  'lengthOfTimeSlot',
  'timeSlotReservationLimit',
  'docks',
];

/**
 * The depot dialog's state: the form, its errors (own checks, the rules worker's answer, the
 * server's refusal), and the save; deactivating a stored depot asks first (it deactivates the
 * depot's factories too, business.md §5).
 */
export function useDepotDialog(args: {
  depot: Depot | null;
  t: ReturnType<typeof useT>;
  onSaved(): void;
  onClose(): void;
}) {
  const { depot, t, onSaved, onClose } = args;
  const dialog = useDialogForm(() => toDepotForm(depot));
  const { original, form, set, serverErrors, message, saving } = dialog;
  const [version, setVersion] = useState(depot?.__v ?? 0);
  const [confirmDeactivate, setConfirmDeactivate] = useState<null | (() => void)>(null);
  const creating = depot === null;
  const stored = creating ? null : depotRuleFacts(original);
  const current = depotRuleFacts(form);
  const sent = stored
    ? Object.fromEntries(Object.entries(current).filter(([k, v]) => v !== stored[k as keyof typeof stored]))
    : current;
  const rules = useRuleMessages('depot', null, stored, sent);
  const err = (field: string): string | null => {
    if (serverErrors[field]) return serverErrors[field] ?? null;
    if (field === 'coordinates')
      return parseCoordinates(form.coordinates) === undefined ? SITE_ERRORS.coordinates.message : null;
    if (field === 'docks') {
      if (form.docks.some((d) => d.name.trim() === '')) return RULE_MESSAGES.required;
      const names = form.docks.map((d) => d.name.trim().toLowerCase());
      return new Set(names).size === names.length ? null : SITE_ERRORS.dockNameTaken.message;
    }
    return rules.messages[field] ?? null;
  };
  // A field is in the way of a save by its own checks, or by the rules' answer about these values
  // (while the answer is about older ones, the save checks what it sends itself).
  const blocks = (field: string) => {
    const message = err(field);
    return message !== null && !(rules.pending && message === rules.messages[field]);
  };
  const valid =
    FIELDS.every((f) => !blocks(f)) &&
    WEEKDAYS.every((w) => hoursError(form.hours[w] ?? { from: '', to: '' }) === null);

  const doSave = async (close: boolean) => {
    const { lengthOfTimeSlot: slot, timeSlotReservationLimit: limit } = form;
    // FormDialog saves only a valid form, where both numbers are filled in.
    if (slot === null || limit === null) return;
    await dialog.runSave(async () => {
      // The form as it is now (the last answer of the rules may be about an older one).
      if (Object.keys(await rules.check()).length > 0) return;
      const res = creating
        ? await callApi(SITES_API.createDepot, { body: depotBody(form, slot, limit), errorMode: 'silent' })
        : await callApi(SITES_API.updateDepot, {
            params: { id: depot.id },
            body: { ...depotBody(form, slot, limit), __v: version },
            errorMode: 'silent',
          });
      onSaved();
      dialog.setMessage(t('masterData.saved'));
      if (close) onClose();
      else {
        setVersion(res.depot.__v);
        dialog.keepSaved(toDepotForm(res.depot));
      }
    });
  };
  // Deactivation asks first: it deactivates the depot's factories too (business.md §5).
  const save = (close: boolean) => {
    if (original.isActive && !form.isActive && !creating)
      setConfirmDeactivate(() => () => void doSave(close));
    else void doSave(close);
  };
  /** "Igen" on the deactivation question: the save it held back goes on. */
  const confirmDeactivation = () => {
    const go = confirmDeactivate;
    setConfirmDeactivate(null);
    go?.();
  };

  return {
    creating,
    original,
    form,
    set,
    err,
    serverErrors,
    valid,
    saving,
    message,
    save,
    formProps: dialog.formProps(valid, save, creating),
    askingDeactivate: confirmDeactivate !== null,
    confirmDeactivation,
    cancelDeactivation: () => setConfirmDeactivate(null),
  };
}
