import { useRef, useState } from 'react';
import type { ConfigMode } from '../../../core/config/modules.ts';
import { checkGoldenCase } from '../../../core/rules/checkGoldenCase.ts';
import type { RuleEntity } from '../../../core/rules/ruleFile.schemas.ts';
import type { EntityResult, RuleTrace } from '../../../core/rules/ruleResults.ts';
import { RULES_API, type RuleRecordResponse } from '../../../core/rules/rules.api.ts';
import type { RulesEngineKind } from '../../../core/rules/rulesProtocol.ts';
import { callApi } from '../../api/callApi.ts';
import type { useT } from '../../i18n/useT.ts';
import { rulesClient } from '../../rules/rulesClient.ts';
import { PLAYGROUND_CTX, PLAYGROUND_SAMPLES } from './playgroundSamples.ts';
import { useBusyTask } from './useBusyTask.ts';

/** The golden cases' run: how many, and the failed ones with what was wrong. */
export type CaseRun = { total: number; failures: { name: string; problems: string[] }[] };
/** Where a sample is evaluated. */
export const PLAYGROUND_WHERE = ['browser', 'server'] as const;
export type PlaygroundWhere = (typeof PLAYGROUND_WHERE)[number];
/** The engines the playground offers: the compiled rules and json-rules-engine (the reference). */
export const PLAYGROUND_ENGINES: readonly RulesEngineKind[] = ['compiled', 'reference'];

const parse = (text: string): Record<string, unknown> | string => {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : 'JSON object';
  } catch (err) {
    return (err as Error).message;
  }
};

/**
 * The playground's state: the mode, entity, engine and place of evaluation, the sample and context
 * as JSON text, the result with its "Miért?" view, and the golden cases' run.
 */
export function useRulesPlayground(t: ReturnType<typeof useT>) {
  const [mode, setMode] = useState<ConfigMode>('logistics');
  const [entity, setEntity] = useState<RuleEntity>('order');
  const [engine, setEngine] = useState<RulesEngineKind>('compiled');
  const [where, setWhere] = useState<PlaygroundWhere>('browser');
  const [valuesText, setValuesText] = useState(JSON.stringify(PLAYGROUND_SAMPLES.order, null, 2));
  const [ctxText, setCtxText] = useState(JSON.stringify(PLAYGROUND_CTX, null, 2));
  const [result, setResult] = useState<EntityResult | null>(null);
  const { busy, error, setError, busyWith } = useBusyTask();
  const [why, setWhy] = useState<RuleTrace | null>(null);
  // Focus goes back to the "Miért?" button that opened the view when it closes.
  const opener = useRef<HTMLElement | null>(null);
  const openWhy = (trace: RuleTrace) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setWhy(trace);
  };
  const closeWhy = () => {
    setWhy(null);
    opener.current?.focus();
  };
  const [cases, setCases] = useState<CaseRun | null>(null);

  const run = async () => {
    const values = parse(valuesText);
    const ctx = parse(ctxText);
    if (typeof values === 'string' || typeof ctx === 'string') {
      setError(t('rules.badJson', { reason: typeof values === 'string' ? values : String(ctx) }));
      return;
    }
    await busyWith(async () => {
      const request = { entity, rows: [values], ctx, trace: true };
      // The server evaluates on its worker pool: the same rules, to compare with the browser's worker.
      const [r] =
        where === 'server'
          ? (await callApi(RULES_API.evaluate, { body: { ...request, mode, engine } })).results
          : await rulesClient.evaluate(request, { mode, engine });
      setResult(r ?? null);
      setWhy(null);
    });
  };

  const runCases = () =>
    busyWith(async () => {
      const list = await callApi(RULES_API.cases, { params: { mode } });
      const failures: CaseRun['failures'] = [];
      for (const c of list) {
        const [r] = await rulesClient.evaluate(
          { entity: c.entity, rows: [c.values], ctx: c.ctx },
          { mode, engine },
        );
        const problems = r ? checkGoldenCase(c, r) : ['no result'];
        if (problems.length > 0) failures.push({ name: c.name, problems });
      }
      setCases({ total: list.length, failures });
    });

  // A stored record from the server: its facts into the values, its own context over the current one.
  const loadRecord = (record: RuleRecordResponse) => {
    const ctx = parse(ctxText);
    setEntity(record.entity);
    setValuesText(JSON.stringify(record.values, null, 2));
    setCtxText(JSON.stringify({ ...(typeof ctx === 'string' ? {} : ctx), ...record.ctx }, null, 2));
    setResult(null);
    setWhy(null);
  };

  const pickEntity = (next: RuleEntity) => {
    setEntity(next);
    setValuesText(JSON.stringify(PLAYGROUND_SAMPLES[next], null, 2));
    setResult(null);
    setWhy(null);
  };

  return {
    mode,
    setMode,
    entity,
    pickEntity,
    engine,
    setEngine,
    where,
    setWhere,
    valuesText,
    setValuesText,
    ctxText,
    setCtxText,
    result,
    error,
    why,
    openWhy,
    closeWhy,
    cases,
    busy,
    run,
    runCases,
    loadRecord,
  };
}

/** What `useRulesPlayground` gives. */
export type RulesPlaygroundState = ReturnType<typeof useRulesPlayground>;
