import { useEffect, useRef } from 'react';
import type { DateCalcTrace } from '../../core/rules/ruleDateCalc.ts';
import type { ConditionTrace, RuleTrace } from '../../core/rules/ruleResults.ts';
import { useT } from '../i18n/useT.ts';
import './rules.css';

const show = (v: unknown) => (v === undefined ? '—' : JSON.stringify(v));

function ConditionView({ c }: { c: ConditionTrace }) {
  const mark = <span className={c.result ? 'why-yes' : 'why-no'}>{c.result ? '✓' : '✗'}</span>;
  if ('all' in c || 'any' in c) {
    const kind = 'all' in c ? 'all' : 'any';
    const list = 'all' in c ? c.all : c.any;
    return (
      <li>
        {mark} <code>{kind}</code>
        <ul>
          {list.map((x, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no identity but their position
            <ConditionView key={i} c={x} />
          ))}
        </ul>
      </li>
    );
  }
  if ('not' in c) {
    return (
      <li>
        {mark} <code>not</code>
        <ul>
          <ConditionView c={c.not} />
        </ul>
      </li>
    );
  }
  return (
    <li>
      {mark} <code>{c.fact}</code>
      {c.path && <code>{c.path.slice(1)}</code>}
      {c.params && <code>{show(c.params)}</code>} = <code data-testid="why-fact">{show(c.factResult)}</code>{' '}
      <code>{c.operator}</code> <code>{show(c.value)}</code>
    </li>
  );
}

/** A computed date: what it started from, the inputs it read and each step with the date before and after. */
function ComputedView({ c }: { c: DateCalcTrace }) {
  const t = useT();
  return (
    <div className="why-computed" data-testid="why-computed">
      <p>
        {t('rules.computedFrom', { from: c.from })}{' '}
        {Object.entries(c.inputs).map(([k, v]) => (
          <code key={k}>
            {k} = {show(v)}
          </code>
        ))}
      </p>
      <ol>
        {c.steps.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps have no identity but their position
          <li key={i}>
            <code>{s.op}</code> <code>{show(s.args)}</code>: {s.before} → {s.after || '—'}
          </li>
        ))}
      </ol>
      <p>
        {t('rules.computedValue')} <code data-testid="why-computed-value">{show(c.value)}</code>
      </p>
    </div>
  );
}

/**
 * "Miért?": why a rule fired — the rule, its file and mode, and every condition with the fact
 * value it saw. Focusable; Escape calls onClose.
 */
export function WhyView({
  trace,
  onClose,
}: {
  trace: RuleTrace | readonly RuleTrace[];
  onClose?: () => void;
}) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const list = Array.isArray(trace) ? (trace as readonly RuleTrace[]) : [trace as RuleTrace];
  return (
    <section
      ref={ref}
      className="why-view"
      tabIndex={-1}
      aria-label={t('rules.why')}
      data-testid="why-view"
      onKeyDown={(e) => {
        if (e.key === 'Escape' && onClose) {
          e.stopPropagation();
          onClose();
        }
      }}
    >
      {list.map((r) => (
        <article key={r.rule} className={r.fired ? 'why-rule fired' : 'why-rule'}>
          <header>
            <strong>{r.rule}</strong>{' '}
            <span className={r.fired ? 'why-yes' : 'why-no'}>
              {r.fired ? t('rules.fired') : t('rules.notFired')}
            </span>
          </header>
          <p className="why-source">
            {t('rules.source', {
              file: `rules/${r.file}`,
              mode: r.source,
              family: r.family,
              priority: r.priority,
            })}
          </p>
          {r.version && (
            <p className="why-source" data-testid="why-version">
              {t('rules.version', {
                from: r.version.validFrom ?? '…',
                to: r.version.validTo ?? '…',
                date: r.version.relevantDate,
                by: r.version.selectedBy ?? 'ctx.today',
              })}
            </p>
          )}
          <ul className="why-conditions">
            <ConditionView c={r.conditions} />
          </ul>
          {r.computed && <ComputedView c={r.computed} />}
        </article>
      ))}
    </section>
  );
}
