import { useState } from 'react';
import type { Depot } from '../../../core/sites/sites.schemas.ts';
import { useT } from '../../i18n/useT.ts';
import { yesNoOptions } from '../../masterData/masterDataForm.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { NumberInput } from '../../ui/inputs/NumberInput.tsx';
import { SelectInput } from '../../ui/inputs/SelectInput.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { DepotLocationPicker } from './DepotLocationPicker.tsx';
import { type DepotForm, hoursError, WEEKDAYS } from './depotForm.ts';
import { useDepotDialog } from './useDepotDialog.ts';

type DepotState = ReturnType<typeof useDepotDialog>;

/** Create or edit a depot: fields, coordinates typed as "lat, lng" or picked on the map, opening hours per weekday, docks. */
export function DepotDialog({
  depot,
  onSaved,
  onClose,
}: {
  depot: Depot | null;
  onSaved(): void;
  onClose(): void;
}) {
  const t = useT();
  const state = useDepotDialog({ depot, t, onSaved, onClose });
  const { creating, form, set } = state;
  return (
    <FormDialog
      open
      title={creating ? t('sites.newDepot') : t('sites.editDepot', { name: depot?.shortName ?? '' })}
      {...state.formProps}
      onClose={onClose}
      testId="depot-dialog"
    >
      <DepotFields state={state} />
      <DepotLocationPicker
        coordinates={form.coordinates}
        address={form.address}
        onChange={(v) => set('coordinates', v)}
      />
      <DepotDocks state={state} />
      <DepotHours form={form} set={set} />
      <p className={Object.keys(state.serverErrors).length ? 'input-error' : 'grid-status'} role="status">
        {state.message}
      </p>
      <ConfirmDialog
        open={state.askingDeactivate}
        title={t('sites.deactivateTitle')}
        text={t('sites.deactivateText', { name: form.shortName })}
        onYes={state.confirmDeactivation}
        onNo={state.cancelDeactivation}
      />
    </FormDialog>
  );
}

/** The depot's own fields: names, address, coordinates, activity and the time-slot settings. */
function DepotFields({ state: { form, set, err } }: { state: DepotState }) {
  const t = useT();
  // A text field's label (its sites.* text), value, typing and message.
  const text = (key: 'name' | 'shortName' | 'address' | 'coordinates') => ({
    label: t(`sites.${key}`),
    value: form[key],
    onChange: (v: string) => set(key, v),
    error: err(key),
  });
  // A time-slot setting: its number and the message under it.
  const slotNumber = (key: 'lengthOfTimeSlot' | 'timeSlotReservationLimit') => (
    <div>
      <NumberInput label={t(`sites.${key}`)} value={form[key]} onChange={(v) => set(key, v)} />
      {err(key) && <p className="input-error">{err(key)}</p>}
    </div>
  );
  return (
    <div className="form-grid">
      <TextInput {...text('name')} autoFocus />
      <TextInput {...text('shortName')} />
      <TextInput {...text('address')} />
      <TextInput {...text('coordinates')} />
      <SelectInput
        label={t('sites.isActive')}
        value={String(form.isActive)}
        options={yesNoOptions()}
        onChange={(v) => set('isActive', v === 'true')}
      />
      {slotNumber('lengthOfTimeSlot')}
      {slotNumber('timeSlotReservationLimit')}
    </div>
  );
}

/** The depot's docks: a name each, added and removed (removing asks first). */
function DepotDocks({ state: { form, set, err, serverErrors } }: { state: DepotState }) {
  const t = useT();
  const [removingDock, setRemovingDock] = useState<number | null>(null);
  return (
    <fieldset className="form-grid">
      <legend>{t('sites.docks')}</legend>
      {form.docks.map((d, i) => (
        <div key={d.id ?? `new-${i}`} className="dock-row">
          <TextInput
            label={t('sites.dockName', { n: String(i + 1) })}
            value={d.name}
            onChange={(v) =>
              set(
                'docks',
                form.docks.map((x, j) => (j === i ? { ...x, name: v } : x)),
              )
            }
          />
          <button type="button" onClick={() => setRemovingDock(i)}>
            {t('sites.removeDock', { n: String(i + 1) })}
          </button>
        </div>
      ))}
      <button type="button" onClick={() => set('docks', [...form.docks, { name: '' }])}>
        {t('sites.addDock')}
      </button>
      {(serverErrors.docks ?? err('docks')) && (
        <p className="input-error">{serverErrors.docks ?? err('docks')}</p>
      )}
      <ConfirmDialog
        open={removingDock !== null}
        title={t('sites.removeDockTitle')}
        text={t('sites.removeDockText', { name: form.docks[removingDock ?? 0]?.name ?? '' })}
        onYes={() => {
          set(
            'docks',
            form.docks.filter((_, j) => j !== removingDock),
          );
          setRemovingDock(null);
        }}
        onNo={() => setRemovingDock(null)}
      />
    </fieldset>
  );
}

/** The opening hours per weekday (both empty: closed that day). */
function DepotHours({ form, set }: { form: DepotForm; set: DepotState['set'] }) {
  const t = useT();
  return (
    <fieldset className="form-grid">
      <legend>{t('sites.openingHours')}</legend>
      {WEEKDAYS.map((w) => {
        const h = form.hours[w] ?? { from: '', to: '' };
        const setH = (part: 'from' | 'to') => (v: string) =>
          set('hours', { ...form.hours, [w]: { ...h, [part]: v } });
        return (
          <div key={w} className="hours-row">
            <TextInput
              label={`${t(`sites.weekday${w}` as 'sites.weekday1')} – ${t('sites.opens')}`}
              value={h.from}
              onChange={setH('from')}
            />
            <TextInput
              label={`${t(`sites.weekday${w}` as 'sites.weekday1')} – ${t('sites.closes')}`}
              value={h.to}
              onChange={setH('to')}
              error={hoursError(h)}
            />
          </div>
        );
      })}
    </fieldset>
  );
}
