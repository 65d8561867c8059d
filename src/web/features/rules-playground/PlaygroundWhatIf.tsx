import { useState } from 'react';
import type { ConfigMode } from '../../../core/config/modules.ts';
import {
  RULES_API,
  type RuleRecordResponse,
  type RulesReplayResponse,
} from '../../../core/rules/rules.api.ts';
import { REPLAY_RECORD_ENTITIES } from '../../../core/rules/rulesReplay.schemas.ts';
import { ApiError, errorAlertText } from '../../api/apiErrors.ts';
import { callApi } from '../../api/callApi.ts';
import { useT } from '../../i18n/useT.ts';
import { ChoiceSelect } from '../../ui/inputs/ChoiceSelect.tsx';
import { exportReplay, ReplayDiffTable } from './ReplayDiffTable.tsx';
import { useBusyTask } from './useBusyTask.ts';

type RecordEntity = (typeof REPLAY_RECORD_ENTITIES)[number];

/** How many changed records the list shows (the summary counts them all). */
const SHOWN_RECORDS = 100;

/**
 * The playground's stored records (issue 17, item 7): load an order or a freight by id into the
 * evaluator, and replay a draft rule file against the last N stored records to list what would
 * change. Both run on the server (superadmin); the rules in force are never touched.
 */
export function PlaygroundWhatIf({
  mode,
  onLoad,
}: {
  mode: ConfigMode;
  /** Puts a stored record's facts (and its own context) into the evaluator. */
  onLoad: (record: RuleRecordResponse) => void;
}) {
  const t = useT();
  const [entity, setEntity] = useState<RecordEntity>('order');
  const [recordId, setRecordId] = useState('');
  const [draftFile, setDraftFile] = useState(`modes/${mode}/validation.json`);
  const [draftText, setDraftText] = useState('');
  const [count, setCount] = useState('1000');
  const [report, setReport] = useState<RulesReplayResponse | null>(null);
  // A broken draft answers 422 with one line per problem: show them all under the message.
  const { busy, error, busyWith } = useBusyTask((err) =>
    err instanceof ApiError
      ? `${err.message}\n${errorAlertText(err.status, err.body)}`
      : (err as Error).message,
  );

  const load = (id: string, of: RecordEntity = entity) =>
    busyWith(async () => {
      onLoad(await callApi(RULES_API.record, { params: { entity: of, id: id.trim() } }));
    });

  const replay = () =>
    busyWith(async () => {
      let content: unknown;
      try {
        content = JSON.parse(draftText);
      } catch (err) {
        throw new Error(t('rules.badJson', { reason: (err as Error).message }));
      }
      const n = Number(count);
      setReport(
        await callApi(RULES_API.replay, {
          body: {
            mode,
            entity,
            n: Number.isInteger(n) && n > 0 ? n : 1000,
            files: [{ file: draftFile.trim(), content }],
          },
        }),
      );
    });

  return (
    <section className="rp-whatif" aria-labelledby="rp-whatif-title" data-testid="rp-whatif">
      <h2 id="rp-whatif-title">{t('rules.storedTitle')}</h2>
      <form
        className="rp-whatif-load"
        onSubmit={(e) => {
          e.preventDefault();
          if (recordId.trim()) void load(recordId);
        }}
      >
        <ChoiceSelect
          label={t('rules.recordEntity')}
          value={entity}
          choices={REPLAY_RECORD_ENTITIES}
          text={(x) => t(`rules.recordEntities.${x}`)}
          onChange={setEntity}
          testId="rp-record-entity"
        />
        <label>
          {t('rules.recordId')}
          <input value={recordId} onChange={(e) => setRecordId(e.target.value)} data-testid="rp-record-id" />
        </label>
        <button type="submit" disabled={busy || !recordId.trim()} data-testid="rp-record-load">
          {t('rules.recordLoad')}
        </button>
      </form>
      <form
        className="rp-whatif-replay"
        onSubmit={(e) => {
          e.preventDefault();
          void replay();
        }}
      >
        <label>
          {t('rules.draftFile')}
          <input
            value={draftFile}
            onChange={(e) => setDraftFile(e.target.value)}
            data-testid="rp-draft-file"
          />
        </label>
        <label>
          {t('rules.replayCount')}
          <input
            type="number"
            min={1}
            max={10000}
            value={count}
            onChange={(e) => setCount(e.target.value)}
            data-testid="rp-replay-n"
          />
        </label>
        <label className="rp-draft">
          {t('rules.draftContent')}
          <textarea
            value={draftText}
            onChange={(e) => setDraftText(e.target.value)}
            rows={10}
            spellCheck={false}
            data-testid="rp-draft"
          />
        </label>
        <button type="submit" disabled={busy || !draftText.trim()} data-testid="rp-replay">
          {t('rules.replayRun')}
        </button>
      </form>
      {error && (
        <p role="alert" className="rp-error" data-testid="rp-whatif-error">
          {error}
        </p>
      )}
      {report && (
        <ReplayResult report={report} onOpen={(id) => void load(id, report.entity as RecordEntity)} />
      )}
    </section>
  );
}

/** A replay's outcome: its summary and totals, the export, and the changed records (the first SHOWN_RECORDS). */
function ReplayResult({ report, onOpen }: { report: RulesReplayResponse; onOpen(id: string): void }) {
  const t = useT();
  return (
    <div className="rp-replay-result" data-testid="rp-replay-result">
      <p>
        {t('rules.replaySummary', {
          compared: report.compared,
          changed: report.changed.length,
          mode: report.mode,
          current: report.currentHash ?? '—',
          draft: report.draftHash ?? '—',
        })}
      </p>
      <p data-testid="rp-replay-totals">{t('rulesReplay.totals', { ...report.totals })}</p>
      <button
        type="button"
        className="btn"
        onClick={() => void exportReplay(report)}
        data-testid="rp-replay-export"
      >
        {t('rulesReplay.export')}
      </button>
      <ReplayDiffTable report={report} limit={SHOWN_RECORDS} onOpen={onOpen} />
      {report.changed.length > SHOWN_RECORDS && (
        <p>{t('rules.replayMore', { count: report.changed.length - SHOWN_RECORDS })}</p>
      )}
    </div>
  );
}
