import { useEffect } from 'react';
import { type Snapshot, useSnapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import type { ProcessingCheck } from '../api/processing.api.ts';
import { CommandButton } from '../commands/CommandBar.tsx';
import { runCommand } from '../commands/registry.ts';
import { commandContext } from '../commands/terminalState.ts';
import { CapacityShortageWarning } from '../features/capacityEstimates/CapacityShortageWarning.tsx';
import type { TranslateFn } from '../i18n/useT.ts';
import { useT } from '../i18n/useT.ts';
import { appState } from '../state/appState.ts';
import { canCancel, processingLine } from '../state/processingResult.ts';
import { hideResultCard, processingState } from '../state/processingState.ts';
import { WarningIcon } from '../ui/icons.tsx';
import { ResultCard } from './ResultCard.tsx';
import { smsWarning } from './smsWarning.ts';
import { useAccess } from './useAccess.ts';
import { useProcessingPoll } from './useProcessingPoll.ts';

function processingText(s: Snapshot<ProcessingCheck>, t: TranslateFn): string {
  const line = processingLine(s);
  if (line.key === 'bottomBar.queued') return t(line.key, { count: line.count });
  if (line.key === 'bottomBar.processing' && line.percent !== null) return `${t(line.key)} ${line.percent}%`;
  return t(line.key);
}

function Warning({ text, title, testId }: { text: string; title?: string; testId: string }) {
  return (
    <span className="status-warning" title={title ?? text} data-testid={testId}>
      <WarningIcon />
      <span className="status-warning-text">{text}</span>
    </span>
  );
}

/** The planning indicator with the cancel button and the auto-processing switch (both commands). */
function ProcessingIndicator({ status }: { status: Snapshot<ProcessingCheck> }) {
  const t = useT();
  const busy = status.isProcessing || status.isCancelling;
  return (
    <>
      <span
        className={busy ? 'status-processing busy' : 'status-processing'}
        role="status"
        data-testid="processing-indicator"
      >
        {busy && <span className="spinner" aria-hidden="true" />}
        {processingText(status, t)}
      </span>
      {canCancel(status) && (
        <CommandButton
          id="processing.cancel"
          label={t('commands.processingCancel')}
          testId="processing-cancel"
        />
      )}
      <label className="auto-processing" data-testid="auto-processing">
        <input
          type="checkbox"
          checked={status.isAutoProcessing}
          onChange={() => runCommand('processing.toggleAuto', commandContext())}
        />
        {t('bottomBar.autoProcessing')}
      </label>
    </>
  );
}

/** Status line: result card, planning progress, new-order, SMS and capacity warnings, and the build version. */
export function BottomBar() {
  const t = useT();
  const { buildVersion } = useSnapshot(appState);
  const { status } = useSnapshot(processingState);
  const { loggedIn, abilities } = useAccess();
  const [path] = useLocation();
  const search = useSearch();
  const polling = loggedIn && abilities.has('seeOrdersProcessing');
  useProcessingPoll(polling);
  // Every navigation hides the manual-combine result card (shell.md §2).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input.
  useEffect(() => hideResultCard(), [path, search]);
  const sms = abilities.has('seeSmsError') ? smsWarning(status?.lastSmsResultCode) : null;
  const showNew = abilities.has('seeNewOrders') && status !== null;

  return (
    <footer className="bottom-bar">
      {loggedIn && abilities.has('seeManualCombineResults') && <ResultCard />}
      {polling && status && <ProcessingIndicator status={status} />}
      {showNew && status.newOrdersCount > 0 && (
        // Opens the orders list filtered to the new ones (also the command orders.showNew).
        <Link href="/orders?status=new" style={{ color: 'inherit', textDecoration: 'none' }}>
          <Warning testId="new-orders" text={t('bottomBar.newOrders', { count: status.newOrdersCount })} />
        </Link>
      )}
      {showNew && status.newPartialOrdersCount > 0 && (
        <Warning
          testId="new-partial-orders"
          text={t('bottomBar.newPartialOrders', { count: status.newPartialOrdersCount })}
        />
      )}
      {sms && (
        <Warning
          testId="sms-warning"
          text={`${t(sms.title)} ${t(sms.text)}${sms.code === null ? '' : ` ${t('bottomBar.smsErrorCode', { code: sms.code })}`}`}
        />
      )}
      <CapacityShortageWarning />
      <span className="bottom-bar-spacer" />
      <span className="app-version" data-testid="app-version">
        {t('bottomBar.version')}: {buildVersion || '–'}
      </span>
    </footer>
  );
}
