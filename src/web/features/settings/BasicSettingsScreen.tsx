import { useCallback, useEffect, useRef, useState } from 'react';
import { canEditBaseConfig } from '../../../core/baseConfig/baseConfigAccess.ts';
import {
  EXTERNAL_ID_ENTITIES,
  type ExternalIdEntity,
  UNSAVED_EXTERNAL_IDS_MESSAGE,
} from '../../../core/externalIds/externalIdNames.schemas.ts';
import { hasPermission } from '../../../core/permissions/index.ts';
import { CommandBar } from '../../commands/CommandBar.tsx';
import { setView } from '../../commands/terminalState.ts';
import { useT } from '../../i18n/useT.ts';
import { RulesStatusPanel } from '../../rules/RulesStatusPanel.tsx';
import { screenTitleKey } from '../../shell/screenTitle.ts';
import { useAccess } from '../../shell/useAccess.ts';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { BaseConfigFields } from './BaseConfigFields.tsx';
import { ExternalIdNamesEditor } from './ExternalIdNamesEditor.tsx';
import { useBaseConfigDraft } from './useBaseConfigDraft.ts';
import { useExternalIdNamesDraft } from './useExternalIdNamesDraft.ts';
import { useUnsavedGuard } from './useUnsavedGuard.ts';
import './settings.css';
import type { CommandId } from '../../commands/commandTypes.ts';

type Tab = 'general' | 'externalIds';
const COMMANDS: Record<Tab, readonly CommandId[]> = {
  general: ['settings.save', 'settings.revert', 'settings.switchTab', 'settings.ping'],
  externalIds: [
    'settings.save',
    'settings.revert',
    'settings.switchTab',
    'externalIds.add',
    'externalIds.setMain',
    'externalIds.remove',
    'externalIds.nextEntity',
  ],
};

const focusFirst = (root: HTMLElement | null, selector = 'input:not([disabled]), select:not([disabled])') =>
  setTimeout(() => root?.querySelector<HTMLElement>(selector)?.focus(), 0);

