import { proxy, ref } from 'valtio';
import { DEMO_DAYS_DEFAULT, type TestOrderScenario } from '../../../core/demo/demo.schemas.ts';
import {
  type DemoOutcome,
  type DemoPort,
  type DemoProgress,
  runDemoGeneration,
  submitScenario,
} from '../../../core/demo/runDemoGeneration.ts';
import { toInternalDate } from '../../i18n/format.ts';

/** Where the dialog puts the focus when it opens. */
export type DemoFocus = 'generate' | 'scenarios';

/** The demo dialog and the run it shows (a run goes on while the dialog is closed). */
export const demoState = proxy({
  /** The user holds accessTestOrders (set by DemoHost from the session). */
  allowed: false,
  open: false,
  focus: 'generate' as DemoFocus,
  days: DEMO_DAYS_DEFAULT as number | null,
  running: false,
  progress: null as DemoProgress | null,
  outcome: null as DemoOutcome | null,
  /** The run stopped on an error (details in the console). */
  failed: false,
  /** The scenario being submitted. */
  submitting: null as string | null,
});

export function openDemoDialog(focus: DemoFocus): void {
  demoState.focus = focus;
  demoState.open = true;
}
export function closeDemoDialog(): void {
  demoState.open = false;
}

/** Starts "Rendelések generálása" for the days entered; one run at a time. */
export async function startDemoGeneration(port: DemoPort, categories: readonly string[]): Promise<void> {
  const days = demoState.days;
  if (demoState.running || days === null) return;
  Object.assign(demoState, { running: true, progress: null, outcome: null, failed: false });
  try {
    const outcome = await runDemoGeneration(port, {
      today: toInternalDate(new Date()),
      days,
      categories,
      onProgress: (p) => {
        demoState.progress = { ...p };
      },
    });
    demoState.outcome = ref(outcome);
  } catch (error) {
    demoState.failed = true;
    port.logError('demo: generation stopped', error);
  } finally {
    demoState.running = false;
  }
}

/** Submits one scenario; answers the created ids (empty when nothing was created). */
export async function startScenario(
  port: DemoPort,
  scenario: TestOrderScenario,
  categories: readonly string[],
): Promise<{ createdIds: string[]; failedCount: number; problem: string | null } | null> {
  if (demoState.submitting !== null) return null;
  demoState.submitting = scenario.id;
  try {
    return await submitScenario(port, scenario, { today: toInternalDate(new Date()), categories });
  } catch (error) {
    port.logError(`demo: scenario ${scenario.id} stopped`, error);
    return null;
  } finally {
    demoState.submitting = null;
  }
}
