import { useEffect } from 'react';
import './capacityShortage.css';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { shortDays } from '../../../core/capacityEstimates/capacityShortage.ts';
import { pushDialog } from '../../commands/terminalState.ts';
import { formatDate } from '../../i18n/format.ts';
import { useT } from '../../i18n/useT.ts';
import { useAccess } from '../../shell/useAccess.ts';
import { WarningIcon } from '../../ui/icons.tsx';
import { LoadingLine } from '../../ui/LoadingLine.tsx';
import { Modal } from '../../ui/Modal.tsx';
import {
  capacityShortageState,
  closeShortages,
  openShortages,
  refreshShortages,
  setShortagesEnabled,
} from './state.ts';

/** How often the bar reads the shortages again (besides every navigation). */
export const SHORTAGE_POLL_MS = 60_000;

/** The list of short days and truck types (Esc closes; the focus goes back where it was). */
function ShortageDialog() {
  const t = useT();
  const { answer } = useSnapshot(capacityShortageState);
  useEffect(() => pushDialog({ save: closeShortages, cancel: closeShortages }), []);
  const title = t('capacityEstimates.shortagesTitle');
  return (
    <Modal open label={title} className="capacity-shortages" testId="capacity-shortages">
      <h2 className="modal-title" tabIndex={-1} data-autofocus>
        {title}
      </h2>
      {!answer && <LoadingLine />}
      {answer && (
        <p className="capacity-shortages-range">
          {t('capacityEstimates.shortagesRange', {
            from: formatDate(answer.from),
            to: formatDate(answer.to),
          })}
        </p>
      )}
      {answer && answer.shortages.length === 0 && (
        <p data-testid="capacity-shortages-none">{t('capacityEstimates.shortagesNone')}</p>
      )}
      {answer && answer.shortages.length > 0 && (
        <table className="capacity-shortages-table">
          <thead>
            <tr>
              <th scope="col">{t('capacityEstimates.date')}</th>
              <th scope="col">{t('capacityEstimates.truckType')}</th>
              <th scope="col" className="num">
                {t('capacityEstimates.needed')}
              </th>
              <th scope="col" className="num">
                {t('capacityEstimates.estimated')}
              </th>
              <th scope="col" className="num">
                {t('capacityEstimates.missing')}
              </th>
            </tr>
          </thead>
          <tbody>
            {answer.shortages.map((s) => (
              <tr key={`${s.date}/${s.truckType}`} data-date={s.date} data-truck-type={s.truckType}>
                <td>{formatDate(s.date)}</td>
                <td>{s.truckType}</td>
                <td className="num">{s.needed}</td>
                <td className="num">{s.estimated}</td>
                <td className="num capacity-missing">{s.missing}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <div className="modal-actions">
        <button
          type="button"
          className="btn btn-primary"
          onClick={closeShortages}
          data-testid="capacity-shortages-close"
        >
          {t('dialog.close')}
        </button>
      </div>
    </Modal>
  );
}

/**
 * The bottom bar's capacity warning (planners with the capacity_estimate module): how many of the
 * coming days are short of trucks; a click or the command capacity.shortages lists them. Read at
 * sign-in, on every navigation and every minute.
 */
export function CapacityShortageWarning() {
  const t = useT();
  const { loggedIn, abilities } = useAccess();
  const enabled = loggedIn && abilities.has('accessCapacityEstimate');
  const [path] = useLocation();
  const { answer, open } = useSnapshot(capacityShortageState);
  useEffect(() => {
    setShortagesEnabled(enabled);
    if (!enabled) return;
    const timer = setInterval(() => void refreshShortages(), SHORTAGE_POLL_MS);
    return () => clearInterval(timer);
  }, [enabled]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the location is the trigger, not an input.
  useEffect(() => {
    if (enabled) void refreshShortages();
  }, [enabled, path]);
  if (!enabled) return null;
  const days = answer ? shortDays(answer.shortages) : [];
  const text = t('capacityEstimates.shortageWarning', { count: days.length });
  return (
    <>
      {days.length > 0 && (
        <button
          type="button"
          className="status-warning status-warning-button"
          title={`${text} — ${days.map(formatDate).join(', ')}`}
          data-testid="capacity-shortage"
          onClick={openShortages}
        >
          <WarningIcon />
          <span className="status-warning-text">{text}</span>
        </button>
      )}
      {open && <ShortageDialog />}
    </>
  );
}