/** /basic-settings: the base config form and the external id names, each a tab (Alt+T). */
export function BasicSettingsScreen() {
  const t = useT();
  const access = useAccess();
  const canEdit = canEditBaseConfig(access.role, access.ctx);
  const base = useBaseConfigDraft();
  const ids = useExternalIdNamesDraft();
  const [tab, setTab] = useState<Tab>('general');
  const [entity, setEntity] = useState<ExternalIdEntity>('order');
  const [row, setRow] = useState(0);
  const [asking, setAsking] = useState<null | 'revert' | { proceed(): void }>(null);
  const panels = useRef<Record<Tab, HTMLDivElement | null>>({ general: null, externalIds: null });
  const idsDirty = ids.dirtyEntities.length > 0;
  const dirty = tab === 'general' ? base.dirty : idsDirty;

  // The view's actions for the commands; a ref keeps them current without re-registering the view.
  const live = useRef({ base, ids, tab, entity, row, canEdit, dirty });
  live.current = { base, ids, tab, entity, row, canEdit, dirty };
  useEffect(() => {
    const now = () => live.current;
    const focusRow = (index: number) =>
      focusFirst(panels.current.externalIds, `tr[data-row="${index}"] input.cell-input`);
    const extra: Record<string, () => void> = {
      'settings.save': () => {
        const { tab: tb, ids: d } = now();
        // A list with messages, maybe not the one on show: show it, with the focus on its first message.
        const broken =
          tb === 'externalIds' && d.dirtyEntities.find((e) => Object.keys(d.errors[e]).length > 0);
        if (broken) {
          setEntity(broken);
          focusFirst(panels.current.externalIds, 'table [aria-invalid="true"]');
          return;
        }
        // An input holding text it could not accept (a half-typed time) blocks the save.
        const invalid = panels.current[tb]?.querySelector<HTMLElement>('fieldset [aria-invalid="true"]');
        if (invalid) {
          invalid.focus();
          return;
        }
        if (tb === 'general') void now().base.save();
        else void d.actions.save(t('masterData.saved'));
      },
      'settings.revert': () => {
        if (now().dirty) setAsking('revert');
      },
      'settings.switchTab': () => {
        setTab((tb) => (tb === 'general' ? 'externalIds' : 'general'));
      },
    };
    // A role that may not edit gets no save or revert: the buttons show disabled, the keys do nothing.
    if (!canEdit) {
      delete extra['settings.save'];
      delete extra['settings.revert'];
    }
    if (tab === 'general') extra['settings.ping'] = () => void now().base.runPing();
    else
      extra['externalIds.nextEntity'] = () => {
        const i = EXTERNAL_ID_ENTITIES.indexOf(now().entity);
        setEntity(EXTERNAL_ID_ENTITIES[(i + 1) % EXTERNAL_ID_ENTITIES.length] ?? 'order');
        setRow(0);
      };
    if (tab === 'externalIds' && canEdit) {
      extra['externalIds.add'] = () => {
        const { ids: d, entity: e } = now();
        d.actions.add(e);
        setRow(d.draft[e].length);
        focusRow(d.draft[e].length);
      };
      extra['externalIds.setMain'] = () => now().ids.actions.setMain(now().entity, now().row);
      extra['externalIds.remove'] = () => {
        const { ids: d, entity: e, row: r } = now();
        if (r >= d.draft[e].length) return;
        d.actions.remove(e, r);
        const next = Math.max(0, Math.min(r, d.draft[e].length - 2));
        setRow(next);
        focusRow(next);
      };
    }
    setView({ id: tab === 'general' ? 'basicSettings' : 'externalIdNames', actions: { extra } });
    return () => setView(null);
  }, [tab, canEdit, t]);

  // A tab switch moves the focus into the tab shown (after it is no longer hidden).
  const shownTab = useRef(tab);
  useEffect(() => {
    if (shownTab.current === tab) return;
    shownTab.current = tab;
    focusFirst(panels.current[tab]);
  }, [tab]);

  // On arrival the form itself has the focus, not a field (so `g` keys navigate and nothing is typed
  // into a setting by chance); Tab enters its first field.
  const focused = useRef(false);
  useEffect(() => {
    if (!base.form || focused.current) return;
    focused.current = true;
    const panel = panels.current.general;
    // Unless the user already moved into this screen, the form (not a field) takes the focus.
    if (panel && !panel.closest('section')?.contains(document.activeElement))
      panel.focus({ preventScroll: true });
  }, [base.form]);

  // Leaving with unsaved external id names asks the spec's question (shell.md §2); the base form asks too.
  const askLeave = useCallback((proceed: () => void) => setAsking({ proceed }), []);
  useUnsavedGuard(idsDirty || base.dirty, askLeave);

  const message = tab === 'general' ? base.message : ids.message;
  return (
    <section
      className="screen settings-screen"
      data-testid="basic-settings"
      aria-labelledby="basic-settings-title"
    >
      <header className="screen-header">
        <h1 id="basic-settings-title">{t(screenTitleKey('/basic-settings'))}</h1>
        <CommandBar ids={COMMANDS[tab]} />
      </header>
      <div className="settings-tabs" role="tablist">
        {(['general', 'externalIds'] as const).map((tb) => (
          <button
            key={tb}
            type="button"
            role="tab"
            aria-selected={tab === tb}
            className={`settings-tab ${tab === tb ? 'active' : ''}`}
            data-testid={`tab-${tb}`}
            onClick={() => setTab(tb)}
          >
            {t(tb === 'general' ? 'settings.tabGeneral' : 'settings.tabExternalIds')}
            {(tb === 'general' ? base.dirty : idsDirty) ? ' •' : ''}
          </button>
        ))}
      </div>
      {!canEdit && <p className="grid-hint">{t('settings.viewOnly')}</p>}
      <p
        className={`settings-message ${message ? (message.ok ? 'ok' : 'failed') : ''}`}
        role="status"
        data-testid="settings-message"
      >
        {(tab === 'general' ? base.saving : ids.saving)
          ? t('settings.saving')
          : (message?.text ?? (dirty ? t('settings.dirty') : ''))}
      </p>
      <div
        hidden={tab !== 'general'}
        tabIndex={-1}
        className="settings-panel"
        ref={(el) => {
          panels.current.general = el;
        }}
      >
        {base.form && (
          <BaseConfigFields
            key={base.formKey}
            form={base.form}
            errors={base.errors}
            onChange={base.change}
            canEdit={canEdit}
            ping={{ ...base.ping, run: () => void base.runPing() }}
          />
        )}
      </div>
      <div
        hidden={tab !== 'externalIds'}
        ref={(el) => {
          panels.current.externalIds = el;
        }}
      >
        {ids.loaded && (
          <ExternalIdNamesEditor
            draft={ids}
            entity={entity}
            onEntity={(e) => {
              setEntity(e);
              setRow(0);
            }}
            onRowFocus={setRow}
            canEdit={canEdit}
          />
        )}
      </div>
      <ConfirmDialog
        open={asking === 'revert'}
        title={t('settings.revertTitle')}
        text={t('settings.revertText')}
        onYes={() => {
          setAsking(null);
          if (tab === 'general') base.revert();
          else ids.actions.revert();
        }}
        onNo={() => setAsking(null)}
      />
      <ConfirmDialog
        open={asking !== null && asking !== 'revert'}
        title={t('externalIds.leaveTitle')}
        text={idsDirty ? UNSAVED_EXTERNAL_IDS_MESSAGE : t('settings.leaveText')}
        onYes={() => {
          const pending = asking;
          setAsking(null);
          if (idsDirty) ids.actions.reload();
          if (pending && pending !== 'revert') pending.proceed();
        }}
        onNo={() => setAsking(null)}
      />
      {/* The rule set in force and the last change kept out (admins, GET /api/rules/status). */}
      {hasPermission(access.role, 'accessAdminPages', access.ctx) && <RulesStatusPanel />}
    </section>
  );
}
