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

/** The delivery figures and the delivery interval type. */
function DeliverySection({ form, errors, set, shown }: SectionProps) {
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
      <SelectInput
        label={t('settings.deliveryIntervalType')}
        value={form.deliveryIntervalType}
        options={DELIVERY_INTERVAL_TYPES.map((v) => ({ value: v, label: t(`settings.${v}`) }))}
        error={errors.deliveryIntervalType}
        onChange={(v) => set('deliveryIntervalType', v as BaseConfigForm['deliveryIntervalType'])}
      />
    </SettingsSection>
  );
}

/** The packing algorithm and the routing method. */
function PlanningSection({ form, errors, set }: SectionProps) {
  const t = useT();
  return (
    <SettingsSection titleKey="settings.sectionPlanning">
      <SelectInput
        label={t('settings.packingAlgorithm')}
        value={form.packingAlgorithm}
        options={PACKING_ALGORITHMS.map((v) => ({ value: v, label: t(PACKING_LABELS[v]) }))}
        error={errors.packingAlgorithm}
        onChange={(v) => set('packingAlgorithm', v as BaseConfigForm['packingAlgorithm'])}
      />
      <SelectInput
        label={t('settings.routingMethod')}
        value={form.routingMethod}
        options={ROUTE_METHODS.map((v) => ({ value: v, label: t(`routePlanner.method${v}`) }))}
        error={errors.routingMethod}
        onChange={(v) => set('routingMethod', v as BaseConfigForm['routingMethod'])}
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
