import { useEffect } from 'react';
import { translate } from '../i18n/i18n.ts';
import { showNotice } from '../state/noticeState.ts';
import { fetchRulesStatus } from './RulesStatusPanel.tsx';

/** How often a superadmin's shell asks whether a rule change was kept out. */
const STATUS_POLL_MS = 30_000;

/**
 * A superadmin hears when the server kept a rule change out (issue 36): the rules status is read
 * at start and every 30 s, and a refused change not yet told (no valid reload since)
 * raises the notice once, with the count of problems (details on the status panels).
 */
export function useRulesRefusedNotice(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let told = '';
    let live = true;
    const check = () =>
      void fetchRulesStatus()
        .then((s) => {
          const refused = s.lastRefused;
          if (!live || !refused || refused.superseded || refused.at === told) return;
          told = refused.at;
          showNotice(translate('rulesStatus.refusedNotice', { count: refused.problems.length }), 'refused');
        })
        .catch(() => undefined);
    check();
    const timer = setInterval(check, STATUS_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [enabled]);
}
