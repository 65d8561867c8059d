import { NOTIFICATION_CHANNELS } from '../../../core/baseConfig/baseConfig.answers.ts';
import { DELIVERY_INTERVAL_TYPES, PACKING_ALGORITHMS, ROUTE_METHODS } from '../../../core/config/enums.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';
import { NumberInput } from '../../ui/inputs/NumberInput.tsx';
import { SelectInput } from '../../ui/inputs/SelectInput.tsx';
import { TextInput } from '../../ui/inputs/TextInput.tsx';
import { TimeInput } from '../../ui/inputs/TimeInput.tsx';
import { type BaseConfigForm, NUMBER_FIELDS, WEEKDAYS } from './baseConfigForm.ts';
import { PriceAuditToleranceFields } from './PriceAuditToleranceFields.tsx';
import { SettingsCheckbox } from './SettingsCheckbox.tsx';
import { SettingsSection } from './SettingsFrame.tsx';

const PACKING_LABELS: Record<(typeof PACKING_ALGORITHMS)[number], MessageKey> = {
  palletstack: 'settings.palletstack',
  'rows-no-stacking': 'settings.rowsNoStacking',
  twodimensional: 'settings.twodimensional',
};
const NUMBER_KINDS: Partial<Record<(typeof NUMBER_FIELDS)[number], 'float'>> = {
  unloadTimePerPallet: 'float',
};

export interface BaseConfigFieldsProps {
  form: BaseConfigForm;
  errors: Record<string, string>;
  onChange(next: BaseConfigForm): void;
  /** Editable (else view-only: every input disabled). */
  canEdit: boolean;
  /** Shows the ping button's outcome and runs it. */
  ping: { text: string; ok: boolean | null; run(): void };
}

type Set = <K extends keyof BaseConfigForm>(key: K, value: BaseConfigForm[K]) => void;
/** What every section gets: the form, the messages, the setter and a message as a NumberInput rule. */
interface SectionProps {
  form: BaseConfigForm;
  errors: Record<string, string>;
  set: Set;
  shown(key: string): (() => string | null)[];
}

/** Every field of the base config (business.md §3), grouped; superadmin parts only when present. */
export function BaseConfigFields({ form, errors, onChange, canEdit, ping }: BaseConfigFieldsProps) {
  const set: Set = (key, value) => onChange({ ...form, [key]: value });
  // Messages reach NumberInput as a rule, so its own line shows them like any other input's.
  const shown = (key: string) => [() => errors[key] ?? null];
  const section = { form, errors, set, shown };
  return (
    <fieldset className="settings-form" disabled={!canEdit} data-testid="base-config-form">
      <DeliverySection {...section} />
      <PlanningSection {...section} />
      <OpeningHoursSection {...section} />
      <PriceAuditToleranceFields
        value={form.billAuditTolerance}
        errors={errors}
        onChange={(v) => set('billAuditTolerance', v)}
      />
      {form.shippingNotificationConfig && <ShippingSection {...section} />}
      {(form.fuzzySearch || form.proxyConfig) && <SuperadminSection {...section} ping={ping} />}
    </fieldset>
  );
}

/** The fields of the form that hold one of a list of choices. */
type ChoiceKey = 'deliveryIntervalType' | 'packingAlgorithm' | 'routingMethod';

/** A select of one choice field: its label `settings.<field>`, value, message and setter by the field's name. */
function ChoiceField<K extends ChoiceKey>({
  form,
  errors,
  set,
  field,
  choices,
  label,
}: SectionProps & {
  field: K;
  choices: readonly BaseConfigForm[K][];
  label(choice: BaseConfigForm[K]): string;
}) {
  const t = useT();
  return (
    <SelectInput
      label={t(`settings.${field}`)}
      value={form[field]}
      options={choices.map((v) => ({ value: v, label: label(v) }))}
      error={errors[field]}
      onChange={(v) => set(field, v as BaseConfigForm[K])}
    />
  );
}

/** The delivery figures and the delivery interval type. */
function DeliverySection(section: SectionProps) {
  const { form, set, shown } = section;
  const t = useT();
  return (
    <SettingsSection titleKey="settings.sectionDelivery">
      {NUMBER_FIELDS.map((f) => (
        <NumberInput
          key={f}
          label={t(`settings.${f}`)}
          value={form[f]}
          kind={NUMBER_KINDS[f] ?? 'integer'}
          decimals={2}
          min={0}
          rules={shown(f)}
          onChange={(v) => set(f, v)}
        />
      ))}
      <ChoiceField
        {...section}
        field="deliveryIntervalType"
        choices={DELIVERY_INTERVAL_TYPES}
        label={(v) => t(`settings.${v}`)}
      />
    </SettingsSection>
  );
}

/** The packing algorithm and the routing method. */
function PlanningSection(section: SectionProps) {
  const t = useT();
  return (
    <SettingsSection titleKey="settings.sectionPlanning">
      <ChoiceField
        {...section}
        field="packingAlgorithm"
        choices={PACKING_ALGORITHMS}
        label={(v) => t(PACKING_LABELS[v])}
      />
      <ChoiceField
        {...section}
        field="routingMethod"
        choices={ROUTE_METHODS}
        label={(v) => t(`routePlanner.method${v}`)}
      />
    </SettingsSection>
  );
}

