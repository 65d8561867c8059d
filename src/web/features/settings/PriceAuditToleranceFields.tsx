import { useEffect, useState } from 'react';
import { asListResult } from '../../../core/list/listCall.schemas.ts';
import { SITES_API } from '../../../core/sites/sites.api.ts';
import { callApi } from '../../api/callApi.ts';
import { useT } from '../../i18n/useT.ts';
import { NumberInput } from '../../ui/inputs/NumberInput.tsx';
import type { BaseConfigForm } from './baseConfigForm.ts';

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
  const shown = (key: string) => [() => errors[key] ?? null];
  return (
    <section className="settings-section" data-testid="price-audit-settings">
      <h2>{t('settings.sectionPriceAudit')}</h2>
      <p className="grid-hint">{t('settings.auditToleranceHint')}</p>
      <div className="form-grid">
        <NumberInput
          label={t('settings.auditToleranceDefault')}
          value={value.default}
          kind="float"
          decimals={2}
          min={0}
          rules={shown('billAuditTolerance.default')}
          onChange={(v) => onChange({ ...value, default: v })}
        />
        {factories.map((f) => (
          <NumberInput
            key={f.id}
            label={t('settings.auditToleranceFactory', { factory: f.shortName })}
            value={value.factories[f.id] ?? null}
            kind="float"
            decimals={2}
            min={0}
            rules={shown(`billAuditTolerance.factories.${f.id}`)}
            onChange={(v) => onChange({ ...value, factories: { ...value.factories, [f.id]: v } })}
          />
        ))}
      </div>
    </section>
  );
}
