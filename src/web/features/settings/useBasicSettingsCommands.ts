import { type Dispatch, type RefObject, type SetStateAction, useEffect } from 'react';
import {
  EXTERNAL_ID_ENTITIES,
  type ExternalIdEntity,
} from '../../../core/externalIds/externalIdNames.schemas.ts';
import type { CommandId } from '../../commands/commandTypes.ts';
import { setView } from '../../commands/terminalState.ts';
import type { useT } from '../../i18n/useT.ts';
import { useLatest } from '../../ui/useLatest.ts';
import type { SettingsQuestion } from './SettingsFrame.tsx';
import type { useBaseConfigDraft } from './useBaseConfigDraft.ts';
import type { useExternalIdNamesDraft } from './useExternalIdNamesDraft.ts';

/** The basic settings' tabs. */
export type SettingsTab = 'general' | 'externalIds';

/** The command bar's commands per tab. */
export const SETTINGS_COMMANDS: Record<SettingsTab, readonly CommandId[]> = {
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

/** Focuses the first enabled field under `root` (or what `selector` finds) after the render. */
export const focusFirst = (
  root: HTMLElement | null,
  selector = 'input:not([disabled]), select:not([disabled])',
) => setTimeout(() => root?.querySelector<HTMLElement>(selector)?.focus(), 0);

/**
 * The basic settings' view actions: save (a list with messages or a half-typed field is shown
 * instead), revert (asks), switch tab, ping; on the external id tab add, set main, remove and the
 * next entity. A role that may not edit gets no save, revert or list edits.
 */
export function useBasicSettingsCommands(args: {
  base: ReturnType<typeof useBaseConfigDraft>;
  ids: ReturnType<typeof useExternalIdNamesDraft>;
  tab: SettingsTab;
  setTab: Dispatch<SetStateAction<SettingsTab>>;
  entity: ExternalIdEntity;
  setEntity(entity: ExternalIdEntity): void;
  row: number;
  setRow(row: number): void;
  canEdit: boolean;
  dirty: boolean;
  panels: RefObject<Record<SettingsTab, HTMLDivElement | null>>;
  setAsking(question: SettingsQuestion): void;
  t: ReturnType<typeof useT>;
}) {
  const { base, ids, tab, setTab, entity, setEntity, row, setRow, canEdit, dirty, panels, setAsking, t } =
    args;
  // The view's actions for the commands; a ref keeps them current without re-registering the view.
  const live = useLatest({ base, ids, tab, entity, row, canEdit, dirty });
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
  }, [tab, canEdit, t, panels, setAsking, setEntity, setRow, setTab]);
}
