import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BaseConfig } from '../../../core/baseConfig/baseConfig.schemas.ts';
import { touches } from '../../../core/rules/touches.ts';
import { ApiError } from '../../api/apiErrors.ts';
import { useT } from '../../i18n/useT.ts';
import { rulesClient } from '../../rules/rulesClient.ts';
import { sameData } from '../../ui/dialogState.ts';
import { fetchBaseConfig, pingProxy, saveBaseConfig } from './baseConfigApi.ts';
import { type BaseConfigForm, changedFields, formErrors, toForm } from './baseConfigForm.ts';

/**
 * The base-config form: load, dirty state, the server's zod checks at once and the active mode's
 * rules (rules engine worker) on the changed fields, save of the changed fields, revert, ping.
 */
export function useBaseConfigDraft() {
  const t = useT();
  const [record, setRecord] = useState<BaseConfig | null>(null);
  const [original, setOriginal] = useState<BaseConfigForm | null>(null);
  const [form, setForm] = useState<BaseConfigForm | null>(null);
  // Bumped to remount the inputs (they keep their own text) after load, save and revert.
  const [formKey, setFormKey] = useState(0);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [ruleErrors, setRuleErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ text: string; ok: boolean } | null>(null);
  const [ping, setPing] = useState<{ text: string; ok: boolean | null }>({ text: '', ok: null });

  const adopt = useCallback((c: BaseConfig) => {
    const f = toForm(c);
    setRecord(c);
    setOriginal(f);
    setForm(f);
    setFormKey((k) => k + 1);
    setServerErrors({});
    setRuleErrors({});
  }, []);
  useEffect(() => {
    fetchBaseConfig()
      .then(adopt)
      .catch(() => setMessage({ text: t('settings.loadFailed'), ok: false }));
  }, [adopt, t]);

  const dirty = original !== null && form !== null && !sameData(original, form);
  const localErrors = useMemo(() => (form ? formErrors(form, t('settings.hoursBoth')) : {}), [form, t]);
  const errors = { ...ruleErrors, ...localErrors, ...serverErrors };

  // The active config mode's rules (e.g. a lower delivery-interval cap) on what changed, debounced.
  const rulesRun = useRef(0);
  useEffect(() => {
    if (!record || !original || !form || !dirty || Object.keys(localErrors).length > 0) {
      setRuleErrors({});
      return;
    }
    const run = ++rulesRun.current;
    const change = changedFields(original, form, record.__v);
    const { __v: _, ...facts } = change;
    const changed = Object.keys(facts);
    const timer = setTimeout(() => {
      rulesClient
        .validateEntity('baseConfig', { ...record, ...facts, original: record })
        .then((result) => {
          if (run !== rulesRun.current) return;
          const messages: Record<string, string> = {};
          for (const [k, m] of Object.entries({ ...result.fields, ...result.denied }))
            if (touches(k, changed)) messages[k] = m.message;
          setRuleErrors(messages);
        })
        .catch(() => {});
    }, 150);
    return () => clearTimeout(timer);
  }, [record, original, form, dirty, localErrors]);

  const change = (next: BaseConfigForm) => {
    setForm(next);
    setServerErrors({});
    setMessage(null);
  };

  const save = async (): Promise<boolean> => {
    if (!record || !original || !form || !dirty || saving) return false;
    if (Object.keys(errors).length > 0) return false;
    setSaving(true);
    try {
      const res = await saveBaseConfig(record.id, changedFields(original, form, record.__v));
      adopt(res.baseConfig);
      setMessage({ text: res.message, ok: true });
      return true;
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const details = e.body?.details;
      setServerErrors(details && typeof details === 'object' ? (details as Record<string, string>) : {});
      setMessage({ text: e.body?.message ?? String(e.status), ok: false });
      return false;
    } finally {
      setSaving(false);
    }
  };

  const revert = () => {
    if (record) adopt(record);
    setMessage(null);
  };

  const runPing = async () => {
    // The webhook's target as a message would reach it (the server goes through the saved proxy
    // config when it is on); without a webhook URL, the proxy itself.
    const url = form?.shippingNotificationConfig?.url.trim() || form?.proxyConfig?.url.trim() || '';
    if (url === '') {
      setPing({ text: t('settings.pingNeedsUrl'), ok: false });
      return;
    }
    setPing({ text: t('settings.pinging'), ok: null });
    try {
      const r = await pingProxy(url);
      setPing({ text: `${r.message} (${url})`, ok: r.ok });
    } catch (e) {
      const text =
        e instanceof ApiError ? (Object.values(e.body?.details ?? {})[0] ?? e.body?.message) : null;
      setPing({ text: String(text ?? e), ok: false });
    }
  };

  return { form, formKey, errors, dirty, saving, message, ping, change, save, revert, runPing };
}
export type BaseConfigDraft = ReturnType<typeof useBaseConfigDraft>;
