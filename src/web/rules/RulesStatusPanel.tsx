import { useEffect, useState } from 'react';
import { RULES_API, type RulesStatusResponse } from '../../core/rules/rules.api.ts';
import { callApi } from '../api/callApi.ts';
import { formatDateTime } from '../i18n/format.ts';
import { useT } from '../i18n/useT.ts';

/** GET /api/rules/status, quietly (null while loading or refused). */
export function fetchRulesStatus(): Promise<RulesStatusResponse> {
  return callApi(RULES_API.status, { errorMode: 'silent' });
}

/**
 * The rule set in force and the last change kept out (GET /api/rules/status, issue 36): mode, hash,
 * when it was loaded, its files, and every problem of a refused change. Shown by the rules
 * playground and the basic settings screen.
 */
export function RulesStatusPanel() {
  const t = useT();
  const [status, setStatus] = useState<RulesStatusResponse | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    fetchRulesStatus()
      .then((s) => live && setStatus(s))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, []);
  if (failed) return <p className="input-hint">{t('rulesStatus.loadFailed')}</p>;
  if (!status) return null;
  return (
    <section className="rules-status" aria-label={t('rulesStatus.title')} data-testid="rules-status">
      <h2>{t('rulesStatus.title')}</h2>
      <p>
        {t('rulesStatus.mode', { mode: status.mode })} · {t('rulesStatus.hash', { hash: status.hash ?? '–' })}{' '}
        · {t('rulesStatus.loadedAt', { at: formatDateTime(status.loadedAt) })}
      </p>
      <details>
        <summary>{t('rulesStatus.files', { count: status.files.length })}</summary>
        <ul>
          {status.files.map((f) => (
            <li key={f}>
              <code>{f}</code>
            </li>
          ))}
        </ul>
      </details>
      {status.lastRefused ? (
        <div data-testid="rules-status-refused">
          <p className="input-error">
            {t('rulesStatus.refused', { at: formatDateTime(status.lastRefused.at) })}
          </p>
          <ul>
            {status.lastRefused.problems.map((p) => (
              <li key={p}>
                <code>{p}</code>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="input-hint">{t('rulesStatus.noRefused')}</p>
      )}
    </section>
  );
}
