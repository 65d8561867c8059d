import type { ReactNode } from 'react';
import { CONFIG_MODES } from '../../../core/config/config.answers.ts';
import { summarizeResult } from '../../../core/rules/checkGoldenCase.ts';
import { RULE_ENTITIES } from '../../../core/rules/ruleFile.schemas.ts';
import type { EntityResult, RuleTrace } from '../../../core/rules/ruleResults.ts';
import { useT } from '../../i18n/useT.ts';
import { RulesStatusPanel } from '../../rules/RulesStatusPanel.tsx';
import { WhyView } from '../../rules/WhyView.tsx';
import { ScreenFrame } from '../../shell/ScreenFrame.tsx';
import { ChoiceSelect } from '../../ui/inputs/ChoiceSelect.tsx';
import { PlaygroundWhatIf } from './PlaygroundWhatIf.tsx';
import {
  type CaseRun,
  PLAYGROUND_ENGINES,
  PLAYGROUND_WHERE,
  type RulesPlaygroundState,
  useRulesPlayground,
} from './useRulesPlayground.ts';
import './rulesPlayground.css';

/**
 * /rules-playground (superadmin): pick a mode and an entity, paste or edit a sample, see every
 * rule's result with its trace, and run the mode's golden cases — all in the browser's worker.
 */
export function RulesPlaygroundScreen() {
  const t = useT();
  const p = useRulesPlayground(t);
  return (
    <ScreenFrame path="/rules-playground" className="rules-playground">
      <PlaygroundControls p={p} />
      {p.error && (
        <p role="alert" className="rp-error">
          {p.error}
        </p>
      )}
      {p.cases && <PlaygroundCases cases={p.cases} />}
      {p.result && (
        <PlaygroundResult result={p.result} onWhy={p.openWhy}>
          {p.why && <WhyView trace={p.why} onClose={p.closeWhy} />}
        </PlaygroundResult>
      )}
      <PlaygroundWhatIf mode={p.mode} onLoad={p.loadRecord} />
      <RulesStatusPanel />
    </ScreenFrame>
  );
}

/** The controls: mode, entity, engine and place, the sample and context JSON, run (Ctrl+Enter) and the golden cases. */
function PlaygroundControls({ p }: { p: RulesPlaygroundState }) {
  const t = useT();
  return (
    <form
      className="rp-controls"
      onSubmit={(e) => {
        e.preventDefault();
        void p.run();
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
          e.preventDefault();
          void p.run();
        }
      }}
    >
      <ChoiceSelect
        label={t('rules.mode')}
        value={p.mode}
        choices={CONFIG_MODES}
        onChange={p.setMode}
        testId="rp-mode"
      />
      <ChoiceSelect
        label={t('rules.entity')}
        value={p.entity}
        choices={RULE_ENTITIES}
        onChange={p.pickEntity}
        testId="rp-entity"
      />
      <ChoiceSelect
        label={t('rules.engine')}
        value={p.engine}
        choices={PLAYGROUND_ENGINES}
        text={(e) => (e === 'reference' ? 'json-rules-engine' : e)}
        onChange={p.setEngine}
        testId="rp-engine"
      />
      <ChoiceSelect
        label={t('rules.where')}
        value={p.where}
        choices={PLAYGROUND_WHERE}
        text={(w) => t(w === 'browser' ? 'rules.whereBrowser' : 'rules.whereServer')}
        onChange={p.setWhere}
        testId="rp-where"
      />
      <label className="rp-json">
        {t('rules.values')}
        <textarea
          value={p.valuesText}
          onChange={(e) => p.setValuesText(e.target.value)}
          rows={12}
          spellCheck={false}
          data-testid="rp-values"
        />
      </label>
      <label className="rp-json">
        {t('rules.context')}
        <textarea
          value={p.ctxText}
          onChange={(e) => p.setCtxText(e.target.value)}
          rows={12}
          spellCheck={false}
          data-testid="rp-ctx"
        />
      </label>
      <div className="rp-buttons">
        <button type="submit" disabled={p.busy} data-testid="rp-run">
          {t('rules.run')}
        </button>
        <button type="button" disabled={p.busy} onClick={() => void p.runCases()} data-testid="rp-cases">
          {t('rules.runCases')}
        </button>
      </div>
    </form>
  );
}

/** The golden cases' run: passed of total, and each failure with its problems. */
function PlaygroundCases({ cases }: { cases: CaseRun }) {
  const t = useT();
  return (
    <div className="rp-cases" data-testid="rp-cases-result">
      <p>{t('rules.casesSummary', { passed: cases.total - cases.failures.length, total: cases.total })}</p>
      <ul>
        {cases.failures.map((f) => (
          <li key={f.name}>
            <strong>{f.name}</strong>: {f.problems.join('; ')}
          </li>
        ))}
      </ul>
    </div>
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
