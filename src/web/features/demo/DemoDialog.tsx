import { useCallback, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { TestOrderScenario } from '../../../core/demo/demo.schemas.ts';
import { pushDialog } from '../../commands/terminalState.ts';
import { useT } from '../../i18n/useT.ts';
import { CloseActions } from '../../ui/DetailsModal.tsx';
import { Modal } from '../../ui/Modal.tsx';
import { DemoGenerateSection } from './DemoGenerateSection.tsx';
import { DemoScenarioList } from './DemoScenarioList.tsx';
import { webDemoPort } from './demoPort.ts';
import { closeDemoDialog, demoState, startDemoGeneration, startScenario } from './demoState.ts';
import { type ScenarioResult, ScenarioResultPopup } from './ScenarioResultPopup.tsx';

export interface DemoDialogProps {
  /** The configured product categories (view config); the generator uses the first three. */
  categories: readonly string[];
  /** The scenarios; empty outside the logistics config mode (shell.md §2). */
  scenarios: readonly TestOrderScenario[];
}

/**
 * The demo dialog of shell.md §2: "Rendelések generálása" with the days input, and in the
 * logistics config mode "Teszt forgatókönyvek" with a "Beküldés" button per scenario.
 */
export function DemoDialog({ categories, scenarios }: DemoDialogProps) {
  const t = useT();
  const { open, focus } = useSnapshot(demoState);
  const boxRef = useRef<HTMLDivElement>(null);
  const [result, setResult] = useState<ScenarioResult | null>(null);
  const closeResult = useCallback(() => setResult(null), []);
  // The popup is removed, not close()d, so the browser does not restore focus: the Beküldés button gets it back.
  const returnFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (result === null && returnFocus.current?.isConnected) returnFocus.current.focus();
  }, [result]);

  useEffect(() => (open ? pushDialog({ save: () => {}, cancel: closeDemoDialog }) : undefined), [open]);
  // After Modal's own focus on open: the days field, or the first Beküldés button.
  useEffect(() => {
    if (!open) return;
    const box = boxRef.current;
    const target =
      focus === 'scenarios'
        ? box?.querySelector<HTMLElement>('.demo-scenarios button')
        : box?.querySelector<HTMLInputElement>('.demo-generate-form input');
    target?.focus();
    if (target instanceof HTMLInputElement) target.select();
  }, [open, focus]);

  const submit = async (scenario: TestOrderScenario) => {
    returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const out = await startScenario(webDemoPort, scenario, categories);
    const createdIds = out?.createdIds ?? [];
    setResult({ name: scenario.name, createdIds, failed: createdIds.length === 0 });
  };

  return (
    <Modal
      open={open}
      label={t('demo.title')}
      className="demo-dialog"
      testId="demo-dialog"
      onOutsideClick={closeDemoDialog}
    >
      <div ref={boxRef}>
        <h2 className="modal-title">{t('demo.title')}</h2>
        <DemoGenerateSection onGenerate={() => void startDemoGeneration(webDemoPort, categories)} />
        {scenarios.length > 0 && <DemoScenarioList scenarios={scenarios} onSubmit={(s) => void submit(s)} />}
        <CloseActions onClose={closeDemoDialog} primary={false} />
      </div>
      <ScenarioResultPopup result={result} onClose={closeResult} />
    </Modal>
  );
}
