import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { ProcessingCheck } from '../api/processing.api.ts';
import type { TranslateFn } from '../i18n/useT.ts';
import { useT } from '../i18n/useT.ts';
import { appState } from '../state/appState.ts';
import { processingState } from '../state/processingState.ts';
import { WarningIcon } from '../ui/icons.tsx';
import { smsWarning } from './smsWarning.ts';
import { useAccess } from './useAccess.ts';
import { useProcessingPoll } from './useProcessingPoll.ts';

function processingText(
  s: Readonly<Pick<ProcessingCheck, 'jobsInFrontOfThisOne' | 'isProcessing'>>,
  t: TranslateFn,
): string {
  if (s.jobsInFrontOfThisOne > 0) return t('bottomBar.queued', { count: s.jobsInFrontOfThisOne });
  return s.isProcessing ? t('bottomBar.processing') : t('bottomBar.idle');
}

function Warning({ text, title, testId }: { text: string; title?: string; testId: string }) {
  return (
    <span className="status-warning" title={title ?? text} data-testid={testId}>
      <WarningIcon />
      <span className="status-warning-text">{text}</span>
    </span>
  );
}

/** Status line: planning progress, new-order and SMS warnings, and the build version. */
export function BottomBar() {
  const t = useT();
  const { buildVersion } = useSnapshot(appState);
  const { status } = useSnapshot(processingState);
  const { loggedIn, abilities } = useAccess();
  const polling = loggedIn && abilities.has('seeOrdersProcessing');
  useProcessingPoll(polling);
  const sms = abilities.has('seeSmsError') ? smsWarning(status?.lastSmsResultCode) : null;
  const showNew = abilities.has('seeNewOrders') && status !== null;

  return (
    <footer className="bottom-bar">
      {polling && status && (
        <span
          className={status.isProcessing ? 'status-processing busy' : 'status-processing'}
          role="status"
          data-testid="processing-indicator"
        >
          {status.isProcessing && <span className="spinner" aria-hidden="true" />}
          {processingText(status, t)}
        </span>
      )}
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
      <span className="bottom-bar-spacer" />
      <span className="app-version" data-testid="app-version">
        {t('bottomBar.version')}: {buildVersion || '–'}
      </span>
    </footer>
  );
}
