import type { ReplayChangedRecord, ReplayReport } from '../../../core/rules/ruleReplay.ts';
import { registerExportKind } from '../../export/exportRegistry.ts';
import { downloadXlsx } from '../../export/exportXlsx.ts';
import { translate } from '../../i18n/i18n.ts';
import { useT } from '../../i18n/useT.ts';

registerExportKind({ kind: 'rulesReplay', titleKey: 'rulesReplay.sheet', fileName: 'szabaly-ujrajatszas' });

const shown = (v: unknown) =>
  v === null || v === undefined ? '—' : typeof v === 'string' ? v : JSON.stringify(v);

/** What the draft means for a record, in words (newly refused, newly warned …). */
function verdictText(r: ReplayChangedRecord): string {
  const v = r.verdict;
  return [
    v.newlyRefused && translate('rulesReplay.newlyRefused'),
    v.noLongerRefused && translate('rulesReplay.noLongerRefused'),
    v.newlyWarned.length > 0 && `${translate('rulesReplay.newlyWarned')} (${v.newlyWarned.join(', ')})`,
    v.changedValues.length > 0 && translate('rulesReplay.changedValue'),
  ]
    .filter(Boolean)
    .join('; ');
}

/** One line per difference: record, verdict, kind, field or code, now → with the draft. */
function diffRows(report: ReplayReport): string[][] {
  return report.changed.flatMap((r) =>
    r.differences.map((d) => [
      r.id,
      verdictText(r),
      translate(`rules.replayKind.${d.kind}`),
      d.key,
      shown(d.before),
      shown(d.after),
    ]),
  );
}

const headers = () =>
  (['record', 'verdict', 'kind', 'key', 'before', 'after'] as const).map((k) =>
    translate(`rulesReplay.${k}`),
  );

/** The whole replay (every changed record, not only the ones shown) as an Excel sheet. */
export function exportReplay(report: ReplayReport): Promise<string> {
  return downloadXlsx('rulesReplay', {
    headers: headers(),
    rows: diffRows(report),
    fileSuffix: report.entity,
  });
}

/**
 * The replay's differences as a table (issue 36): per changed record what the draft means —
 * newly refused, no longer refused, newly warned, computed values from → to — and each difference.
 */
export function ReplayDiffTable({
  report,
  limit,
  onOpen,
}: {
  report: ReplayReport;
  limit: number;
  onOpen: (id: string) => void;
}) {
  const t = useT();
  const shownRecords = report.changed.slice(0, limit);
  return (
    <table className="rp-replay-table" data-testid="rp-replay-table">
      <thead>
        <tr>
          {headers().map((h) => (
            <th key={h} scope="col">
              {h}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {shownRecords.flatMap((r) =>
          r.differences.map((d, i) => (
            <tr key={`${r.id}:${d.kind}:${d.key}`} data-verdict={verdictText(r)}>
              {i === 0 ? (
                <>
                  <th scope="rowgroup" rowSpan={r.differences.length}>
                    <button
                      type="button"
                      onClick={() => onOpen(r.id)}
                      aria-label={t('rules.recordOpen', { id: r.id })}
                    >
                      {r.id}
                    </button>
                  </th>
                  <td rowSpan={r.differences.length}>{verdictText(r)}</td>
                </>
              ) : null}
              <td>{t(`rules.replayKind.${d.kind}`)}</td>
              <td>
                <code>{d.key}</code>
              </td>
              <td>{shown(d.before)}</td>
              <td>
                <strong>{shown(d.after)}</strong>
              </td>
            </tr>
          )),
        )}
      </tbody>
    </table>
  );
}
