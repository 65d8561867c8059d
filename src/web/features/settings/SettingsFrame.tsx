import type { ReactNode } from 'react';
import type { AppPath } from '../../../core/permissions/index.ts';
import { CommandBar } from '../../commands/CommandBar.tsx';
import type { CommandId } from '../../commands/commandTypes.ts';
import { useT } from '../../i18n/useT.ts';
import { screenTitleKey } from '../../shell/screenTitle.ts';

/** The answer of a settings screen's last save (or load). */
export type SettingsMessage = { text: string; ok: boolean } | null;

/**
 * A settings screen (/basic-settings, /module-settings): the section named by its heading (the
 * route's title, `<testId>-title`) with the screen's command bar, then the screen's content.
 */
export function SettingsFrame(props: {
  path: AppPath;
  testId: string;
  commands: readonly CommandId[];
  children: ReactNode;
}) {
  const t = useT();
  const titleId = `${props.testId}-title`;
  return (
    <section className="screen settings-screen" data-testid={props.testId} aria-labelledby={titleId}>
      <header className="screen-header">
        <h1 id={titleId}>{t(screenTitleKey(props.path))}</h1>
        <CommandBar ids={props.commands} />
      </header>
      {props.children}
    </section>
  );
}

/** The status line of a settings screen: saving, else the last answer, else unsaved changes, else `idle`. */
export function SettingsStatus(props: {
  saving: boolean;
  message: SettingsMessage;
  dirty: boolean;
  idle: string;
}) {
  const t = useT();
  const { message } = props;
  return (
    <p
      className={`settings-message ${message ? (message.ok ? 'ok' : 'failed') : ''}`}
      role="status"
      data-testid="settings-message"
    >
      {props.saving
        ? t('settings.saving')
        : (message?.text ?? (props.dirty ? t('settings.dirty') : props.idle))}
    </p>
  );
}

/** One tab of a settings tab bar. */
export interface SettingsTabItem<K extends string> {
  key: K;
  label: string;
  testId: string;
  /** Unsaved changes: a dot after the label. */
  dirty: boolean;
  /** A field to fix: marked invalid, a `!` after the label. */
  invalid?: boolean;
}

/** A settings tab bar (the screen's tabs, the external ids' entities): the selected one marked active. */
export function SettingsTabList<K extends string>(props: {
  tabs: readonly SettingsTabItem<K>[];
  selected: K;
  onSelect(key: K): void;
  label?: string;
}) {
  return (
    <div className="settings-tabs" role="tablist" aria-label={props.label}>
      {props.tabs.map((tab) => (
        <button
          key={tab.key}
          type="button"
          role="tab"
          aria-selected={tab.key === props.selected}
          className={`settings-tab ${tab.key === props.selected ? 'active' : ''}`}
          data-testid={tab.testId}
          aria-invalid={tab.invalid ? true : undefined}
          onClick={() => props.onSelect(tab.key)}
        >
          {tab.label}
          {tab.dirty ? ' •' : ''}
          {tab.invalid ? ' !' : ''}
        </button>
      ))}
    </div>
  );
}