/** The opening hours per weekday (both empty: closed). */
function OpeningHoursSection({ form, errors, set }: SectionProps) {
  const t = useT();
  return (
    <SettingsSection titleKey="settings.sectionOpeningHours" bodyClass="settings-hours">
      {WEEKDAYS.map((w) => {
        const h = form.hours[w] ?? { from: '', to: '' };
        const setHours = (part: 'from' | 'to', v: string | null) =>
          set('hours', { ...form.hours, [w]: { ...h, [part]: v ?? '' } });
        return (
          <div key={w} className="settings-hours-row" data-weekday={w}>
            <span className="settings-weekday">{t(`settings.weekday${w}`)}</span>
            <TimeInput label={t('settings.from')} value={h.from} onChange={(v) => setHours('from', v)} />
            <TimeInput label={t('settings.to')} value={h.to} onChange={(v) => setHours('to', v)} />
            {errors[`hours.${w}`] ? (
              <span className="input-error" role="alert">
                {errors[`hours.${w}`]}
              </span>
            ) : (
              <span className="grid-hint">{h.from === '' && h.to === '' ? t('settings.closed') : ''}</span>
            )}
          </div>
        );
      })}
    </SettingsSection>
  );
}

/** The shipping notification (only when the config has one). */
function ShippingSection({ form, errors, set }: SectionProps) {
  const t = useT();
  const ship = form.shippingNotificationConfig;
  if (!ship) return null;
  return (
    <SettingsSection titleKey="settings.sectionShipping">
      <TextInput
        label={t('settings.url')}
        value={ship.url}
        maxLength={500}
        error={errors['shippingNotificationConfig.url']}
        onChange={(v) => set('shippingNotificationConfig', { ...ship, url: v })}
      />
      <TextInput
        label={t('settings.xApiKey')}
        value={ship.xApiKey}
        error={errors['shippingNotificationConfig.xApiKey']}
        onChange={(v) => set('shippingNotificationConfig', { ...ship, xApiKey: v })}
      />
      <SelectInput
        label={t('settings.channel')}
        value={ship.channel ?? 'emailApi'}
        options={NOTIFICATION_CHANNELS.map((v) => ({
          value: v,
          label: t(v === 'smtp' ? 'settings.channelSmtp' : 'settings.channelEmailApi'),
        }))}
        onChange={(v) =>
          set('shippingNotificationConfig', {
            ...ship,
            channel: v as (typeof NOTIFICATION_CHANNELS)[number],
          })
        }
      />
      <SettingsCheckbox
        label={t('settings.sendMessage')}
        checked={ship.sendMessage}
        onChange={(v) => set('shippingNotificationConfig', { ...ship, sendMessage: v })}
      />
    </SettingsSection>
  );
}

/** The superadmin part: fuzzy search and the proxy with its ping (only what the config has). */
function SuperadminSection({
  form,
  errors,
  set,
  shown,
  ping,
}: SectionProps & { ping: BaseConfigFieldsProps['ping'] }) {
  const t = useT();
  const { proxyConfig: proxy, fuzzySearch: fuzzy } = form;
  return (
    <SettingsSection titleKey="settings.sectionSuperadmin" testId="superadmin-settings">
      {fuzzy && (
        <>
          <SettingsCheckbox
            label={t('settings.fuzzyEnabled')}
            checked={fuzzy.enabled}
            onChange={(v) => set('fuzzySearch', { ...fuzzy, enabled: v })}
          />
          <NumberInput
            label={t('settings.fuzzyThreshold')}
            value={fuzzy.threshold}
            kind="float"
            decimals={1}
            min={0}
            rules={shown('fuzzySearch.threshold')}
            onChange={(v) => set('fuzzySearch', { ...fuzzy, threshold: v })}
          />
        </>
      )}
      {proxy && (
        <>
          <TextInput
            label={`${t('settings.proxy')} ${t('settings.url')}`}
            value={proxy.url}
            maxLength={500}
            error={errors['proxyConfig.url']}
            onChange={(v) => set('proxyConfig', { ...proxy, url: v })}
          />
          <TextInput
            label={`${t('settings.proxy')} ${t('settings.xApiKey')}`}
            value={proxy.xApiKey}
            error={errors['proxyConfig.xApiKey']}
            onChange={(v) => set('proxyConfig', { ...proxy, xApiKey: v })}
          />
          <SettingsCheckbox
            label={`${t('settings.proxy')}: ${t('settings.sendMessage')}`}
            checked={proxy.sendMessage}
            onChange={(v) => set('proxyConfig', { ...proxy, sendMessage: v })}
          />
          <div className="settings-ping">
            <button type="button" className="btn btn-small" onClick={ping.run} data-testid="ping-button">
              {t('settings.ping')} <kbd>Alt+P</kbd>
            </button>
            <output
              data-testid="ping-result"
              className={ping.ok === null ? '' : ping.ok ? 'ping-ok' : 'ping-failed'}
            >
              {ping.text}
            </output>
          </div>
        </>
      )}
    </SettingsSection>
  );
}
