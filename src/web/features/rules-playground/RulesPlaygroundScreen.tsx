import { type ReactNode, useRef, useState } from 'react';
import { CONFIG_MODES } from '../../../core/config/config.answers.ts';
import type { ConfigMode } from '../../../core/config/modules.ts';
import { checkGoldenCase, summarizeResult } from '../../../core/rules/checkGoldenCase.ts';
import { RULE_ENTITIES, type RuleEntity } from '../../../core/rules/ruleFile.schemas.ts';
import type { EntityResult, RuleTrace } from '../../../core/rules/ruleResults.ts';
import { RULES_API, type RuleRecordResponse } from '../../../core/rules/rules.api.ts';
import type { RulesEngineKind } from '../../../core/rules/rulesProtocol.ts';
import { callApi } from '../../api/callApi.ts';
import { useT } from '../../i18n/useT.ts';
import { RulesStatusPanel } from '../../rules/RulesStatusPanel.tsx';
import { rulesClient } from '../../rules/rulesClient.ts';
import { WhyView } from '../../rules/WhyView.tsx';
import { screenTitleKey } from '../../shell/screenTitle.ts';
import { PlaygroundWhatIf } from './PlaygroundWhatIf.tsx';
import { PLAYGROUND_CTX, PLAYGROUND_SAMPLES } from './playgroundSamples.ts';
import './rulesPlayground.css';

type CaseRun = { total: number; failures: { name: string; problems: string[] }[] };

const parse = (text: string): Record<string, unknown> | string => {
  try {
    const v = JSON.parse(text) as unknown;
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : 'JSON object';
  } catch (err) {
    return (err as Error).message;
  }
};

/**
 * /rules-playground (superadmin): pick a mode and an entity, paste or edit a sample, see every
 * rule's result with its trace, and run the mode's golden cases — all in the browser's worker.
 */
