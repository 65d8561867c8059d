import { useCallback, useEffect, useState } from 'react';
import { MODULES_API } from '../../../core/config/modules.api.ts';
import { ApiError } from '../../api/apiErrors.ts';
import { callApi } from '../../api/callApi.ts';
import type { CommandId } from '../../commands/commandTypes.ts';
import { setView } from '../../commands/terminalState.ts';
import { useT } from '../../i18n/useT.ts';
import { loadActiveModules } from '../../shell/session.ts';
import { sameData } from '../../ui/dialogState.ts';
import { useLatest } from '../../ui/useLatest.ts';
import { ModulesTable } from './ModulesTable.tsx';
import { configProblem, type ModuleRow, moduleChange, toRow } from './moduleSettingsForm.ts';
import {
  SettingsFrame,
  type SettingsMessage,
  type SettingsQuestion,
  SettingsQuestions,
  SettingsStatus,
} from './SettingsFrame.tsx';
import { useUnsavedGuard } from './useUnsavedGuard.ts';
import './settings.css';

const MODULE_SETTINGS_COMMANDS: readonly CommandId[] = ['settings.save', 'settings.revert'];

/**
 * /module-settings (superadmin): every module of shell.md §1 with its switch and config (typed
 * flags where the code knows them, JSON otherwise). Ctrl+S saves the changed modules; the module
 * state is then reloaded, so the side menu and the routes follow without a page reload.
 */
export function ModuleSettingsScreen() {
  const t = useT();
  const [original, setOriginal] = useState<ModuleRow[] | null>(null);
  const [rows, setRows] = useState<ModuleRow[]>([]);
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<SettingsMessage>(null);
  const [asking, setAsking] = useState<SettingsQuestion>(null);

  const load = useCallback(async () => {
    const list = await callApi(MODULES_API.list);
    const next = list.map(toRow);
    setOriginal(next);
    setRows(next);
  }, []);
  useEffect(() => {
    void load().catch(() => setMessage({ text: t('settings.loadFailed'), ok: false }));
  }, [load, t]);

  const problems = rows.map((r) => configProblem(r.configText));
  const dirty = original !== null && !sameData(original, rows);
  const set = (i: number, patch: Partial<ModuleRow>) => {
    setRows((rs) => rs.map((r, j) => (j === i ? { ...r, ...patch } : r)));
    setMessage(null);
  };

  const save = async () => {
    if (!original || !dirty || saving || problems.some((p) => p !== null)) return;
    setSaving(true);
    try {
      for (const [i, row] of rows.entries()) {
        const before = original[i];
        if (!before || sameData(before, row)) continue;
        const change = moduleChange(before, row);
        if (Object.keys(change).length === 0) continue;
        await callApi(MODULES_API.update, {
          params: { id: row.id },
          body: change,
          errorMode: 'silent',
        });
      }
      setMessage({ text: t('masterData.saved'), ok: true });
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      const details = Object.values((e.body?.details as Record<string, string> | undefined) ?? {});
      setMessage({ text: [e.body?.message, ...details].filter(Boolean).join(' '), ok: false });
    } finally {
      // What the server holds now, and the menus and guards that depend on it.
      await Promise.all([load().catch(() => {}), loadActiveModules()]);
      setSaving(false);
    }
  };

  const askLeave = useCallback((proceed: () => void) => setAsking({ proceed }), []);
  useUnsavedGuard(dirty, askLeave);

  const live = useLatest({ save, dirty });
  useEffect(() => {
    setView({
      id: 'moduleSettings',
      actions: {
        extra: {
          'settings.save': () => void live.current.save(),
          'settings.revert': () => {
            if (live.current.dirty) setAsking('revert');
          },
        },
      },
    });
    return () => setView(null);
  }, []);

  return (
    <SettingsFrame path="/module-settings" testId="module-settings" commands={MODULE_SETTINGS_COMMANDS}>
      <SettingsStatus saving={saving} message={message} dirty={dirty} idle={t('settings.modulesHint')} />
      <ModulesTable rows={rows} original={original} problems={problems} onChange={set} />
      <SettingsQuestions
        asking={asking}
        setAsking={setAsking}
        onRevert={() => {
          if (original) setRows(original);
          setMessage(null);
        }}
        leaveText={t('settings.leaveText')}
      />
    </SettingsFrame>
  );
}
