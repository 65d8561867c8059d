import { useCallback, useEffect, useRef, useState } from 'react';
import { canEditBaseConfig } from '../../../core/baseConfig/baseConfigAccess.ts';
import {
  type ExternalIdEntity,
  UNSAVED_EXTERNAL_IDS_MESSAGE,
} from '../../../core/externalIds/externalIdNames.schemas.ts';
import { hasPermission } from '../../../core/permissions/index.ts';
import { useT } from '../../i18n/useT.ts';
import { RulesStatusPanel } from '../../rules/RulesStatusPanel.tsx';
import { useAccess } from '../../shell/useAccess.ts';
import { BaseConfigFields } from './BaseConfigFields.tsx';
import { ExternalIdNamesEditor } from './ExternalIdNamesEditor.tsx';
import {
  SettingsFrame,
  type SettingsQuestion,
  SettingsQuestions,
  SettingsStatus,
  SettingsTabList,
} from './SettingsFrame.tsx';
import { useBaseConfigDraft } from './useBaseConfigDraft.ts';
import {
  focusFirst,
  SETTINGS_COMMANDS,
  type SettingsTab,
  useBasicSettingsCommands,
} from './useBasicSettingsCommands.ts';
import { useExternalIdNamesDraft } from './useExternalIdNamesDraft.ts';
import { useUnsavedGuard } from './useUnsavedGuard.ts';
import './settings.css';

/** /basic-settings: the base config form and the external id names, each a tab (Alt+T). */
export function BasicSettingsScreen() {
  const t = useT();
  const access = useAccess();
  const canEdit = canEditBaseConfig(access.role, access.ctx);
  const base = useBaseConfigDraft();
  const ids = useExternalIdNamesDraft();
  const [tab, setTab] = useState<SettingsTab>('general');
  const [entity, setEntity] = useState<ExternalIdEntity>('order');
  const [row, setRow] = useState(0);
  const [asking, setAsking] = useState<SettingsQuestion>(null);
  const panels = useRef<Record<SettingsTab, HTMLDivElement | null>>({ general: null, externalIds: null });
  const idsDirty = ids.dirtyEntities.length > 0;
  const dirty = tab === 'general' ? base.dirty : idsDirty;

  useBasicSettingsCommands({
    base,
    ids,
    tab,
    setTab,
    entity,
    setEntity,
    row,
    setRow,
    canEdit,
    dirty,
    panels,
    setAsking,
    t,
  });

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
    <SettingsFrame path="/basic-settings" testId="basic-settings" commands={SETTINGS_COMMANDS[tab]}>
      <SettingsTabs tab={tab} onTab={setTab} dirty={{ general: base.dirty, externalIds: idsDirty }} />
      {!canEdit && <p className="grid-hint">{t('settings.viewOnly')}</p>}
      <SettingsStatus
        saving={tab === 'general' ? base.saving : ids.saving}
        message={message}
        dirty={dirty}
        idle=""
      />
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
      {/* Leaving drops the unsaved external id names too (they are kept beside the form). */}
      <SettingsQuestions
        asking={asking}
        setAsking={setAsking}
        onRevert={() => (tab === 'general' ? base.revert() : ids.actions.revert())}
        leaveText={idsDirty ? UNSAVED_EXTERNAL_IDS_MESSAGE : t('settings.leaveText')}
        {...(idsDirty && { onLeave: () => ids.actions.reload() })}
      />
      {/* The rule set in force and the last change kept out (admins, GET /api/rules/status). */}
      {hasPermission(access.role, 'accessAdminPages', access.ctx) && <RulesStatusPanel />}
    </SettingsFrame>
  );
}

/** The two tabs (Alt+T switches), a dot on the one with unsaved changes. */
function SettingsTabs({
  tab,
  onTab,
  dirty,
}: {
  tab: SettingsTab;
  onTab(tab: SettingsTab): void;
  dirty: Record<SettingsTab, boolean>;
}) {
  const t = useT();
  return (
    <SettingsTabList
      tabs={(['general', 'externalIds'] as const).map((tb) => ({
        key: tb,
        label: t(tb === 'general' ? 'settings.tabGeneral' : 'settings.tabExternalIds'),
        testId: `tab-${tb}`,
        dirty: dirty[tb],
      }))}
      selected={tab}
      onSelect={onTab}
    />
  );
}
