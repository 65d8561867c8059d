import { useEffect, useState } from 'react';
import { asListResult } from '../../../core/list/listCall.schemas.ts';
import { SITES_API } from '../../../core/sites/sites.api.ts';
import { callApi } from '../../api/callApi.ts';
import { useT } from '../../i18n/useT.ts';
import { NumberInput } from '../../ui/inputs/NumberInput.tsx';
import type { BaseConfigForm } from './baseConfigForm.ts';
import { SettingsSection } from './SettingsFrame.tsx';

export interface PriceAuditToleranceFieldsProps {
  value: BaseConfigForm['billAuditTolerance'];
  errors: Record<string, string>;
  onChange(next: BaseConfigForm['billAuditTolerance']): void;
}

/**
 * The freight bills' price audit tolerance (issue 20): the difference in Ft a bill may have from
 * the recomputed fee before it is flagged, a default and one per factory (empty = the default).
 */
export function PriceAuditToleranceFields({ value, errors, onChange }: PriceAuditToleranceFieldsProps) {
  const t = useT();
  const [factories, setFactories] = useState<{ id: string; shortName: string }[]>([]);
  useEffect(() => {
    const abort = new AbortController();
    callApi(SITES_API.factories, { signal: abort.signal, errorMode: 'silent' })
      .then((answer) => setFactories(asListResult(answer).result))
      .catch(() => {});
    return () => abort.abort();
  }, []);
  // One tolerance in Ft: its message reaches NumberInput as a rule, like any other input's.
  const tolerance = (label: string, amount: number | null, key: string, set: (v: number | null) => void) => (
    <NumberInput
      key={key}
      label={label}
      value={amount}
      kind="float"
      decimals={2}
      min={0}
      rules={[() => errors[key] ?? null]}
      onChange={set}
    />
  );
  return (
    <SettingsSection
      titleKey="settings.sectionPriceAudit"
      testId="price-audit-settings"
      hint={t('settings.auditToleranceHint')}
    >
      {tolerance(t('settings.auditToleranceDefault'), value.default, 'billAuditTolerance.default', (v) =>
        onChange({ ...value, default: v }),
      )}
      {factories.map((f) =>
        tolerance(
          t('settings.auditToleranceFactory', { factory: f.shortName }),
          value.factories[f.id] ?? null,
          `billAuditTolerance.factories.${f.id}`,
          (v) => onChange({ ...value, factories: { ...value.factories, [f.id]: v } }),
        ),
      )}
    </SettingsSection>
  );
}
