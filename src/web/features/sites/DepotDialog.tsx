import { useState } from 'react';
import { SITES_API } from '../../../core/sites/sites.api.ts';
import { SITE_ERRORS } from '../../../core/sites/sites.errors.ts';
import { type Depot, formatCoordinates, parseCoordinates } from '../../../core/sites/sites.schemas.ts';
import { RULE_MESSAGES } from '../../../core/validation/generalRules.ts';
import { ApiError } from '../../api/apiErrors.ts';
import { callApi } from '../../api/callApi.ts';
import { useT } from '../../i18n/useT.ts';
import { yesNoOptions } from '../../masterData/masterDataForm.ts';
import { useRuleMessages } from '../../masterData/masterDataRules.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { FormDialog } from '../../ui/FormDialog.tsx';
import { NumberInput } from '../../ui/inputs/NumberInput.tsx';
import { SelectInput } from '../../ui/inputs/SelectInput.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { DepotLocationPicker } from './DepotLocationPicker.tsx';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const TIME = /^([01]?\d|2[0-3]):[0-5]\d$/;

interface Form {
  name: string;
  shortName: string;
  address: string;
  coordinates: string;
  isActive: boolean;
  lengthOfTimeSlot: number | null;
  timeSlotReservationLimit: number | null;
  hours: Record<number, { from: string; to: string }>;
  docks: { id?: string; name: string }[];
}

const toForm = (d: Depot | null): Form => ({
  name: d?.name ?? '',
  shortName: d?.shortName ?? '',
  address: d?.address ?? '',
  coordinates: formatCoordinates(d?.geometry ?? null),
  isActive: d?.isActive ?? true,
  lengthOfTimeSlot: d?.lengthOfTimeSlot ?? 30,
  timeSlotReservationLimit: d?.timeSlotReservationLimit ?? 5,
  hours: Object.fromEntries(
    WEEKDAYS.map((w) => {
      const e = d?.openingHours.find((o) => o.weekday === w);
      return [w, { from: e?.from ?? '', to: e?.to ?? '' }];
    }),
  ),
  docks: d?.docks.map((k) => ({ id: k.id, name: k.name })) ?? [],
});

