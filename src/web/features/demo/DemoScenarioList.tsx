import { useSnapshot } from 'valtio';
import type { TestOrderScenario } from '../../../core/demo/demo.schemas.ts';
import { useT } from '../../i18n/useT.ts';
import { demoState } from './demoState.ts';

/** "Teszt forgatókönyvek": the five scenarios, each with its "Beküldés" button. */
export function DemoScenarioList({
  scenarios,
  onSubmit,
}: {
  scenarios: readonly TestOrderScenario[];
  onSubmit(scenario: TestOrderScenario): void;
}) {
  const t = useT();
  const { submitting } = useSnapshot(demoState);
  return (
    <section className="demo-section" aria-labelledby="demo-scenarios-title">
      <h3 id="demo-scenarios-title" className="demo-section-title">
        {t('demo.scenariosTitle')}
      </h3>
      <ul className="demo-scenarios">
        {scenarios.map((s) => (
          <li key={s.id} className="demo-scenario" data-testid="demo-scenario" data-id={s.id}>
            <div className="demo-scenario-text">
              <strong>{s.name}</strong>
              <span className="demo-hint">{s.description}</span>
            </div>
            <button
              type="button"
              className="btn"
              aria-label={t('demo.submitLabel', { name: s.name })}
              // aria-disabled, not disabled: the focus stays on the button and returns to it after the popup.
              aria-disabled={submitting !== null}
              onClick={() => onSubmit(s)}
            >
              {submitting === s.id ? t('demo.submitting') : t('demo.submit')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
