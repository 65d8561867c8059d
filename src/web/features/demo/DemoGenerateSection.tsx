import { useSnapshot } from 'valtio';
import { demoDaysSchema } from '../../../core/demo/demo.schemas.ts';
import type { DemoOutcome, DemoProgress } from '../../../core/demo/runDemoGeneration.ts';
import type { MessageKey } from '../../i18n/i18n.ts';
import { type TranslateFn, useT } from '../../i18n/useT.ts';
import { DemoDaysInput } from '../../ui/inputs/DemoDaysInput.tsx';
import { demoState } from './demoState.ts';

const PHASE_KEYS: Record<Exclude<DemoProgress['phase'], 'creating' | 'done'>, MessageKey> = {
  preparing: 'demo.preparing',
  waiting: 'demo.waiting',
  freights: 'demo.freights',
  planning: 'demo.planning',
};
const FREIGHT_KEYS: Record<Exclude<DemoOutcome['freights'], 'skipped' | 'created'>, MessageKey> = {
  timedOut: 'demo.freightsTimedOut',
  failed: 'demo.freightsFailed',
};
const PROBLEM_KEYS: Record<NonNullable<DemoOutcome['problem']>, MessageKey> = {
  noFactories: 'demo.noFactories',
  noProducts: 'demo.noProducts',
  noSettlements: 'demo.noSettlements',
};

function progressText(t: TranslateFn, p: DemoProgress): string {
  if (p.phase === 'creating' || p.phase === 'done')
    return t('demo.creating', { created: p.created, total: p.total });
  return t(PHASE_KEYS[p.phase]);
}

function Outcome({ outcome }: { outcome: DemoOutcome }) {
  const t = useT();
  if (outcome.problem) return <p className="demo-error">{t(PROBLEM_KEYS[outcome.problem])}</p>;
  return (
    <div className="demo-outcome" data-testid="demo-outcome">
      <p className="demo-count">{t('demo.created', { count: outcome.createdIds.length })}</p>
      {outcome.createdIds.length > 0 && (
        <ul className="demo-ids" aria-label={t('demo.created', { count: outcome.createdIds.length })}>
          {outcome.createdIds.map((id) => (
            <li key={id}>{id}</li>
          ))}
        </ul>
      )}
      {outcome.failedCount > 0 && (
        <p className="demo-error">{t('demo.failedOrders', { count: outcome.failedCount })}</p>
      )}
      {outcome.processingTimedOut && <p className="demo-note">{t('demo.processingTimedOut')}</p>}
      {outcome.freights === 'created' && (
        <p className="demo-count" data-testid="demo-freights">
          {t('demo.freightsCreated', { count: outcome.freightIds.length })}
        </p>
      )}
      {outcome.freights !== 'skipped' && outcome.freights !== 'created' && (
        <p className="demo-note">{t(FREIGHT_KEYS[outcome.freights])}</p>
      )}
    </div>
  );
}

/** "Rendelések generálása": days (1–180, default 30), the run's progress, then its outcome. */
export function DemoGenerateSection({ onGenerate }: { onGenerate(): void }) {
  const t = useT();
  const s = useSnapshot(demoState);
  const valid = demoDaysSchema.safeParse(s.days).success;
  return (
    <section className="demo-section" aria-labelledby="demo-generate-title">
      <h3 id="demo-generate-title" className="demo-section-title">
        {t('demo.generateTitle')}
      </h3>
      <p className="demo-hint">{t('demo.generateHint')}</p>
      <form
        className="demo-generate-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (valid && !s.running) onGenerate();
        }}
      >
        <DemoDaysInput
          label={t('demo.days')}
          value={s.days}
          onChange={(v) => {
            demoState.days = v;
          }}
        />
        <button type="submit" className="btn btn-primary" disabled={!valid || s.running}>
          {t('demo.generate')}
        </button>
      </form>
      <div role="status" aria-live="polite" className="demo-status">
        {s.running && s.progress && progressText(t, s.progress)}
        {!s.running && s.failed && <span className="demo-error">{t('demo.stopped')}</span>}
      </div>
      {!s.running && s.outcome && <Outcome outcome={s.outcome as DemoOutcome} />}
    </section>
  );
}