export function RulesPlaygroundScreen() {
  const t = useT();
  const [mode, setMode] = useState<ConfigMode>('logistics');
  const [entity, setEntity] = useState<RuleEntity>('order');
  const [engine, setEngine] = useState<RulesEngineKind>('compiled');
  const [where, setWhere] = useState<'browser' | 'server'>('browser');
  const [valuesText, setValuesText] = useState(JSON.stringify(PLAYGROUND_SAMPLES.order, null, 2));
  const [ctxText, setCtxText] = useState(JSON.stringify(PLAYGROUND_CTX, null, 2));
  const [result, setResult] = useState<EntityResult | null>(null);
  const [error, setError] = useState<string | null>(null);
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
  const [busy, setBusy] = useState(false);

  const run = async () => {
    const values = parse(valuesText);
    const ctx = parse(ctxText);
    if (typeof values === 'string' || typeof ctx === 'string') {
      setError(t('rules.badJson', { reason: typeof values === 'string' ? values : String(ctx) }));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const request = { entity, rows: [values], ctx, trace: true };
      // The server evaluates on its worker pool: the same rules, to compare with the browser's worker.
      const [r] =
        where === 'server'
          ? (
              await callApi(RULES_API.evaluate, {
                body: { ...request, mode, engine },
              })
            ).results
          : await rulesClient.evaluate(request, { mode, engine });
      setResult(r ?? null);
      setWhy(null);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

  const runCases = async () => {
    setBusy(true);
    setError(null);
    try {
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
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  };

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

  return (
    <section
      className="screen rules-playground"
      aria-labelledby="screen-title"
      data-testid="screen"
      data-path="/rules-playground"
    >
      <header className="screen-header">
        <h1 id="screen-title">{t(screenTitleKey('/rules-playground'))}</h1>
      </header>
      <form
        className="rp-controls"
        onSubmit={(e) => {
          e.preventDefault();
          void run();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
            e.preventDefault();
            void run();
          }
        }}
      >
        <label>
          {t('rules.mode')}
          <select value={mode} onChange={(e) => setMode(e.target.value as ConfigMode)} data-testid="rp-mode">
            {CONFIG_MODES.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </label>
        <label>
          {t('rules.entity')}
          <select
            value={entity}
            onChange={(e) => pickEntity(e.target.value as RuleEntity)}
            data-testid="rp-entity"
          >
            {RULE_ENTITIES.map((m) => (
              <option key={m}>{m}</option>
            ))}
          </select>
        </label>
        <label>
          {t('rules.engine')}
          <select
            value={engine}
            onChange={(e) => setEngine(e.target.value as RulesEngineKind)}
            data-testid="rp-engine"
          >
            <option value="compiled">compiled</option>
            <option value="reference">json-rules-engine</option>
          </select>
        </label>
        <label>
          {t('rules.where')}
          <select
            value={where}
            onChange={(e) => setWhere(e.target.value as 'browser' | 'server')}
            data-testid="rp-where"
          >
            <option value="browser">{t('rules.whereBrowser')}</option>
            <option value="server">{t('rules.whereServer')}</option>
          </select>
        </label>
        <label className="rp-json">
          {t('rules.values')}
          <textarea
            value={valuesText}
            onChange={(e) => setValuesText(e.target.value)}
            rows={12}
            spellCheck={false}
            data-testid="rp-values"
          />
        </label>
        <label className="rp-json">
          {t('rules.context')}
          <textarea
            value={ctxText}
            onChange={(e) => setCtxText(e.target.value)}
            rows={12}
            spellCheck={false}
            data-testid="rp-ctx"
          />
        </label>
        <div className="rp-buttons">
          <button type="submit" disabled={busy} data-testid="rp-run">
            {t('rules.run')}
          </button>
          <button type="button" disabled={busy} onClick={() => void runCases()} data-testid="rp-cases">
            {t('rules.runCases')}
          </button>
        </div>
      </form>
      {error && (
        <p role="alert" className="rp-error">
          {error}
        </p>
      )}
      {cases && (
        <div className="rp-cases" data-testid="rp-cases-result">
          <p>
            {t('rules.casesSummary', { passed: cases.total - cases.failures.length, total: cases.total })}
          </p>
          <ul>
            {cases.failures.map((f) => (
              <li key={f.name}>
                <strong>{f.name}</strong>: {f.problems.join('; ')}
              </li>
            ))}
          </ul>
        </div>
      )}
      {result && (
        <PlaygroundResult result={result} onWhy={openWhy}>
          {why && <WhyView trace={why} onClose={closeWhy} />}
        </PlaygroundResult>
      )}
      <PlaygroundWhatIf mode={mode} onLoad={loadRecord} />
      <RulesStatusPanel />
    </section>
  );
}

function PlaygroundResult({
  result,
  onWhy,
  children,
}: {
  result: EntityResult;
  onWhy: (t: RuleTrace) => void;
  /** The open "Miért?" view, shown right under the messages. */
  children?: ReactNode;
}) {
  const t = useT();
  const traces = result.trace ?? [];
  const messages = [
    ...Object.entries(result.fields).map(([field, m]) => ({ key: `f:${field}`, label: field, ...m })),
    ...result.warnings.map((w, i) => ({
      key: `w:${i}`,
      label: t('rules.warning'),
      message: w.message,
      rule: w.rule,
    })),
    ...Object.entries(result.denied).map(([field, m]) => ({
      key: `d:${field}`,
      label: `${field} (${t('rules.denied')})`,
      ...m,
    })),
  ];
  return (
    <div className="rp-result">
      <table className="rp-messages" data-testid="rp-messages">
        <tbody>
          {messages.map((m) => {
            const trace = traces.find((x) => x.rule === m.rule);
            return (
              <tr key={m.key}>
                <th>{m.label}</th>
                <td>{m.message}</td>
                <td>
                  {trace && (
                    <button
                      type="button"
                      onClick={() => onWhy(trace)}
                      aria-label={`${t('rules.why')} ${m.label}`}
                    >
                      {t('rules.why')}
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {children}
      <details>
        <summary>{t('rules.allRules', { count: traces.length })}</summary>
        <ul className="rp-rules">
          {traces.map((r) => (
            <li key={r.rule}>
              <button type="button" onClick={() => onWhy(r)} className={r.fired ? 'fired' : ''}>
                {r.fired ? '●' : '○'} {r.rule} <small>rules/{r.file}</small>
              </button>
            </li>
          ))}
        </ul>
      </details>
      <pre className="rp-json-out" data-testid="rp-result-json">
        {JSON.stringify(summarizeResult(result), null, 2)}
      </pre>
    </div>
  );
}