const minutes = (t: string) => {
  const [h, m] = t.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

function hoursError(h: { from: string; to: string }): string | null {
  if (h.from === '' && h.to === '') return null;
  if (!TIME.test(h.from) || !TIME.test(h.to)) return RULE_MESSAGES.time;
  return minutes(h.from) < minutes(h.to) ? null : RULE_MESSAGES.range;
}

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
  const [original, setOriginal] = useState(() => toForm(depot));
  const [form, setForm] = useState(original);
  const [version, setVersion] = useState(depot?.__v ?? 0);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState('');
  const [removingDock, setRemovingDock] = useState<number | null>(null);
  const [confirmDeactivate, setConfirmDeactivate] = useState<null | (() => void)>(null);
  const creating = depot === null;
  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setServerErrors(({ [key]: _, ...rest }) => rest);
  };
  // The depot's rules (rules/base/masterData.json) check its fields in the rules worker.
  const ruleFacts = (f: Form) => ({
    name: f.name,
    shortName: f.shortName,
    address: f.address,
    lengthOfTimeSlot: f.lengthOfTimeSlot,
    timeSlotReservationLimit: f.timeSlotReservationLimit,
  });
  const stored = creating ? null : ruleFacts(original);
  const current = ruleFacts(form);
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
  const fields = [
    'name',
    'shortName',
    'address',
    'coordinates',
    'lengthOfTimeSlot',
    'timeSlotReservationLimit',
    'docks',
  ];
  // While the rules' answer is about older values the save checks what it sends itself.
  const valid =
    fields.every((f) => !blocks(f)) &&
    WEEKDAYS.every((w) => hoursError(form.hours[w] ?? { from: '', to: '' }) === null);

  const body = (lengthOfTimeSlot: number, timeSlotReservationLimit: number) => ({
    name: form.name,
    shortName: form.shortName,
    address: form.address === '' ? null : form.address,
    geometry: parseCoordinates(form.coordinates) ?? null,
    isActive: form.isActive,
    lengthOfTimeSlot,
    timeSlotReservationLimit,
    openingHours: WEEKDAYS.flatMap((w) => {
      const hours = form.hours[w];
      return hours?.from ? [{ weekday: w, ...hours }] : [];
    }),
    docks: form.docks.map((d) => ({ ...(d.id && { id: d.id }), name: d.name.trim() })),
  });

  const doSave = async (close: boolean) => {
    const { lengthOfTimeSlot: slot, timeSlotReservationLimit: limit } = form;
    // FormDialog saves only a valid form, where both numbers are filled in.
    if (slot === null || limit === null) return;
    setSaving(true);
    setMessage('');
    try {
      // The form as it is now (the last answer of the rules may be about an older one).
      if (Object.keys(await rules.check()).length > 0) return;
      const res = creating
        ? await callApi(SITES_API.createDepot, { body: body(slot, limit), errorMode: 'silent' })
        : await callApi(SITES_API.updateDepot, {
            params: { id: depot.id },
            body: { ...body(slot, limit), __v: version },
            errorMode: 'silent',
          });
      onSaved();
      setMessage(t('masterData.saved'));
      if (close) onClose();
      else {
        const next = toForm(res.depot);
        setVersion(res.depot.__v);
        setOriginal(next);
        setForm(next);
      }
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const details = e.body?.details;
      setServerErrors(details && typeof details === 'object' ? (details as Record<string, string>) : {});
      setMessage(e.body?.message ?? String(e.status));
    } finally {
      setSaving(false);
    }
  };
  // Deactivation asks first: it deactivates the depot's factories too (business.md §5).
  const save = (close: boolean) => {
    if (original.isActive && !form.isActive && !creating)
      setConfirmDeactivate(() => () => void doSave(close));
    else void doSave(close);
  };

  return (
    <FormDialog
      open
      title={creating ? t('sites.newDepot') : t('sites.editDepot', { name: depot.shortName })}
      original={original}
      value={form}
      valid={valid}
      saving={saving}
      onSave={() => save(true)}
      {...(!creating && { onApply: () => save(false) })}
      onClose={onClose}
      testId="depot-dialog"
    >
      <div className="form-grid">
        <TextInput
          label={t('sites.name')}
          value={form.name}
          onChange={(v) => set('name', v)}
          error={err('name')}
          autoFocus
        />
        <TextInput
          label={t('sites.shortName')}
          value={form.shortName}
          onChange={(v) => set('shortName', v)}
          error={err('shortName')}
        />
        <TextInput
          label={t('sites.address')}
          value={form.address}
          onChange={(v) => set('address', v)}
          error={err('address')}
        />
        <TextInput
          label={t('sites.coordinates')}
          value={form.coordinates}
          onChange={(v) => set('coordinates', v)}
          error={err('coordinates')}
        />
        <SelectInput
          label={t('sites.isActive')}
          value={String(form.isActive)}
          options={yesNoOptions()}
          onChange={(v) => set('isActive', v === 'true')}
        />
        <div>
          <NumberInput
            label={t('sites.lengthOfTimeSlot')}
            value={form.lengthOfTimeSlot}
            onChange={(v) => set('lengthOfTimeSlot', v)}
          />
          {err('lengthOfTimeSlot') && <p className="input-error">{err('lengthOfTimeSlot')}</p>}
        </div>
        <div>
          <NumberInput
            label={t('sites.timeSlotReservationLimit')}
            value={form.timeSlotReservationLimit}
            onChange={(v) => set('timeSlotReservationLimit', v)}
          />
          {err('timeSlotReservationLimit') && (
            <p className="input-error">{err('timeSlotReservationLimit')}</p>
          )}
        </div>
      </div>
      <DepotLocationPicker
        coordinates={form.coordinates}
        address={form.address}
        onChange={(v) => set('coordinates', v)}
      />
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
      </fieldset>
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
      <p className={Object.keys(serverErrors).length ? 'input-error' : 'grid-status'} role="status">
        {message}
      </p>
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
      <ConfirmDialog
        open={confirmDeactivate !== null}
        title={t('sites.deactivateTitle')}
        text={t('sites.deactivateText', { name: form.shortName })}
        onYes={() => {
          const go = confirmDeactivate;
          setConfirmDeactivate(null);
          go?.();
        }}
        onNo={() => setConfirmDeactivate(null)}
      />
    </FormDialog>
  );
}
