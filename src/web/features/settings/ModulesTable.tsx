import { useT } from '../../i18n/useT.ts';
import { sameData } from '../../ui/dialogState.ts';
import {
  type configProblem,
  KNOWN_FLAGS,
  type ModuleRow,
  parseConfig,
  withFlag,
} from './moduleSettingsForm.ts';
import { SettingsCheckbox } from './SettingsCheckbox.tsx';

/** The module settings' table: a row per module with its switch, its known flags and its JSON config. */
export function ModulesTable(props: {
  rows: readonly ModuleRow[];
  original: readonly ModuleRow[] | null;
  problems: readonly ReturnType<typeof configProblem>[];
  onChange(i: number, patch: Partial<ModuleRow>): void;
}) {
  const t = useT();
  const { rows, original, problems } = props;
  const set = props.onChange;
  return (
    <table className="modules-table">
      <tbody>
        {rows.map((r, i) => {
          const problem = problems[i];
          const changed = original?.[i] !== undefined && !sameData(original[i], r);
          return (
            <tr key={r.id} data-module={r.key} className={r.active ? '' : 'module-off'}>
              <td className="module-name">
                <div className="module-name-cell">
                  <SettingsCheckbox
                    label={`${t(`settings.module_${r.key}`)}${changed ? ' •' : ''}`}
                    checked={r.active}
                    onChange={(v) => set(i, { active: v })}
                    testId={`module-active-${r.key}`}
                  />
                  <code>{r.key}</code>
                  {!problem &&
                    KNOWN_FLAGS[r.key]?.map((f) => (
                      <SettingsCheckbox
                        key={f.flag}
                        label={t(f.labelKey)}
                        checked={parseConfig(r.configText)[f.flag] === true}
                        onChange={(v) => set(i, { configText: withFlag(r.configText, f.flag, v) })}
                      />
                    ))}
                </div>
              </td>
              <td className="module-config">
                <textarea
                  aria-label={`${t(`settings.module_${r.key}`)}: ${t('settings.moduleConfig')}`}
                  aria-invalid={problem ? true : undefined}
                  spellCheck={false}
                  rows={Math.min(8, Math.max(1, r.configText.split('\n').length))}
                  value={r.configText}
                  onChange={(e) => set(i, { configText: e.target.value })}
                />
                <span className="input-error" role={problem ? 'alert' : undefined}>
                  {problem ? t(problem.key, problem.params) : ''}
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
